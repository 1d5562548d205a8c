import type { Page } from '@playwright/test';
import { fakeGoogleMapsHandler } from '../mocks/google-maps/handlers';
import { MAPS_SCRIPT_URL } from '../src/pages/map/mapsScript';
import { mockServices } from '../scenarios/mockServices';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

const TOMORROWLAND_ID = 1;

/** What has focus: its accessible name as the map gives it, and the festivals a marker holds. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement as HTMLElement | null;
    return {
      name: active?.getAttribute('aria-label') ?? active?.textContent?.trim() ?? '',
      marker: active?.localName === 'gmp-advanced-marker',
      isMap: active?.getAttribute('aria-roledescription') === 'map',
      festivals: (active?.dataset.festivals ?? '').split(',').filter(Boolean).map(Number),
    };
  });

type Focused = Awaited<ReturnType<typeof focused>>;

/** Presses `key` until what has focus is `wanted` (at most `presses` times). */
async function pressUntil(page: Page, key: string, wanted: (now: Focused) => boolean, presses = 80) {
  for (let press = 0; press < presses; press += 1) {
    if (wanted(await focused(page))) return;
    await page.keyboard.press(key);
  }
  throw new Error(`${key} never reached what was wanted; focus is on ${JSON.stringify(await focused(page))}`);
}

/** Tabs from the top of the page to the map, then on to its markers. */
async function tabToMarkers(page: Page) {
  await pressUntil(page, 'Tab', (now) => now.isMap);
  await page.keyboard.press('Tab');
  expect((await focused(page)).marker).toBe(true);
}

test('the map by keyboard only: a festival, its guide and back, a cluster, the pin', async ({ page, pageErrors }) => {
  // Many single key presses and six axe runs.
  test.setTimeout(180_000);
  await mockServices(page, `${MAPS_SCRIPT_URL}**`, [fakeGoogleMapsHandler]);
  await page.goto('/festival-map');
  await waitForHydration(page);
  const map = page.getByRole('region', { name: 'Map', exact: true });
  await expect(map).toBeVisible();
  await expect(map.getByRole('button', { name: /^\d+ festivals$/ }).first()).toBeAttached();
  await expectNoAxeViolations(page);

  // Tomorrowland: west to east with the arrows, into the clusters that hold it.
  await tabToMarkers(page);
  for (let step = 0; step < 80; step += 1) {
    const now = await focused(page);
    if (now.name === 'Tomorrowland') break;
    if (now.festivals.includes(TOMORROWLAND_ID)) {
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status').filter({ hasText: /^Zooming into \d+ festivals$/ })).toBeAttached();
      await expect.poll(async () => (await focused(page)).name).not.toBe(now.name);
    } else await page.keyboard.press('ArrowRight');
  }
  expect((await focused(page)).name).toBe('Tomorrowland');
  await expectNoAxeViolations(page);

  await page.keyboard.press('Enter');
  const info = page.getByRole('dialog', { name: 'Tomorrowland' });
  await expect(info).toBeFocused();
  await expect(page.getByRole('status').filter({ hasText: 'Tomorrowland: info window open' })).toBeAttached();
  await expectNoAxeViolations(page);

  await page.keyboard.press('Escape');
  await expect(info).toBeHidden();
  expect((await focused(page)).name).toBe('Tomorrowland');
  await page.keyboard.press(' ');
  await expect(info).toBeFocused();
  await pressUntil(page, 'Tab', (now) => now.name === 'Read Guide');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/festival-guides\/tomorrowland$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Tomorrowland');

  await page.goBack();
  await waitForHydration(page);
  await expect(map).toBeVisible();
  await expect(map.getByRole('button', { name: /^\d+ festivals$/ }).first()).toBeAttached();

  // A cluster: Enter zooms into it and focuses its first marker.
  await tabToMarkers(page);
  await pressUntil(page, 'ArrowRight', (now) => /^\d+ festivals$/.test(now.name));
  const cluster = await focused(page);
  const zoom = Number(await map.getAttribute('data-zoom'));
  await page.keyboard.press('Enter');
  await expect.poll(async () => Number(await map.getAttribute('data-zoom'))).toBeGreaterThan(zoom);
  await expect(page.getByRole('status').filter({ hasText: `Zooming into ${cluster.festivals.length} festivals` })).toBeAttached();
  await expect.poll(async () => (await focused(page)).festivals.some((id) => cluster.festivals.includes(id))).toBe(true);
  expect((await focused(page)).name).not.toBe(cluster.name);
  await expectNoAxeViolations(page);

  // The pin: 'Pin My Spot', then 'Pin the centre of the map'; then Clear Pin.
  await pressUntil(page, 'Shift+Tab', (now) => now.name === 'Pin My Spot');
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Pin the centre of the map' })).toBeFocused();
  await expectNoAxeViolations(page);
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your spot has been pinned!')).toBeVisible();
  await expect(map.getByRole('button', { name: 'My Spot', exact: true })).toBeAttached();
  await expectNoAxeViolations(page);

  await pressUntil(page, 'Tab', (now) => now.name === 'Clear Pin');
  await page.keyboard.press('Enter');
  await expect(page.getByText('Your pinned spot has been cleared.')).toBeVisible();
  await expect(map.getByRole('button', { name: 'My Spot', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  expect(pageErrors).toEqual([]);
});
