import { expect, test, type Page } from '@playwright/test';
import { festivals } from '../../content/festivals';
import { DEMO_ROWS_KEY } from '../../mocks/postgrest';
import { collectPageErrors, expectNoAxeViolations, waitForHydration } from '../fixtures';

/**
 * The demo as a visitor meets it: these run against `npm start` with nothing configured (the
 * development server in demo mode), where the browser's own MSW worker stands in for Supabase and
 * the development server serves the demo map. Nothing here routes a request: what answers is
 * the demo itself. The development server compiles each module on its first request, so a first
 * page may take some seconds.
 */

test.describe.configure({ timeout: 120_000 });

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test('the demo map opens a festival’s info window as a dark panel whose tail points at its marker', async ({ page }) => {
  const errors = collectPageErrors(page);
  await open(page, '/festival-map');
  const map = page.getByRole('region', { name: 'Map', exact: true });
  await expect(page.getByText(/^Demo map: a stand-in for Google Maps/)).toBeVisible();
  // A festival that stands alone at the starting zoom, so its marker is its own.
  const marker = map.getByRole('button', { name: 'Ultra Music Festival', exact: true });
  await marker.scrollIntoViewIfNeeded();
  await marker.click();

  const info = page.getByRole('dialog', { name: 'Ultra Music Festival' });
  await expect(info).toBeVisible();
  await expect(info.getByRole('link', { name: 'Read Guide' })).toBeVisible();
  // Once the map has panned the whole bubble into view, the tail's tip is at the marker.
  await expect
    .poll(async () => {
      const [tip, spot] = await Promise.all([
        page.locator('.gm-style-iw-tc').evaluate((tail) => {
          const box = tail.getBoundingClientRect();
          return { x: box.left + box.width / 2, y: box.bottom };
        }),
        marker.evaluate((element) => {
          const box = element.getBoundingClientRect();
          return { x: box.left + box.width / 2, top: box.top, bottom: box.bottom };
        }),
      ]);
      return Math.abs(tip.x - spot.x) <= 2 && tip.y >= spot.top - 16 && tip.y <= spot.bottom;
    })
    .toBe(true);
  // The panel is dark, as Google's is under the page's dark style, so its text never sits on the map.
  const panel = page.locator('.gm-style-iw-c');
  const background = await panel.evaluate((element) => getComputedStyle(element).backgroundColor);
  const [red, green, blue] = (background.match(/\d+/g) ?? []).map(Number);
  expect(Math.max(red ?? 255, green ?? 255, blue ?? 255), `panel background ${background}`).toBeLessThan(80);
  await expectNoAxeViolations(page);

  // Pinning starts: the info window closes, as on Google's map.
  await page.getByRole('button', { name: 'Pin My Spot' }).click();
  await expect(info).toBeHidden();
  expect(errors).toEqual([]);
});

const idOf = (name: string) => festivals.find((festival) => festival.name === name)?.id;

/** The festival ids the demo's Data API holds as saved, kept in this browser as the demo keeps its rows. */
const savedInDemoAccount = (page: Page) =>
  page.evaluate((key) => {
    const stored = JSON.parse(localStorage.getItem(key) ?? 'null') as { rows?: Record<string, { festival_id: number }[]> } | null;
    return (stored?.rows?.saved_festivals ?? []).map((row) => Number(row.festival_id));
  }, DEMO_ROWS_KEY);

/**
 * What reports a request that failed while the browser was offline: the browser itself, and
 * supabase-js, which logs the fetch's error before it returns its own.
 */
const reportsOfFailedRequests = [/^console\.error: Failed to load resource: net::ERR_FAILED$/, /^console\.error: TypeError: Failed to fetch\b/];
const otherThanFailedRequests = (errors: string[]) => errors.filter((error) => !reportsOfFailedRequests.some((report) => report.test(error)));

/** Signs up for a demo account and confirms it from the demo's email, as a visitor does. */
async function signUpAndConfirm(page: Page, email: string, password: string) {
  await open(page, '/auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
  await signUp.getByRole('textbox', { name: 'Email' }).fill(email);
  await signUp.getByLabel('Password', { exact: true }).fill(password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await page.getByRole('link', { name: 'Confirm your email address' }).click();
  await expect(page.getByText('Email confirmed: you are signed in')).toBeVisible();
}

test('the demo’s sign-in service is out of reach while the browser is offline, as a real one is', async ({ page, context }) => {
  const errors = collectPageErrors(page);
  const account = { email: 'demo-parent@example.com', password: 'camping-chair' };
  await signUpAndConfirm(page, account.email, account.password);
  await page.getByRole('banner').getByRole('button', { name: `Signed in as ${account.email}` }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
  await expect(page.getByRole('banner').getByRole('link', { name: 'Login' })).toBeVisible();

  await open(page, '/auth');
  const login = page.getByRole('tabpanel', { name: 'Login' });
  await login.getByRole('textbox', { name: 'Email' }).fill(account.email);
  await login.getByLabel('Password', { exact: true }).fill(account.password);
  await context.setOffline(true);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Could not reach the sign-in service. Check your connection and try again.')).toBeVisible();
  await expect(page).toHaveURL(/\/auth$/);

  await context.setOffline(false);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
  expect(otherThanFailedRequests(errors)).toEqual([]);
});

test('a demo account’s plan waits while the browser is offline, and syncs when it is back', async ({ page, context }) => {
  const errors = collectPageErrors(page);
  const email = 'demo-raver@example.com';
  await signUpAndConfirm(page, email, 'camping-chair');

  await open(page, '/festival-calendar');
  const account = page.getByRole('banner').getByRole('button', { name: `Signed in as ${email}` });
  const menu = page.getByRole('menu');
  const planReads = (words: string) => menu.getByRole('group', { name: `Your plan ${words}`, exact: true });
  const save = (name: string) => page.getByRole('main').getByRole('button', { name: `Save ${name}` });

  await save('Tomorrowland').click();
  await account.click();
  await expect(planReads('Synced')).toBeVisible();
  expect(await savedInDemoAccount(page)).toEqual([idOf('Tomorrowland')]);
  await page.keyboard.press('Escape');
  await expect(menu).toBeHidden();

  await context.setOffline(true);
  await save('Coachella').click();
  await expect(save('Coachella')).toHaveAttribute('aria-pressed', 'true');
  await account.click();
  await expect(planReads('Offline: changes will sync')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Escape');
  // Given time and a reason to try again (the page coming back into view), the change still waits
  // in this browser: the demo's service is out of reach.
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
  await page.waitForTimeout(1_000);
  expect(await savedInDemoAccount(page)).toEqual([idOf('Tomorrowland')]);

  await context.setOffline(false);
  await account.click();
  await expect(planReads('Synced')).toBeVisible();
  await expect.poll(() => savedInDemoAccount(page)).toEqual([idOf('Tomorrowland'), idOf('Coachella')]);
  // The demo account holds both now: a reload, which reads the plan back, still shows them saved.
  await open(page, '/festival-calendar');
  await expect(save('Tomorrowland')).toHaveAttribute('aria-pressed', 'true');
  await expect(save('Coachella')).toHaveAttribute('aria-pressed', 'true');
  expect(otherThanFailedRequests(errors)).toEqual([]);
});
