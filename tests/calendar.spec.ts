import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { festivals } from '../content/festivals';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

const cards = (page: Page) => page.getByRole('main').getByRole('article');
const cardTitles = (page: Page) => cards(page).getByRole('heading', { level: 3 }).allTextContents();

async function openCalendar(page: Page, query = '') {
  await page.goto(`/festival-calendar${query}`);
  await waitForHydration(page);
}

test.describe('festival calendar', () => {
  // A page of every festival's card is a large axe run on a shared two-core machine.
  test.describe.configure({ timeout: 90_000 });

  test('lists every upcoming festival, earliest first, with map links', async ({ page, pageErrors }) => {
    await openCalendar(page);
    await expect(cards(page)).toHaveCount(festivals.length);
    const titles = await cardTitles(page);
    expect(titles[0]).toBe('Ultra Music Festival');
    expect(titles.at(-1)).toBe('The Town');
    await expect(page.getByRole('main').getByRole('link', { name: 'Explore the Festival Map' })).toHaveAttribute('href', '/festival-map');
    const tomorrowland = page.getByRole('article', { name: 'Tomorrowland' });
    await expect(tomorrowland.getByRole('link', { name: 'View on Map' })).toHaveAttribute(
      'href',
      '/festival-map?festivalId=1&lat=51.0917&lng=4.3806',
    );
    expect(pageErrors).toEqual([]);
  });

  test('between seasons, says when the next one starts and names its first festivals, in the prerendered page too', async ({ page, request }) => {
    const html = await (await request.get('/festival-calendar')).text();
    expect(html).toContain('The next season starts in March 2027');
    await page.clock.setFixedTime(new Date('2026-11-27T10:00:00'));
    await openCalendar(page);
    const gap = page.getByRole('region', { name: 'The next season starts in March 2027' });
    await expect(gap.getByRole('list', { name: 'First festivals of the season' }).getByRole('link')).toHaveText(['Ultra Music Festival', 'Coachella', 'EDC Las Vegas']);
    await expectNoAxeViolations(page);
  });

  test('shows only festivals dated today or later', async ({ page }) => {
    await page.clock.setFixedTime(new Date('2027-08-11T10:00:00'));
    await openCalendar(page);
    await expect(page.getByText('6 festivals', { exact: true })).toBeVisible();
    expect((await cardTitles(page)).slice(0, 3)).toEqual(['Sziget Festival', 'Boomtown Fair', 'Boardmasters']);
    await expect(page.getByLabel('Country').locator('option')).toHaveText(['All countries', 'Brazil', 'Hungary', 'United Kingdom']);
  });

  test('filters by country and genre, each with its Reset, and keeps them in the URL', async ({ page }) => {
    await openCalendar(page);
    await page.getByLabel('Country').selectOption('United Kingdom');
    await expect(cards(page)).toHaveCount(8);
    await page.getByLabel('Genre').selectOption('Drum & Bass');
    await expect(cards(page)).toHaveCount(2);
    expect(await cardTitles(page)).toEqual(['Boomtown Fair', 'Boardmasters']);
    expect(new URL(page.url()).search).toBe('?country=United+Kingdom&genre=Drum+%26+Bass');

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByLabel('Country')).toHaveValue('United Kingdom');
    await expect(page.getByLabel('Genre')).toHaveValue('Drum & Bass');
    await expect(cards(page)).toHaveCount(2);

    await page.getByRole('button', { name: 'Reset genre' }).click();
    await expect(cards(page)).toHaveCount(8);
    expect(new URL(page.url()).search).toBe('?country=United+Kingdom');
    await page.getByRole('button', { name: 'Reset country' }).click();
    await expect(cards(page)).toHaveCount(festivals.length);
    expect(new URL(page.url()).search).toBe('');
  });

  test('opens a shared filtered link, including the search', async ({ page }) => {
    await openCalendar(page, '?genre=Hip+Hop&q=lolla');
    await expect(page.getByRole('searchbox', { name: 'Search by name' })).toHaveValue('lolla');
    expect(await cardTitles(page)).toEqual(['Lollapalooza Berlin', 'Lollapalooza Chicago']);
    await page.getByRole('searchbox', { name: 'Search by name' }).fill('lolla chi');
    await expect(cards(page)).toHaveCount(1);
    expect(new URL(page.url()).searchParams.get('q')).toBe('lolla chi');
  });

  test('ignores odd query values without crashing', async ({ page, pageErrors }) => {
    await openCalendar(page, '?country=Narnia&country=Spain&genre=&q=%20');
    await expect(page.getByText(`${festivals.length} festivals`, { exact: true })).toBeVisible();
    await expect(page.getByLabel('Country')).toHaveValue('all');
    await expect(page.getByLabel('Genre')).toHaveValue('all');
    expect(pageErrors).toEqual([]);
  });

  test('shows the empty state when nothing matches', async ({ page }) => {
    await openCalendar(page, '?country=Belgium&genre=Techno');
    await expect(page.getByText('No festivals match your criteria.')).toBeVisible();
    await expect(page.getByText('Try adjusting your filters!')).toBeVisible();
    await expect(cards(page)).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('the date picker of the event calendar loads once the page is idle, before any press, and leads to a festival card', async ({ page, pageErrors }) => {
    // The date picker is a chunk of its own that the page asks for, without any press, once idle.
    const datePickerRequested = page.waitForRequest(/\/EventCalendar-[^/]*\.js$/);
    await openCalendar(page);
    await datePickerRequested;

    await page.getByRole('button', { name: 'View Full Event Calendar' }).click();
    const popover = page.getByRole('dialog', { name: 'Event Calendar' });
    await expect(popover.getByRole('grid', { name: 'March 2027' })).toBeVisible();
    await expect(popover.getByText('Hover or click on a highlighted date to see events.')).toBeVisible();
    await expectNoAxeViolations(page);

    await popover.getByRole('button', { name: /March 25th, 2027$/ }).hover();
    await expect(popover.getByText('Hover or click on a highlighted date to see events.')).toBeVisible();
    await popover.getByRole('button', { name: /March 26th, 2027, has festivals/ }).hover();
    await expect(popover.getByRole('heading', { name: 'Events on March 26th, 2027' })).toBeVisible();
    await expect(popover.getByRole('link', { name: 'Ultra Music Festival' })).toBeVisible();
    await expectNoAxeViolations(page);

    await popover.getByRole('button', { name: /March 25th, 2027$/ }).click();
    await popover.getByRole('heading', { name: 'Event Calendar' }).hover();
    await expect(popover.getByText('No events on this date.')).toBeVisible();

    for (let month = 0; month < 5; month += 1) await popover.getByRole('button', { name: /next month/i }).click();
    await popover.getByRole('button', { name: /August 11th, 2027, has festivals/ }).click();
    await expect(popover.getByRole('heading', { name: 'Events on August 11th, 2027' })).toBeVisible();
    await expect(popover.getByRole('link')).toHaveText(['Sziget Festival', 'Boomtown Fair', 'Boardmasters']);

    await popover.getByRole('link', { name: 'Boardmasters' }).click();
    await expect(popover).toBeHidden();
    await expect(page.getByRole('button', { name: 'Boardmasters', exact: true })).toBeFocused();
    await expect(page.locator('#festival-27')).toBeInViewport();
    expect(pageErrors).toEqual([]);
  });

  test('the event calendar works by keyboard alone', async ({ page }) => {
    await openCalendar(page);
    const trigger = page.getByRole('button', { name: 'View Full Event Calendar' });
    await trigger.focus();
    await page.keyboard.press('Enter');
    const popover = page.getByRole('dialog', { name: 'Event Calendar' });
    await expect(popover.getByRole('grid')).toBeVisible();
    await popover.getByRole('button', { name: /March 26th, 2027, has festivals/ }).focus();
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    await expect(popover.getByRole('link', { name: 'Ultra Music Festival' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(popover).toBeHidden();
    await expect(page.getByRole('button', { name: 'Ultra Music Festival', exact: true })).toBeFocused();

    await trigger.focus();
    await page.keyboard.press('Enter');
    await expect(popover).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(popover).toBeHidden();
    await expect(trigger).toBeFocused();
  });

  test('a festival card opens by keyboard and reveals its links', async ({ page }) => {
    await openCalendar(page);
    const card = page.getByRole('article', { name: 'Tomorrowland' });
    const toggle = card.getByRole('button', { name: 'Tomorrowland', exact: true });
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByRole('link', { name: 'Buy Tickets' })).toBeVisible();
    await expect(card.getByRole('link', { name: 'Read Guide' })).toHaveAttribute('href', '/festival-guides/tomorrowland');
    const hotels = new URL((await card.getByRole('link', { name: 'Book Hotels' }).getAttribute('href')) ?? '');
    expect([hotels.searchParams.get('checkin'), hotels.searchParams.get('checkout')]).toEqual(['2027-07-16', '2027-07-19']);
    await expect(card.getByRole('link', { name: 'Book Hotels' })).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    await expect(card.getByRole('link', { name: 'Shop Gear' })).toHaveAttribute('href', '/gear-checklists');
    await expectNoAxeViolations(page);

    await page.keyboard.press('Space');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(card.getByRole('link', { name: 'Buy Tickets' })).toBeHidden();
  });

  test('a click anywhere on a card header toggles it', async ({ page }) => {
    await openCalendar(page);
    const card = page.getByRole('article', { name: 'Glastonbury Festival' });
    const place = card.getByText('Pilton, United Kingdom');
    await place.scrollIntoViewIfNeeded();
    const box = await place.boundingBox();
    if (!box) throw new Error('card header not laid out');
    await page.mouse.click(box.x + 4, box.y + box.height / 2);
    await expect(card.getByRole('button', { name: 'Glastonbury Festival', exact: true })).toHaveAttribute('aria-expanded', 'true');
  });

  test('Add to calendar downloads an .ics file for the festival', async ({ page }) => {
    await openCalendar(page);
    const card = page.getByRole('article', { name: 'Tomorrowland' });
    await card.getByRole('button', { name: 'Tomorrowland', exact: true }).click();
    const downloading = page.waitForEvent('download');
    await card.getByRole('link', { name: 'Add to calendar' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toBe('tomorrowland.ics');
    const file = await readFile((await download.path()) ?? '', 'utf8');
    expect(file).toContain('BEGIN:VEVENT\r\n');
    expect(file).toContain('DTSTART;VALUE=DATE:20270716');
    expect(file).toContain('SUMMARY:Tomorrowland');
  });

  test('View on Map opens the map at the festival', async ({ page }) => {
    await openCalendar(page);
    await page.getByRole('article', { name: 'Coachella' }).getByRole('link', { name: 'View on Map' }).click();
    await expect(page).toHaveURL(/\/festival-map\?festivalId=2&lat=33\.6823&lng=-116\.238$/);
  });
});
