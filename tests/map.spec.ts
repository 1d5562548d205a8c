import type { Locator, Page } from '@playwright/test';
import { festivals } from '../content/festivals';
import { fakeGoogleMapsHandler } from '../mocks/google-maps/handlers';
import { MAPS_SCRIPT_URL } from '../src/pages/map/mapsScript';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { mockServices } from '../scenarios/mockServices';

const SCRIPT = `${MAPS_SCRIPT_URL}**`;
const TOMORROWLAND = { latitude: 51.0917, longitude: 4.3806 };

/** Answers the Maps script with the fake `google.maps`; returns the script requests sent. */
function serveFakeMaps(page: Page) {
  return mockServices(page, SCRIPT, [fakeGoogleMapsHandler]);
}

async function openMap(page: Page, path = '/festival-map') {
  await page.goto(path);
  await waitForHydration(page);
  const map = page.getByRole('region', { name: 'Map', exact: true });
  await expect(map).toBeVisible();
  return map;
}

const festivalList = (page: Page) => page.getByRole('region', { name: 'Festivals on the Map' });

/** A spot of the starting view with no festival near it, in the Arctic: a pin there covers no marker. */
const EMPTY_SPOT = { x: 24, y: 24 };

/** The zIndex each marker was given (the fake shows it as a data attribute). */
const zIndexes = (markers: Locator) => markers.evaluateAll((buttons) => buttons.map((button) => Number((button as HTMLElement).dataset.zIndex)));

