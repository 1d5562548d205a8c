import { festivals } from '../content/festivals';
import { coachellaGuide } from '../content/guides';
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
  await page.goto('/festival-guides/coachella');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const facts = main.getByRole('region', { name: 'Quick Facts' });
  await expect(facts).toContainText('Indio, United States');
  await expect(facts).toContainText('April 9th – 18th, 2027');
  await expect(facts).toContainText('Multi-Genre');
  await expect(main.getByRole('link', { name: 'Find Flights' })).toHaveAttribute('href', coachellaGuide.flightsUrl);
  const book = main.getByRole('link', { name: /^Book \(/ });
  await expect(book).toHaveAttribute('rel', 'sponsored noopener noreferrer');
  await expect(book).toHaveAttribute('target', '_blank');
  expect(stayDates(await book.getAttribute('href'))).toEqual(['2027-04-09', '2027-04-12']);
  await expect(main.getByRole('listitem')).toHaveText(coachellaGuide.survivalTips);
  await expect(main.getByRole('link', { name: 'Check for Official Map' })).toBeVisible();
  await main.getByRole('link', { name: 'Festival Gear Checklist' }).click();
  await expect(page).toHaveURL(/\/gear-checklists$/);
  await page.goBack();
  await page.getByRole('main').getByRole('link', { name: 'Back to All Guides' }).click();
  await expect(page).toHaveURL(/\/festival-guides$/);
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
      url: 'https://festivalcompass.example/festival-guides/tomorrowland',
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
