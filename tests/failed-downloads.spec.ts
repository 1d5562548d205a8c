import type { Page } from '@playwright/test';
import { fakeGoogleMapsHandler } from '../mocks/google-maps/handlers';
import { MAPS_SCRIPT_URL } from '../src/pages/map/mapsScript';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { mockServices } from '../scenarios/mockServices';

/**
 * A part of the page whose code fails to download (a dropped connection on festival Wi-Fi) says
 * so in its place and offers 'Try again'; the rest of the page keeps working, and the root error
 * screen never takes over. Once the connection is back, 'Try again' brings the part.
 */

const MESSAGE = "Couldn't load this part of the page. Check your connection and try again.";
const ROOT_ERROR = 'Unexpected Application Error!';

/** Blocks the chunk whose file name starts with `name`, as a dropped connection does; returns the unblock. */
async function blockChunk(page: Page, name: string) {
  const pattern = new RegExp(`/assets/${name}-[^/]+\\.js$`);
  const failed: string[] = [];
  page.on('requestfailed', (request) => {
    if (pattern.test(request.url())) failed.push(request.url());
  });
  await page.route(pattern, (route) => route.abort('internetdisconnected'));
  return { failed, unblock: () => page.unroute(pattern) };
}

/** Only the blocked downloads may be reported: nothing uncaught. */
const uncaught = (errors: string[]) => errors.filter((error) => error.startsWith('uncaught'));

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
});