test.describe('festival map', () => {
  test.beforeEach(async ({ request }) => {
    const html = await (await request.get('/festival-map')).text();
    expect(html, 'This build has no Maps key: build with `node scripts/build.mjs --mode e2e` to test the loaded map.').not.toContain(
      'Map Failed to Load',
    );
  });

  test('loads the map, and a festival chosen from the list opens its info window', async ({ page, pageErrors }) => {
    const sent = await serveFakeMaps(page);
    await openMap(page);
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]?.url ?? '').searchParams.get('key')).toBeTruthy();

    await festivalList(page).getByRole('button', { name: 'Coachella' }).click();
    const info = page.getByRole('dialog', { name: 'Coachella' });
    await expect(info).toBeFocused();
    await expect(info.getByRole('heading', { name: 'Nearby Attractions' })).toBeVisible();
    await expect(info.getByRole('link', { name: /^Book on GetYourGuide →/ })).toHaveAttribute('target', '_blank');
    await expectNoAxeViolations(page);

    await info.getByRole('link', { name: 'Read Guide' }).click();
    await expect(page).toHaveURL(/\/festival-guides\/coachella$/);
    expect(pageErrors).toEqual([]);
  });

  test('opens on the festival of a calendar link', async ({ page }) => {
    await serveFakeMaps(page);
    const map = await openMap(page, '/festival-map?festivalId=1&lat=51.0917&lng=4.3806');
    await expect(page.getByRole('dialog', { name: 'Tomorrowland' })).toBeVisible();
    await expect(map).toHaveAttribute('data-zoom', '10');
  });

  test('pins a spot that survives a reload, and clears it', async ({ page }) => {
    await serveFakeMaps(page);
    const map = await openMap(page);
    await page.getByRole('button', { name: 'Pin My Spot' }).click();
    await expect(page.getByText('Click on the map to pin your spot.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Click on map...' })).toBeDisabled();
    await expectNoAxeViolations(page);

    await map.click({ position: EMPTY_SPOT });
    await expect(page.getByText('Your spot has been pinned!')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pinned_map_location') ?? 'null'));
    expect(stored).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });

    await page.reload();
    await waitForHydration(page);
    const pin = page.getByRole('button', { name: 'My Spot', exact: true });
    await pin.click();
    await expect(page.getByRole('dialog', { name: 'My Spot' }).getByText('Your home base!')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Clear Pin' }).click();
    await expect(page.getByText('Your pinned spot has been cleared.')).toBeVisible();
    await expect(pin).toHaveCount(0);
    expect(await page.evaluate(() => localStorage.getItem('pinned_map_location'))).toBeNull();
  });

  test('a browser that will not store the pin keeps it for the visit, and says so', async ({ page, pageErrors }) => {
    await page.addInitScript(() => {
      Storage.prototype.setItem = () => {
        throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
      };
    });
    await serveFakeMaps(page);
    const map = await openMap(page);
    await page.getByRole('button', { name: 'Pin My Spot' }).click();
    await map.click({ position: EMPTY_SPOT });
    await expect(page.getByText('Your spot is pinned for this visit only: this browser did not let us save it.')).toBeVisible();
    await expect(page.getByText('Your spot has been pinned!')).toHaveCount(0);
    await expectNoAxeViolations(page);

    // Another page of the same visit, and back: the pin is still there.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Calendar' }).click();
    await expect(page).toHaveURL(/\/festival-calendar$/);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Map' }).click();
    await expect(page.getByRole('region', { name: 'Map', exact: true }).getByRole('button', { name: 'My Spot', exact: true })).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('pinned_map_location'))).toBeNull();
    expect(pageErrors).toEqual([]);
  });

  test('a click at the drawn position of a festival, while pinning, pins within a degree of that festival', async ({ page }) => {
    await serveFakeMaps(page);
    const map = await openMap(page);
    const sziget = festivals.find((festival) => festival.name === 'Sziget Festival');
    const drawn = await map.getByRole('button', { name: 'Sziget Festival', exact: true }).boundingBox();
    const frame = await map.boundingBox();
    if (!sziget || !drawn || !frame) throw new Error('Sziget Festival is not drawn on the map');

    await page.getByRole('button', { name: 'Pin My Spot' }).click();
    await map.click({ position: { x: drawn.x + drawn.width / 2 - frame.x, y: drawn.y + drawn.height / 2 - frame.y } });
    await expect(page.getByText('Your spot has been pinned!')).toBeVisible();
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('pinned_map_location') ?? 'null'));
    const [lng, lat] = sziget.coordinates;
    expect(Math.abs(stored.lat - lat)).toBeLessThan(1);
    expect(Math.abs(stored.lng - lng)).toBeLessThan(1);
    // The pin is drawn where the click was, over the festival (the page may have scrolled to the click).
    const pin = await map.getByRole('button', { name: 'My Spot', exact: true }).boundingBox();
    const festival = await map.getByRole('button', { name: 'Sziget Festival', exact: true }).boundingBox();
    expect(Math.abs((pin?.x ?? 0) - (festival?.x ?? NaN))).toBeLessThan(2);
    expect(Math.abs((pin?.y ?? 0) - (festival?.y ?? NaN))).toBeLessThan(2);
    await expect(page.getByRole('dialog', { name: 'Sziget Festival' })).toHaveCount(0);
  });

  test('Escape leaves pinning', async ({ page }) => {
    await serveFakeMaps(page);
    await openMap(page);
    await page.getByRole('button', { name: 'Pin My Spot' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Pin My Spot' })).toBeEnabled();
  });

  test.describe('with location allowed', () => {
    test.use({ permissions: ['geolocation'], geolocation: TOMORROWLAND });

    test('Find My Crew shows the visitor at zoom 15', async ({ page }) => {
      await serveFakeMaps(page);
      const map = await openMap(page);
      await page.getByRole('button', { name: 'Find My Crew' }).click();
      await expect(page.getByText("We've found you on the map!")).toBeVisible();
      await expect(map.getByRole('button', { name: 'You are here' })).toBeVisible();
      await expect(map).toHaveAttribute('data-zoom', '15');
      await expect(map).toHaveAttribute('data-lat', String(TOMORROWLAND.latitude));
    });

    test('Find My Crew glides across the map to the blue marker, then zooms in on it', async ({ page }) => {
      await serveFakeMaps(page);
      const map = await openMap(page);
      // Every centre the map passes through on its way.
      await map.evaluate((element) => {
        const centres: string[] = [];
        (window as unknown as { centres: string[] }).centres = centres;
        new MutationObserver(() => centres.push(`${element.dataset.lat},${element.dataset.zoom}`)).observe(element, { attributeFilter: ['data-lat'] });
      });
      await page.getByRole('button', { name: 'Find My Crew' }).click();
      await expect(map).toHaveAttribute('data-zoom', '15');
      const visitor = await map.getByRole('button', { name: 'You are here' }).boundingBox();
      const frame = await map.boundingBox();
      expect(Math.abs((visitor?.x ?? 0) + (visitor?.width ?? 0) / 2 - ((frame?.x ?? 0) + (frame?.width ?? 0) / 2))).toBeLessThan(2);
      const centres = await page.evaluate(() => (window as unknown as { centres: string[] }).centres);
      const pannedAtStartZoom = centres.filter((centre) => centre.endsWith(',2.5')).map((centre) => Number(centre.split(',')[0]));
      expect(new Set(pannedAtStartZoom.filter((lat) => lat > 40 && lat < TOMORROWLAND.latitude)).size).toBeGreaterThan(2);
    });

    test('the pin and the visitor are drawn above every cluster', async ({ page }) => {
      // Paris, which the cluster of the Belgian festivals covers at the starting zoom.
      await page.addInitScript(() => localStorage.setItem('pinned_map_location', JSON.stringify({ lat: 48.8566, lng: 2.3522 })));
      await serveFakeMaps(page);
      const map = await openMap(page);
      const clusters = map.getByRole('button', { name: /^\d+ festivals$/ });
      await expect(clusters.first()).toBeVisible();
      const topCluster = Math.max(...(await zIndexes(clusters)));

      const pin = map.getByRole('button', { name: 'My Spot', exact: true });
      expect(Math.min(...(await zIndexes(pin)))).toBeGreaterThan(topCluster);
      await pin.click();
      await expect(page.getByRole('dialog', { name: 'My Spot' })).toBeVisible();

      await page.getByRole('button', { name: 'Find My Crew' }).click();
      const visitor = map.getByRole('button', { name: 'You are here' });
      await expect(visitor).toBeVisible();
      expect(Math.min(...(await zIndexes(visitor)))).toBeGreaterThan(topCluster);
    });
  });

  test('Find My Crew explains a denied location', async ({ page }) => {
    await serveFakeMaps(page);
    await openMap(page);
    await page.getByRole('button', { name: 'Find My Crew' }).click();
    await expect(page.getByText('Could not get your location.')).toBeVisible();
    await expect(page.getByText('Please enable location services in your browser settings to use this feature.')).toBeVisible();
  });

  test('an unreachable Maps script is retried, then the failure panel and the list remain', async ({ page }) => {
    let attempts = 0;
    await page.route(SCRIPT, (route) => {
      attempts += 1;
      return route.abort('internetdisconnected');
    });
    await page.goto('/festival-map');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Map Failed to Load' })).toBeVisible();
    expect(attempts).toBe(4);
    await expect(festivalList(page).getByRole('listitem')).toHaveCount(festivals.length);
    await expectNoAxeViolations(page);
  });
});

