import type { Page, Route } from '@playwright/test';
import { fakeGoogleMapsScript } from '../mocks/google-maps/fakeGoogleMaps';
import { MAPS_SCRIPT_URL, mapsLoader, retryDelay } from '../src/pages/map/mapsScript';
import { expect, test, TODAY, waitForHydration } from './fixtures';

type Answer = {
  /** Whether the script calls the loader's callback (Google may install the API, then call it late). */
  callsBack: boolean;
};

/**
 * Holds every Maps script request until the test lets it through, the way a slow network
 * delays it; the page's clock decides when the loader gives up on an attempt. Each run of an
 * answered script is counted in `window.mapsScriptRuns`.
 */
async function delayMapsScripts(page: Page) {
  const held: Route[] = [];
  await page.route(`${MAPS_SCRIPT_URL}**`, (route) => void held.push(route));
  return {
    held,
    /** Lets the nth request (from 0) arrive with the fake `google.maps`. */
    async arrive(nth: number, { callsBack }: Answer = { callsBack: true }) {
      const route = held[nth];
      if (!route) throw new Error(`Maps script request ${nth} was never sent.`);
      const callback = callsBack ? (new URL(route.request().url()).searchParams.get('callback') ?? '') : '';
      const counted = `window.mapsScriptRuns = (window.mapsScriptRuns ?? 0) + 1;\n${fakeGoogleMapsScript(callback)}`;
      await route.fulfill({ contentType: 'text/javascript', body: counted });
    },
  };
}

const scriptRuns = (page: Page) => page.evaluate(() => (window as { mapsScriptRuns?: number }).mapsScriptRuns ?? 0);
const scriptElements = (page: Page) =>
  page.evaluate((url) => document.querySelectorAll(`script[src^="${url}"]`).length, MAPS_SCRIPT_URL);

/**
 * Freezes the page's timers a little ahead of now: the clock runs on while this call travels,
 * and must not have passed the time it is asked to pause at. The attempt's deadline is far later.
 */
async function pauseClock(page: Page) {
  await page.clock.pauseAt((await page.evaluate(() => Date.now())) + 5_000);
}

async function openMapWithDelayedScript(page: Page) {
  const scripts = await delayMapsScripts(page);
  await page.goto('/festival-map');
  await waitForHydration(page);
  await expect.poll(() => scripts.held.length).toBe(1);
  return scripts;
}

const mapShown = async (page: Page) => {
  await expect(page.getByRole('region', { name: 'Map', exact: true }).getByRole('button').first()).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pin My Spot' })).toBeEnabled();
};

test.describe('Maps script that answers after its deadline', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install({ time: TODAY });
  });

  test('never runs: the retry loads the API once', async ({ page, pageErrors }) => {
    const scripts = await openMapWithDelayedScript(page);
    await pauseClock(page);
    await page.clock.fastForward(mapsLoader.attemptTimeoutMs);
    await page.clock.runFor(retryDelay(1));
    await expect.poll(() => scriptElements(page)).toBe(1);
    await page.clock.resume();

    // The browser may serve the retry from the first, still pending request, or send its own.
    for (let nth = 0; nth < scripts.held.length; nth += 1) await scripts.arrive(nth);
    await mapShown(page);
    expect(await scriptRuns(page)).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  test('that ran but called back late is used as it is: the API is requested and run once', async ({ page, pageErrors }) => {
    const scripts = await openMapWithDelayedScript(page);
    await pauseClock(page);
    await scripts.arrive(0, { callsBack: false });
    await expect.poll(() => scriptRuns(page)).toBe(1);
    await page.clock.fastForward(mapsLoader.attemptTimeoutMs);
    await page.clock.resume();

    await mapShown(page);
    expect(scripts.held).toHaveLength(1);
    expect(await scriptRuns(page)).toBe(1);
    expect(pageErrors).toEqual([]);
  });

  test('is ignored once the loader gave up: nothing runs and the failure panel stays', async ({ page, pageErrors }) => {
    const scripts = await openMapWithDelayedScript(page);
    await pauseClock(page);
    await page.clock.fastForward(mapsLoader.attemptTimeoutMs);
    for (let failures = 1; failures <= mapsLoader.retries; failures += 1) {
      await page.clock.runFor(retryDelay(failures));
      await expect.poll(() => scriptElements(page)).toBe(1);
      await page.clock.fastForward(mapsLoader.attemptTimeoutMs);
    }
    const failed = page.getByRole('heading', { name: 'Map Failed to Load' });
    await expect(failed).toBeVisible();
    expect(await scriptElements(page)).toBe(0);
    await page.clock.resume();

    for (let nth = 0; nth < scripts.held.length; nth += 1) await scripts.arrive(nth);
    await page.waitForLoadState('networkidle');
    expect(await scriptRuns(page)).toBe(0);
    await expect(failed).toBeVisible();
    await expect(page.getByRole('button', { name: 'Pin My Spot' })).toBeDisabled();
    expect(pageErrors).toEqual([expect.stringContaining('The map could not load.')]);
  });
});