test('the chat: a failed prefetch and a failed press show the failure in the dialog, then Try again opens the assistant', async ({ page, pageErrors }) => {
  const chunk = await blockChunk(page, 'ChatAssistant');
  await page.goto('/');
  await waitForHydration(page);
  // The idle prefetch fails first.
  await expect.poll(() => chunk.failed.length).toBeGreaterThan(0);

  const launcher = page.getByRole('button', { name: 'Open chatbot' });
  await launcher.click();
  const dialog = page.getByRole('dialog', { name: 'AI Festival Assistant' });
  await expect(dialog.getByRole('alert')).toContainText(MESSAGE);
  await expect(dialog.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(page.getByText(ROOT_ERROR)).toHaveCount(0);
  await expectNoAxeViolations(page, '[role="dialog"]:not([hidden] *)');

  // The rest of the page works: the dialog closes, and the page's own controls answer.
  await dialog.getByRole('button', { name: 'Close chat' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Checklists' }).click();
  await expect(page).toHaveURL('/gear-checklists');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();

  await launcher.click();
  await expect(dialog.getByRole('alert')).toContainText(MESSAGE);
  await chunk.unblock();
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByLabel('Perplexity API Key')).toBeVisible();
  expect(uncaught(pageErrors)).toEqual([]);
});

test('the phone menu: a failed download says so below the header, and Try again opens the menu', async ({ page, pageErrors }) => {
  await page.setViewportSize({ width: 375, height: 740 });
  const chunk = await blockChunk(page, 'MobileDrawer');
  await page.goto('/');
  await waitForHydration(page);

  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await menu.click();
  const alert = page.getByRole('banner').getByRole('alert');
  await expect(alert).toContainText(MESSAGE);
  await expect(page.getByText(ROOT_ERROR)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await chunk.unblock();
  await alert.getByRole('button', { name: 'Try again' }).click();
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('link', { name: 'Travel' }).click();
  await expect(page).toHaveURL('/travel-deals');
  expect(uncaught(pageErrors)).toEqual([]);
});

test('the account menu: a failed download keeps the email in place, says so, and Try again brings the menu', async ({ page, pageErrors }) => {
  await page.addInitScript(() =>
    localStorage.setItem('supabase_auth_session', JSON.stringify({ user: { email: 'raver@example.com' } })),
  );
  const chunk = await blockChunk(page, 'AccountMenu');
  await page.goto('/');
  await waitForHydration(page);

  const alert = page.getByRole('banner').getByRole('alert');
  await expect(alert).toContainText(MESSAGE);
  await expect(page.getByText(ROOT_ERROR)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await chunk.unblock();
  await alert.getByRole('button', { name: 'Try again' }).click();
  const account = page.getByRole('banner').getByRole('button', { name: 'Signed in as raver@example.com' });
  await account.click();
  await expect(page.getByRole('menuitem', { name: 'Sign out' })).toBeVisible();
  expect(uncaught(pageErrors)).toEqual([]);
});

test('an island: the newsletter form says so in its place when its code fails, and Try again brings the form', async ({ page, pageErrors }) => {
  const chunk = await blockChunk(page, 'EmailSignupForm');
  await page.goto('/');
  await waitForHydration(page);

  // The home newsletter's island, ahead of the footer's sign-up (the same form's code).
  const island = page.locator('[data-island]').first();
  await island.scrollIntoViewIfNeeded();
  await expect(island.getByRole('alert')).toContainText(MESSAGE);
  await expect(island).toHaveAttribute('data-island', 'failed');
  await expect(page.getByText(ROOT_ERROR)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await chunk.unblock();
  await island.getByRole('button', { name: 'Try again' }).click();
  await expect(island).toHaveAttribute('data-island', 'hydrated');
  await expect(page.getByRole('form', { name: 'Newsletter sign-up' })).toBeVisible();
  expect(uncaught(pageErrors)).toEqual([]);
});

test('the gear checklist: a failed download of the reset dialog says so by the button, and Try again asks to reset', async ({ page, pageErrors }) => {
  const chunk = await blockChunk(page, 'ResetChecklistDialog');
  await page.goto('/gear-checklists');
  await waitForHydration(page);

  const main = page.getByRole('main');
  await main.getByRole('checkbox', { name: 'Packed LED Headlamp' }).check();
  await main.getByRole('button', { name: 'Reset checklist' }).click();
  const alert = main.getByRole('alert').filter({ hasText: MESSAGE });
  await expect(alert).toBeVisible();
  await expect(page.getByText(ROOT_ERROR)).toHaveCount(0);
  await expect(main.getByRole('checkbox', { name: 'Packed LED Headlamp' })).toBeChecked();
  await expectNoAxeViolations(page);

  await chunk.unblock();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Reset the checklist?' })).toBeVisible();
  expect(uncaught(pageErrors)).toEqual([]);
});

/** The open popover sits below the sticky header and inside the window, as it is placed. */
async function expectBelowTheHeader(page: Page) {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const header = document.querySelector('header')!.getBoundingClientRect();
        const popover = document.querySelector('[role="dialog"]')!.getBoundingClientRect();
        return popover.top >= header.bottom && popover.bottom <= window.innerHeight;
      }),
    )
    .toBe(true);
}

test('the event calendar: a failed download says so in the popover, and Try again shows the calendar', async ({ page, pageErrors }) => {
  const chunk = await blockChunk(page, 'EventCalendar');
  await page.goto('/festival-calendar');
  await waitForHydration(page);

  await page.getByRole('button', { name: 'View Full Event Calendar' }).click();
  const popover = page.getByRole('dialog', { name: 'Event Calendar' });
  await expect(popover.getByRole('alert')).toContainText(MESSAGE);
  await expect(page.getByText(ROOT_ERROR)).toHaveCount(0);
  await expectNoAxeViolations(page, '[role="dialog"]');
  // Never prepared, it was built on opening, a render after it opened: it is still placed.
  await expectBelowTheHeader(page);

  await chunk.unblock();
  await popover.getByRole('button', { name: 'Try again' }).click();
  await expect(popover.getByRole('grid')).toBeVisible();
  // It grew as the calendar came, and is placed again to fit.
  await expectBelowTheHeader(page);
  await expect(popover.getByRole('grid')).toBeInViewport({ ratio: 1 });
  expect(uncaught(pageErrors)).toEqual([]);
});

test('the festival map: a failed download says so in the map area, the list stays, and Try again shows the map', async ({ page, pageErrors }) => {
  await mockServices(page, `${MAPS_SCRIPT_URL}**`, [fakeGoogleMapsHandler]);
  const chunk = await blockChunk(page, 'FestivalMap');
  await page.goto('/festival-map');
  await waitForHydration(page);

  const mapArea = page.getByRole('region', { name: 'Festival map', exact: true });
  await expect(mapArea.getByRole('alert')).toContainText(MESSAGE);
  await expect(page.getByText(ROOT_ERROR)).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Festivals on the Map' })).toBeVisible();
  await expectNoAxeViolations(page);

  await chunk.unblock();
  await mapArea.getByRole('button', { name: 'Try again' }).click();
  await expect(page.getByRole('region', { name: 'Map', exact: true })).toBeVisible();
  expect(uncaught(pageErrors)).toEqual([]);
});

test('sharing the plan: a failed download says so in the dialog, and Try again shows the share options', async ({ page, pageErrors }) => {
  const chunk = await blockChunk(page, 'ShareOptions');
  await page.goto('/festival-calendar');
  await waitForHydration(page);
  await page.getByRole('main').getByRole('button', { name: 'Save Tomorrowland' }).click();

  await page.getByRole('button', { name: 'Share my plan' }).click();
  const dialog = page.getByRole('dialog', { name: 'Share my plan' });
  await expect(dialog.getByRole('alert')).toContainText(MESSAGE);
  await expect(page.getByText(ROOT_ERROR)).toHaveCount(0);
  await expectNoAxeViolations(page, '[role="dialog"]');

  await chunk.unblock();
  await dialog.getByRole('button', { name: 'Try again' }).click();
  await expect(dialog.getByRole('button', { name: 'Copy link' })).toBeVisible();
  expect(uncaught(pageErrors)).toEqual([]);
});

test('the cookie banner: a failed download says so where the banner was instead of taking the page down, and Try again shows the banner', async ({ page, pageErrors }) => {
  await page.addInitScript(() => localStorage.removeItem('cookie_consent'));
  const chunk = await blockChunk(page, 'CookieBanner');
  await page.goto('/');
  await waitForHydration(page);
  // The page shows the banner itself; its code loads when the visitor reaches for it.
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await banner.getByRole('button', { name: 'Accept & Close' }).click();

  const alert = page.getByRole('alert').filter({ hasText: MESSAGE });
  await expect(alert).toBeInViewport();
  await expect(banner).toHaveCount(0);
  // The press is let go: the failure says why, and no notice of the early capture covers it.
  await expect(page.getByText('was not done')).toHaveCount(0);
  await expect(page.getByText(ROOT_ERROR)).toHaveCount(0);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectNoAxeViolations(page);

  await chunk.unblock();
  await alert.getByRole('button', { name: 'Try again' }).click();
  await banner.getByRole('button', { name: 'Accept & Close' }).click();
  await expect(banner).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('true');
  expect(uncaught(pageErrors)).toEqual([]);
});