test.describe('a map that cannot load', () => {
  // Asking for pageErrors here listens from the start: the loader logs its failure before a test's body runs.
  test.beforeEach(async ({ page, pageErrors }) => {
    await page.route(SCRIPT, (route) => route.abort('internetdisconnected'));
    await page.goto('/festival-map');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { name: 'Map Failed to Load' })).toBeVisible();
    // The hint about the key goes to the console (beside the browser's own reports of the failed requests).
    const hints = () => pageErrors.filter((error) => !error.includes('Failed to load resource'));
    await expect
      .poll(hints)
      .toEqual([expect.stringContaining('The map could not load. Check the Google Maps API key or the network connection.')]);
  });

  test('explains itself to visitors, says the maps API key may be missing or invalid, lists every festival and passes axe', async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Interactive Festival Map');
    const mapArea = page.getByRole('region', { name: 'Festival map', exact: true });
    await expect(mapArea.getByText(/^Sorry, the map cannot be shown right now\./)).toBeVisible();
    await expect(mapArea.getByText('The map’s API key may be missing or invalid, or the map service could not be reached.')).toBeVisible();
    // The variable to set is for developers: a build leaves it to the console.
    await expect(mapArea.getByText(/VITE_|For developers/)).toHaveCount(0);
    const list = festivalList(page);
    await expect(list.getByRole('listitem')).toHaveCount(festivals.length);
    await expect(list.getByRole('listitem').filter({ hasText: 'Coachella' })).toContainText('April 9th, 2027');
    await expect(page.getByRole('link', { name: 'Login / Sign Up' })).toHaveAttribute('href', '/auth');
    await expectNoAxeViolations(page);
  });

  test('says why Pin My Spot and Find My Crew are off, and keeps them in the tab order', async ({ page }) => {
    const why = 'Pin My Spot and Find My Crew need the map, which could not load.';
    await expect(page.getByText(why)).toBeVisible();
    for (const name of ['Pin My Spot', 'Find My Crew']) {
      const button = page.getByRole('button', { name });
      await expect(button).toBeDisabled();
      await expect(button).toHaveAccessibleDescription(why);
    }
    await page.getByRole('link', { name: 'Login / Sign Up' }).focus();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Pin My Spot' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page.getByText('Click on the map to pin your spot.')).toHaveCount(0);
  });

  test("each listed festival leads to its guide and to directions", async ({ page }) => {
    const coachella = festivalList(page).getByRole('listitem').filter({ hasText: 'Coachella' });
    await expect(coachella.getByRole('link', { name: 'Directions to Coachella (opens in a new tab)' })).toHaveAttribute(
      'href',
      'https://www.google.com/maps/dir/?api=1&destination=33.6823,-116.238',
    );
    await coachella.getByRole('link', { name: 'Read Guide for Coachella' }).click();
    await expect(page).toHaveURL(/\/festival-guides\/coachella$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Coachella');
  });

  test.describe('on a desktop', () => {
    test.use({ viewport: { width: 1280, height: 900 } });

    test('the festival list is as tall as the map beside it and scrolls inside itself', async ({ page }) => {
      const map = await page.getByRole('region', { name: 'Festival map', exact: true }).boundingBox();
      const list = await festivalList(page).boundingBox();
      expect(list?.x).toBeGreaterThan((map?.x ?? 0) + (map?.width ?? 0));
      expect(list?.y).toBeCloseTo(map?.y ?? 0, 0);
      expect(list?.height).toBeCloseTo(map?.height ?? 0, 0);
      const scroller = festivalList(page).getByRole('list').locator('xpath=..');
      const { scrollHeight, clientHeight } = await scroller.evaluate((element) => ({
        scrollHeight: element.scrollHeight,
        clientHeight: element.clientHeight,
      }));
      expect(scrollHeight).toBeGreaterThan(clientHeight);
      const last = festivalList(page).getByRole('link', { name: /^Read Guide for / }).last();
      await last.focus();
      await expect(last).toBeInViewport();
      await expectNoAxeViolations(page);
    });
  });
});

test('other pages never load the map code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  for (const path of ['/', '/festival-calendar', '/festival-guides/coachella']) {
    await page.goto(path);
    await waitForHydration(page);
  }
  await page.waitForLoadState('networkidle');
  expect(scripts.join(' ')).not.toMatch(/MapPage|FestivalMap|maps\.googleapis/);
});
