import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { SERVICE_WORKER_DELAY_MS } from '#src/app/offline/serviceWorkerTiming';
import { retiringWorker } from '../scripts/retireServiceWorker.mjs';
import { buildDir } from '../playwright.config';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { guideRoutes, staticRoutes } from './routes';

// The offline service worker. The test build registers it only for a page opened with
// `?service-worker` (VITE_SERVICE_WORKER=on-request in .env.e2e), so no other spec meets it.
// One test rewrites the built sw.js, as a deployment would: the tests of this file run one after
// another, and none of them runs beside it.
test.describe.configure({ mode: 'serial', timeout: 120_000 });

const heading = (path: string) => [...staticRoutes, ...guideRoutes].find((route) => route.path === path)?.heading ?? '';

/** One online visit that installs the worker: it has precached the site once it controls the page. */
async function visitOnce(page: Page, path = '/') {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
  await page.goto(`${path}?service-worker`);
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 60_000 });
}

test('after one visit, offline, a guide never opened, the calendar, the gear page and the map page render from the precache', async ({ page, context, pageErrors }) => {
  await page.addInitScript(() => localStorage.setItem('pinned_map_location', JSON.stringify({ lat: 51.0905, lng: 4.3867 })));
  await visitOnce(page);
  await context.setOffline(true);

  const neverOpened = guideRoutes[guideRoutes.length - 1]?.path ?? '';
  for (const path of [neverOpened, '/festival-calendar', '/gear-checklists', '/festival-map']) {
    const response = await page.goto(path);
    expect(response?.fromServiceWorker(), path).toBe(true);
    expect(response?.status(), path).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: heading(path) })).toBeVisible();
    await waitForHydration(page);
  }

  // The map page, offline: the festival list and the pinned spot stay, the map says why it is missing.
  const mapArea = page.getByRole('region', { name: 'Festival map' });
  await expect(mapArea.getByRole('heading', { name: 'Map Needs a Connection' })).toBeVisible();
  await expect(mapArea.getByText('51.09050, 4.38670')).toBeVisible();
  await expect(mapArea.getByRole('link', { name: /Get Directions/ })).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=51.0905,4.3867');
  await expect(page.getByRole('region', { name: 'Festivals on the Map' }).getByText('Coachella')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(pageErrors).toEqual([]);

  // An address the site does not have gets the 404 page, as online (the browser logs the status).
  const missing = await page.goto('/no-such-page');
  expect(missing?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
});

test('offline, client-side navigation works and the chat says it needs a connection', async ({ page, context, pageErrors }) => {
  await visitOnce(page);
  await waitForHydration(page);
  await context.setOffline(true);

  const nav = page.getByRole('navigation', { name: 'Main', exact: true });
  await nav.getByRole('link', { name: 'Checklists' }).click();
  await expect(page).toHaveURL(/\/gear-checklists$/);
  await expect(page.getByRole('heading', { level: 1, name: heading('/gear-checklists') })).toBeVisible();
  await nav.getByRole('link', { name: 'Guides' }).click();
  await expect(page.getByRole('heading', { level: 1, name: heading('/festival-guides') })).toBeVisible();

  await page.getByRole('button', { name: 'Open chatbot' }).click();
  const dialog = page.getByRole('dialog', { name: 'AI Festival Assistant' });
  await expect(dialog.getByRole('status').getByText(/The assistant needs a connection/)).toBeVisible();
  await expect(dialog.getByRole('textbox')).toHaveCount(0);
  await expectNoAxeViolations(page, '[role="dialog"]');
  expect(pageErrors).toEqual([]);
});

test('the Maps script and the provider APIs are never cached', async ({ page }) => {
  await visitOnce(page, '/festival-map');
  await expect(page.getByRole('region', { name: 'Map', exact: true })).toBeVisible();
  const cached = await page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) urls.push(request.url);
    }
    return urls;
  });
  expect(cached.length).toBeGreaterThan(100);
  expect(cached.filter((url) => new URL(url).origin !== new URL(page.url()).origin)).toEqual([]);
});

test('the site is installable: its manifest, linked from every page, passes the browser\'s installability checks', async ({ page }) => {
  for (const path of ['/', '/festival-guides/coachella', '/no-such-page']) {
    await page.goto(path);
    await expect(page.locator('head link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  }
  await visitOnce(page);
  const manifest = await (await page.request.get('/manifest.webmanifest')).json();
  expect(manifest).toMatchObject({ name: 'Festival Compass', display: 'standalone', start_url: '/', theme_color: '#0b0716' });
  const icons = manifest.icons as { sizes: string; purpose: string }[];
  for (const purpose of ['any', 'maskable']) {
    expect(icons.filter((icon) => icon.purpose === purpose).map((icon) => icon.sizes)).toEqual(['192x192', '512x512']);
  }
  const cdp = await page.context().newCDPSession(page);
  const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
  // A test's browser context is incognito-like, which alone blocks an install; Lighthouse's
  // installability audit set this reason aside too.
  expect(installabilityErrors.filter((error) => error.errorId !== 'in-incognito')).toEqual([]);
});

test('the test build registers no service worker unless a test asks for it', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('load');
  // Past the moment a production page registers (after load, the settling delay, then idle time).
  await page.waitForTimeout(SERVICE_WORKER_DELAY_MS + 1_000);
  expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
});

test('when a new version is deployed, a toast offers to reload, and nothing reloads until the visitor accepts', async ({ page }) => {
  await visitOnce(page);
  const worker = join(buildDir, 'sw.js');
  const deployed = await readFile(worker, 'utf8');
  try {
    await writeFile(worker, `${deployed}\n// The next version.\n`);
    await page.reload();
    const toast = page.getByRole('region', { name: /Notifications/ }).getByText('New version available');
    await expect(toast).toBeVisible({ timeout: 60_000 });
    await expect(page.getByRole('button', { name: 'Reload' })).toBeVisible();
    await expectNoAxeViolations(page);

    // Left alone, the page stays as it is.
    await page.evaluate(() => Object.assign(window, { beforeReload: true }));
    await page.waitForTimeout(2_000);
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(true);

    const reloaded = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Reload' }).click();
    await reloaded;
    expect(await page.evaluate(() => 'beforeReload' in window)).toBe(false);
    await expect(page.getByText('New version available')).toHaveCount(0);
  } finally {
    await writeFile(worker, deployed);
  }
});

test('the kill switch retires the worker: deployed as sw.js, it empties the caches, unregisters and leaves the page uncontrolled', async ({ page }) => {
  await visitOnce(page);
  expect(await page.evaluate(async () => (await caches.keys()).length)).toBeGreaterThan(0);
  const worker = join(buildDir, 'sw.js');
  const deployed = await readFile(worker, 'utf8');
  try {
    await writeFile(worker, retiringWorker);
    const reloadedByTheWorker = page.waitForEvent('load', { timeout: 60_000 });
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    await reloadedByTheWorker;
    await page.waitForFunction(
      async () => navigator.serviceWorker.controller === null && (await caches.keys()).length === 0 && (await navigator.serviceWorker.getRegistrations()).length === 0,
      undefined,
      { timeout: 30_000, polling: 250 },
    );
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  } finally {
    await writeFile(worker, deployed);
  }
});
