import type { BrowserContext, Page } from '@playwright/test';
import { findFestivalById } from '../content/festivals';
import { drivingDirectionsUrl, mapsPlaceUrl } from '../content/links';
import type { Festival } from '../content/schemas';
import { storageKeys } from '../src/lib/storage';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

// 'Share my plan' on the calendar and the /shared-plan page it links to. The page's browser
// sharing is stubbed: no Web Share API unless a test gives one, and a clipboard that records.

const festival = (id: number) => findFestivalById(id) as Festival;
const tomorrowland = festival(1);
const glastonbury = festival(3);
const coachella = festival(2);
const pin = { lat: 51.0905, lng: 4.3867 };
const BROKEN = 'This share link is broken or incomplete. Ask your friend to send it again.';

type Recorded = { copied: string[]; shared: ShareData[] };

/** Every page of `context` starts with the cookie banner closed, `stored` in localStorage, and recording stand-ins for sharing. */
async function prepare(context: BrowserContext, stored: Record<string, string>, { webShare = false } = {}) {
  await context.addInitScript(
    ({ stored, webShare }) => {
      if (sessionStorage.getItem('prepared') === null) {
        for (const [key, value] of Object.entries(stored)) localStorage.setItem(key, value);
        sessionStorage.setItem('prepared', 'true');
      }
      const recorded: Recorded = { copied: [], shared: [] };
      Object.assign(window, { recorded });
      Object.defineProperty(Navigator.prototype, 'share', {
        configurable: true,
        value: webShare ? async (data: ShareData) => void recorded.shared.push(data) : undefined,
      });
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: async (text: string) => void recorded.copied.push(text) },
      });
    },
    { stored: { cookie_consent: 'true', ...stored }, webShare },
  );
}

const recorded = (page: Page) => page.evaluate(() => (window as unknown as { recorded: Recorded }).recorded);

const savedCount = (page: Page) => page.getByRole('banner').getByRole('link', { name: /saved festivals?$/ });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Saves two festivals from their calendar cards, as a visitor would. */
async function saveTwo(page: Page) {
  await open(page, '/festival-calendar');
  for (const subject of [tomorrowland, glastonbury]) await page.getByRole('main').getByRole('button', { name: `Save ${subject.name}` }).click();
  await expect(savedCount(page)).toHaveAccessibleName('2 saved festivals');
}

const storedSaved = (page: Page) => page.evaluate((key) => localStorage.getItem(key), storageKeys.savedFestivals);

test('a shared plan with the meeting point opens in another browser, and joins its own plan', async ({ page, context, browser, pageErrors }) => {
  await prepare(context, { [storageKeys.pinnedMapLocation]: JSON.stringify(pin) });
  await saveTwo(page);

  await page.getByRole('button', { name: 'Share my plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share my plan' });
  await expect(dialog.getByText('your 2 saved festivals')).toBeVisible();
  await expectNoAxeViolations(page, '[role="dialog"]');
  await dialog.getByRole('checkbox', { name: 'Include my pinned spot' }).check();
  await dialog.getByRole('button', { name: 'Copy link' }).click();
  await expect(page.getByRole('region', { name: /Notifications/ }).getByText('Link copied')).toBeVisible();
  await expect(dialog).toBeHidden();
  const [link] = (await recorded(page)).copied;
  expect(new URL(link ?? '').pathname).toBe('/shared-plan');
  expect(pageErrors).toEqual([]);

  // A friend, in a browser of their own with one festival saved already.
  const friendContext = await browser.newContext();
  await prepare(friendContext, { [storageKeys.savedFestivals]: JSON.stringify([coachella.id]) });
  const friend = await friendContext.newPage();
  await open(friend, link ?? '');
  const main = friend.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Plan shared with you' })).toBeVisible();
  const items = main.getByRole('list', { name: 'Shared festivals' }).getByRole('listitem');
  await expect(items).toHaveCount(2);
  await expect(items.filter({ hasText: tomorrowland.name })).toContainText('July 16th – 18th and July 23rd – 25th, 2027');
  await expect(items.filter({ hasText: glastonbury.name })).toContainText('June 23rd – 27th, 2027');
  await expect(main.getByRole('heading', { name: 'Meeting point' })).toBeVisible();
  await expect(main.getByText('Near Tomorrowland in Boom, Belgium: under 1 km from the festival site.')).toBeVisible();
  await expect(main.getByText('51.09050, 4.38670')).toBeVisible();
  await expect(main.getByRole('link', { name: /Open in Maps/ })).toHaveAttribute('href', mapsPlaceUrl(pin.lat, pin.lng));
  await expect(main.getByRole('link', { name: /Directions to the meeting point/ })).toHaveAttribute('href', drivingDirectionsUrl(pin.lat, pin.lng));
  await expectNoAxeViolations(friend);

  await main.getByRole('button', { name: 'Add these to my plan' }).click();
  await expect(friend.getByRole('region', { name: /Notifications/ }).getByText('Added to your plan')).toBeVisible();
  await expect(savedCount(friend)).toHaveAccessibleName('3 saved festivals');
  await expect(main.getByText('All of these festivals are in your plan.')).toBeVisible();
  await expectNoAxeViolations(friend);

  await main.getByRole('link', { name: 'See my saved festivals' }).click();
  await expect(friend).toHaveURL(/\/festival-calendar\?saved=1$/);
  for (const subject of [coachella, tomorrowland, glastonbury]) {
    await expect(friend.getByRole('main').getByRole('button', { name: `Save ${subject.name}` })).toHaveAttribute('aria-pressed', 'true');
  }
  await friendContext.close();
});

