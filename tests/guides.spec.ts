import { festivals } from '../content/festivals';
import { guideFor } from '../content/guides';
import { flightSearchUrl } from '../content/links';
import { LOCAL_ORIGINS } from '../scripts/siteOrigin.mjs';
import { expect, test, waitForHydration } from './fixtures';

const stayDates = (href: string | null) => {
  const url = new URL(href ?? '');
  return [url.searchParams.get('checkin'), url.searchParams.get('checkout')];
};

test('the guides grid lists every festival and opens its guide', async ({ page, pageErrors }) => {
  await page.goto('/festival-guides');
  await waitForHydration(page);
  const cards = page.getByRole('main').getByRole('article');
  await expect(cards).toHaveCount(festivals.length);
  await expect(page.getByRole('article', { name: 'Boardmasters' }).locator('img')).toHaveAttribute('src', '/images/posters/fallback.svg');
  await page.getByRole('article', { name: 'Coachella' }).getByRole('link', { name: 'Read Guide' }).click();
  await expect(page).toHaveURL(/\/festival-guides\/coachella$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Coachella Guide');
  expect(pageErrors).toEqual([]);
});

test('a guide links flights, a three-night hotel stay, the gear checklist and the official map', async ({ page }) => {
  const guide = guideFor('coachella')!;
  await page.goto('/festival-guides/coachella');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const facts = main.getByRole('region', { name: 'Quick Facts' });
  await expect(facts).toContainText('Indio, United States');
  await expect(facts).toContainText('April 9th – 11th and April 16th – 18th, 2027');
  await expect(facts).toContainText('Multi-Genre');
  await expect(main.getByRole('link', { name: 'Find Flights' })).toHaveAttribute('href', flightSearchUrl('PSP'));
  const book = main.getByRole('link', { name: /^Book \(/ });
  await expect(book).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  await expect(book).toHaveAttribute('target', '_blank');
  expect(stayDates(await book.getAttribute('href'))).toEqual(['2027-04-09', '2027-04-12']);
  await expect(main.getByRole('list', { name: 'Survival tips' }).getByRole('listitem')).toHaveText(guide.tips.items);
  await expect(main.getByRole('link', { name: 'Check for Official Map' })).toBeVisible();
  await main.getByRole('link', { name: 'Festival Gear Checklist' }).click();
  await expect(page).toHaveURL(/\/gear-checklists\?festival=coachella$/);
  await expect(main.getByRole('region', { name: 'Packing for Coachella' })).toBeVisible();
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Back to All Guides' }).click();
  await expect(page).toHaveURL(/\/festival-guides$/);
});

test('a guide is in the page’s HTML, with its sources and the official site, before any script runs', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const guide = guideFor('sziget')!;
  await page.goto('/festival-guides/sziget');
  const main = page.getByRole('main');
  await expect(main.getByText(guide.gettingThere.transit[0]!)).toBeVisible();
  await expect(main.getByText(guide.tips.items[0]!)).toBeVisible();
  await expect(main.getByRole('link', { name: /, source 1 of Weather/ })).toHaveAttribute('href', guide.weather.sources[0]!);
  const links = main.getByRole('region', { name: 'Official Links' });
  await expect(links).toContainText('Details change each year: check the official site');
  await expect(links.getByRole('link', { name: /^Sziget Festival official site/ })).toHaveAttribute('href', guide.officialSite);
  await context.close();
});

test('a guide hydrates with its text in place, loading only its own region’s guides', async ({ page, pageErrors }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  const messages: string[] = [];
  page.on('console', (message) => messages.push(message.text()));
  await page.goto('/festival-guides/roskilde');
  await waitForHydration(page);
  await expect(page.getByRole('main').getByText(guideFor('roskilde')!.staying.camping)).toBeVisible();
  expect(messages.filter((text) => text.includes('Recovered while hydrating'))).toEqual([]);
  expect(pageErrors).toEqual([]);
  expect(scripts.some((path) => /\/europe-[^/]*\.js$/.test(path))).toBe(true);
  expect(scripts.filter((path) => /\/(uk|north-america|rest-of-world)-[^/]*\.js$/.test(path))).toEqual([]);
});

test('a festival without a ticket link has no official map link; stays cross month ends', async ({ page }) => {
  await page.goto('/festival-guides/boomtown');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Interactive Venue Map' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Check for Official Map/ })).toHaveCount(0);
  await page.goto('/festival-guides/opener');
  const href = await page.getByRole('main').getByRole('link', { name: /^Book \(/ }).getAttribute('href');
  expect(stayDates(href)).toEqual(['2027-06-30', '2027-07-03']);
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('a guide page carries schema.org event data in its HTML', async ({ page }) => {
    await page.goto('/festival-guides/tomorrowland');
    const data = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? '{}');
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': ['MusicEvent', 'Festival'],
      name: 'Tomorrowland',
      startDate: '2027-07-16',
      endDate: '2027-07-25',
      location: { '@type': 'Place', address: { '@type': 'PostalAddress', addressLocality: 'Boom', addressCountry: 'Belgium' } },
      url: `${LOCAL_ORIGINS.e2e}/festival-guides/tomorrowland`,
      offers: { '@type': 'Offer', url: 'https://www.tomorrowland.com' },
    });
  });

  test('an unknown guide is the not-found page', async ({ page }) => {
    const response = await page.goto('/festival-guides/atlantis');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
  });
});

test('an unknown guide reached in the app shows the not-found page', async ({ page }) => {
  await page.goto('/festival-guides');
  await waitForHydration(page);
  await page.evaluate(() => {
    history.pushState(null, '', '/festival-guides/atlantis');
  });
  await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
});
