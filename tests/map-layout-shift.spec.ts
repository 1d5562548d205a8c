import type { Page } from '@playwright/test';
import { MAPS_SCRIPT_URL } from '../src/pages/map/mapsScript';
import { expect, test, waitForHydration } from './fixtures';

/** Every layout shift the page made without an input before it: what CLS adds up. */
async function watchLayoutShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number; hadRecentInput: boolean }[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const layoutShifts = (page: Page) => page.evaluate(() => (window as unknown as { layoutShifts: number[] }).layoutShifts);

for (const viewport of [
  { width: 390, height: 844 },
  { width: 1280, height: 900 },
]) {
  test.describe(`the map page at ${viewport.width} px keeps its layout still`, () => {
    test.use({ viewport });

    test('while the map loads and once it has', async ({ page }) => {
      await watchLayoutShifts(page);
      await page.goto('/festival-map');
      await waitForHydration(page);
      await expect(page.getByRole('region', { name: 'Map', exact: true })).toBeVisible();
      // The festival list's names become buttons once the map can show them.
      await expect(page.getByRole('region', { name: 'Festivals on the Map' }).getByRole('button').first()).toBeVisible();
      await page.evaluate(() => new Promise(requestAnimationFrame));
      expect(await layoutShifts(page)).toEqual([]);
    });

    test('when the map cannot load and says why its buttons are off', async ({ page }) => {
      await page.route(`${MAPS_SCRIPT_URL}**`, (route) => route.abort('internetdisconnected'));
      await watchLayoutShifts(page);
      await page.goto('/festival-map');
      await waitForHydration(page);
      await expect(page.getByText('Pin My Spot and Find My Crew need the map, which could not load.')).toBeVisible();
      await page.evaluate(() => new Promise(requestAnimationFrame));
      expect(await layoutShifts(page)).toEqual([]);
    });
  });
}