test('the pinned spot stays out of the link unless ticked; the Web Share API is used where the browser has it', async ({ page, context }) => {
  await prepare(context, { [storageKeys.pinnedMapLocation]: JSON.stringify(pin) }, { webShare: true });
  await saveTwo(page);
  await page.getByRole('button', { name: 'Share my plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share my plan' });
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Share', exact: true }).click();
  await expect(dialog).toBeHidden();
  const { shared, copied } = await recorded(page);
  expect(copied).toEqual([]);
  expect(shared).toHaveLength(1);
  const link = new URL(shared[0]?.url ?? '');
  expect(link.search).toBe('');
  expect(link.hash).not.toContain('m=');

  await open(page, link.href);
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Meeting point' })).toHaveCount(0);
});

test('a corrupt link says so and changes nothing in the plan', async ({ page, context, pageErrors }) => {
  await prepare(context, { [storageKeys.savedFestivals]: JSON.stringify([coachella.id]) });
  for (const hash of ['#v=1&f=9999', '#v=2&f=1,3', '#v=1&f=1,,3', `#v=1&f=1&x=${'a'.repeat(3000)}`]) {
    await open(page, `/shared-plan${hash}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Plan shared with you' })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: BROKEN })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add these to my plan' })).toHaveCount(0);
    await expect(savedCount(page)).toHaveAccessibleName('1 saved festival');
    expect(await storedSaved(page)).toBe(`[${coachella.id}]`);
  }
  await expectNoAxeViolations(page);
  expect(pageErrors).toEqual([]);
});

test('a link naming a festival the site does not have shows the ones it knows, and says how many it cannot show', async ({ page, context, pageErrors }) => {
  await prepare(context, {});
  await open(page, `/shared-plan#v=1&f=${tomorrowland.id},9999`);
  const main = page.getByRole('main');
  await expect(main.getByRole('list', { name: 'Shared festivals' }).getByRole('listitem')).toHaveCount(1);
  await expect(main.getByRole('listitem').filter({ hasText: tomorrowland.name })).toContainText('July 16th – 18th and July 23rd – 25th, 2027');
  await expect(main.getByRole('status').filter({ hasText: '1 festival in this link is not on our calendar any more, so it is not shown.' })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: BROKEN })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await main.getByRole('button', { name: 'Add these to my plan' }).click();
  await expect(savedCount(page)).toHaveAccessibleName('1 saved festival');
  expect(await storedSaved(page)).toBe(`[${tomorrowland.id}]`);
  expect(pageErrors).toEqual([]);
});

test('the shared-plan page is kept out of search results and the sitemap', async ({ request }) => {
  const html = await (await request.get('/shared-plan')).text();
  expect(html).toContain('<meta name="robots" content="noindex" />');
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain('/shared-plan');
});

test('after one visit to the site, a share link opens offline', async ({ page, context, pageErrors }) => {
  test.setTimeout(120_000);
  await prepare(context, {});
  await page.goto('/?service-worker');
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
  await context.setOffline(true);

  const response = await page.goto(`/shared-plan#v=1&f=${tomorrowland.id},${glastonbury.id}&m=51.09050,4.38670`);
  expect(response?.fromServiceWorker()).toBe(true);
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Plan shared with you' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('listitem')).toHaveCount(2);
  await expect(page.getByRole('heading', { name: 'Meeting point' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});
