import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { findFestivalById } from '#content/festivals';
import type { Festival } from '#content/schemas';
import { renderWithRouter } from '#src/test/renderApp';
import { FestivalCard } from './FestivalCard';

const festival = (id: number) => findFestivalById(id) as Festival;
const tomorrowland = festival(1);
const firstParagraph = tomorrowland.description.split('\n')[0] ?? '';

async function renderCard(subject: Festival = tomorrowland, extra?: React.ReactNode) {
  const { screen, location } = await renderWithRouter(<FestivalCard festival={subject}>{extra}</FestivalCard>);
  return { screen, location, toggle: screen.getByRole('button', { name: subject.name }) };
}

describe('festival card', () => {
  it('shows the poster, name, place, long dates and genre, collapsed', async () => {
    const { screen, toggle } = await renderCard();
    await expect.element(screen.getByRole('heading', { name: 'Tomorrowland' })).toBeVisible();
    await expect.element(screen.getByText('Boom, Belgium')).toBeVisible();
    await expect.element(screen.getByText('July 16th – 18th and July 23rd – 25th, 2027')).toBeVisible();
    await expect.element(screen.getByText('EDM', { exact: true })).toBeVisible();
    const poster = screen.getByRole('img', { name: 'Tomorrowland poster' });
    await expect.element(poster).toHaveAttribute('src', '/images/posters/tomorrowland.svg');
    await expect.element(poster).toHaveAttribute('loading', 'lazy');
    await expect.element(poster).toHaveAttribute('width');
    await expect.element(poster).toHaveAttribute('height');
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(firstParagraph).elements()).toHaveLength(0);
    expect(screen.getByRole('link', { name: /Buy Tickets/ }).elements()).toHaveLength(0);
  });

  it('builds its hidden part only while open, so a list of closed cards stays light to hydrate', async () => {
    const { screen, toggle } = await renderCard();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText(firstParagraph).elements()).toHaveLength(0);
    expect(screen.getByRole('link').elements()).toHaveLength(0);
    await toggle.click();
    await expect.element(screen.getByText(firstParagraph)).toBeVisible();
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => screen.getByText(firstParagraph).elements()).toHaveLength(0);
  });

  it.each([
    ['five days within a month', 3, 'June 23rd – 27th, 2027', ['2027-06-23', '2027-06-27']],
    ['days across a month end', 14, 'July 30th – August 1st, 2027', ['2027-07-30', '2027-08-01']],
    ['two weekends', 2, 'April 9th – 11th and April 16th – 18th, 2027', ['2027-04-09', '2027-04-11', '2027-04-16', '2027-04-18']],
  ])('shows its first and last day for %s', async (_case, id, text, times) => {
    await renderCard(festival(id));
    const dates = document.querySelector(`#festival-${id} time`)?.parentElement;
    expect(dates?.textContent).toBe(text);
    expect([...(dates?.querySelectorAll('time') ?? [])].map((time) => time.dateTime)).toEqual(times);
  });

  it('shows one long date for a festival of one day', async () => {
    const { screen } = await renderCard({ ...tomorrowland, days: 1, runs: undefined });
    await expect.element(screen.getByText('July 16th, 2027', { exact: true })).toBeVisible();
    expect(document.querySelectorAll('#festival-1 time')).toHaveLength(1);
  });

  it('can be found by its id', async () => {
    await renderCard();
    expect(document.getElementById('festival-1')?.tagName).toBe('ARTICLE');
  });

  it('opens on the chevron button and reveals the description and five links', async () => {
    const { screen, toggle } = await renderCard();
    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect.element(screen.getByText(firstParagraph)).toBeVisible();

    const tickets = screen.getByRole('link', { name: 'Buy Tickets (opens in a new tab)' });
    await expect.element(tickets).toHaveAttribute('href', tomorrowland.ticketUrl);
    await expect.element(tickets).toHaveAttribute('target', '_blank');
    await expect.element(tickets).toHaveAttribute('rel', 'noopener noreferrer');

    await expect.element(screen.getByRole('link', { name: 'Read Guide' })).toHaveAttribute('href', '/festival-guides/tomorrowland');

    const hotels = screen.getByRole('link', { name: 'Book Hotels (opens in a new tab)' });
    await expect.element(hotels).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    await expect.element(hotels).toHaveAttribute('target', '_blank');
    const hotelUrl = new URL(hotels.element().getAttribute('href') ?? '');
    expect(hotelUrl.searchParams.get('checkin')).toBe('2027-07-16');
    expect(hotelUrl.searchParams.get('checkout')).toBe('2027-07-19');
    expect(hotelUrl.searchParams.get('ss')).toBe('Boom, Belgium');

    await expect.element(screen.getByRole('link', { name: 'Shop Gear' })).toHaveAttribute('href', '/gear-checklists');

    const ics = screen.getByRole('link', { name: 'Add to calendar' });
    await expect.element(ics).toHaveAttribute('download', 'tomorrowland.ics');
    const href = ics.element().getAttribute('href') ?? '';
    expect(href.startsWith('data:text/calendar')).toBe(true);
    expect(decodeURIComponent(href)).toContain('DTSTART;VALUE=DATE:20270716');
    expect(decodeURIComponent(href)).toContain('DTEND;VALUE=DATE:20270719');
    expect(decodeURIComponent(href)).toContain('DTSTART;VALUE=DATE:20270723');
    expect(decodeURIComponent(href)).toContain('DTEND;VALUE=DATE:20270726');
    expect(decodeURIComponent(href)).toContain('DTSTAMP:20261121T000000Z');

    await toggle.click();
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect.poll(() => screen.getByText(firstParagraph).elements()).toHaveLength(0);
  });

  it('toggles when the header is clicked anywhere', async () => {
    const { screen, toggle } = await renderCard();
    // The button's hit area covers the whole header, so the click lands on it from above the text.
    await userEvent.click(screen.getByText('Boom, Belgium'), { force: true });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(screen.getByRole('img', { name: 'Tomorrowland poster' }), { force: true });
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('toggles by keyboard', async () => {
    const { screen, toggle } = await renderCard();
    await userEvent.tab();
    await expect.element(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect.element(screen.getByRole('link', { name: 'Buy Tickets (opens in a new tab)' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect.element(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  it('navigates to the guide and the gear checklist inside the site', async () => {
    const { screen, toggle, location } = await renderCard();
    await toggle.click();
    await screen.getByRole('link', { name: 'Read Guide' }).click();
    expect(location.history?.at(-1)).toBe('/festival-guides/tomorrowland');
    await screen.getByRole('link', { name: 'Shop Gear' }).click();
    expect(location.history?.at(-1)).toBe('/gear-checklists');
  });

  it('has no Buy Tickets link without a ticket link', async () => {
    const { screen, toggle } = await renderCard(festival(20));
    await toggle.click();
    await expect.element(screen.getByRole('link', { name: 'Read Guide' })).toBeVisible();
    expect(screen.getByRole('link', { name: /Buy Tickets/ }).elements()).toHaveLength(0);
  });

  it('shows the fallback poster when the festival has none', async () => {
    await renderCard(festival(27));
    const poster = document.querySelector('#festival-27 img');
    expect(poster?.getAttribute('src')).toBe('/images/posters/fallback.svg');
    expect(poster?.getAttribute('alt')).toBe('');
  });

  it('shows extra content given by the page', async () => {
    const { screen } = await renderCard(tomorrowland, <a href="/festival-map">View on Map</a>);
    await expect.element(screen.getByRole('link', { name: 'View on Map' })).toBeVisible();
  });
});
