import { Toaster } from 'sonner';
import { afterEach, describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { festivals } from '#content/festivals';
import { MAPS_KEY_PLACEHOLDER } from '#src/lib/env';
import { leavesThePage, startMockWorker } from '#src/test/mockWorker';
import { renderWithRouter } from '#src/test/renderApp';
import MapPage from './MapPage';
import { DEMO_MAPS_SCRIPT_PATH, MAPS_SCRIPT_URL } from './mapsScript';

// The demo script comes from this test run's own development server (mocks/google-maps/devServer.ts),
// not from a handler: any request to Google would fail the test.
const worker = startMockWorker([], leavesThePage);
const requests: string[] = [];
worker.events.on('request:start', ({ request }) => void requests.push(request.url));
const mapsScriptRequests = () => requests.filter((url) => url.startsWith(MAPS_SCRIPT_URL) || url.includes(DEMO_MAPS_SCRIPT_PATH));

const DEMO_NOTE = /^Demo map: a stand-in for Google Maps that draws coastlines and the festivals\./;

afterEach(() => localStorage.clear());

describe('demo map (development server without a Maps key)', () => {
  it('still asks for setup while the key is the placeholder, and loads nothing', async () => {
    await renderWithRouter(<MapPage apiKey={MAPS_KEY_PLACEHOLDER} demoMap />, '/festival-map');
    await expect.element(page.getByRole('heading', { name: 'Setup Required' })).toBeVisible();
    expect(page.getByText(DEMO_NOTE).query()).toBeNull();
    expect(mapsScriptRequests()).toEqual([]);
  });

  it('shows the fake google.maps from the development server, says so, and every map flow works', async () => {
    await renderWithRouter(
      <>
        <MapPage apiKey="" demoMap />
        <Toaster />
      </>,
      '/festival-map',
    );
    await expect.element(page.getByText(DEMO_NOTE)).toBeVisible();
    const map = page.getByRole('region', { name: 'Map', exact: true });
    await expect.element(map).toBeVisible();
    expect(mapsScriptRequests()).toEqual([`${location.origin}${DEMO_MAPS_SCRIPT_PATH}?callback=festivalCompassMapsReady`]);

    await expect.poll(() => map.getByRole('button', { name: /^\d+ festivals$/ }).elements().length).toBeGreaterThan(0);
    await page.getByRole('button', { name: 'Pin My Spot' }).click();
    await map.click();
    await expect.element(page.getByText('Your spot has been pinned!')).toBeVisible();
    await expect.element(map.getByRole('button', { name: 'My Spot', exact: true })).toBeVisible();

    await page.getByRole('region', { name: 'Festivals on the Map' }).getByRole('button', { name: 'Coachella' }).click();
    await expect.element(page.getByRole('dialog', { name: 'Coachella' })).toBeVisible();
  });

  it('tells a newcomer what is simulated and how to see Google Maps', async () => {
    await renderWithRouter(<MapPage apiKey="" demoMap />, '/festival-map');
    const note = page.getByText(DEMO_NOTE);
    await expect.element(note).toHaveTextContent(/Pinning and Find My Crew work; streets, places and satellite views need Google\./);
    await expect.element(note).toHaveTextContent(/copy \.env\.example to \.env\.local, set VITE_GOOGLE_MAPS_API_KEY to your key and restart npm start/);
  });

  it('draws land, and a click on a festival while pinning pins that festival, not its info window', async () => {
    await renderWithRouter(
      <>
        <MapPage apiKey="" demoMap />
        <Toaster />
      </>,
      '/festival-map',
    );
    const map = page.getByRole('region', { name: 'Map', exact: true });
    await expect.element(map).toBeVisible();
    expect((map.element().querySelector('svg path')?.getAttribute('d') ?? '').length).toBeGreaterThan(10_000);
    const sziget = festivals.find((festival) => festival.name === 'Sziget Festival');
    const marker = map.getByRole('button', { name: 'Sziget Festival', exact: true });
    await expect.element(marker).toBeVisible();
    const drawn = marker.element().getBoundingClientRect();
    const frame = map.element().getBoundingClientRect();

    await page.getByRole('button', { name: 'Pin My Spot' }).click();
    await map.click({ position: { x: drawn.x + drawn.width / 2 - frame.x, y: drawn.y + drawn.height / 2 - frame.y } });
    await expect.element(page.getByText('Your spot has been pinned!')).toBeVisible();
    const [lng, lat] = sziget?.coordinates ?? [NaN, NaN];
    expect(JSON.parse(localStorage.getItem('pinned_map_location') ?? 'null')).toEqual({ lat: expect.closeTo(lat, 0), lng: expect.closeTo(lng, 0) });
    expect(page.getByRole('dialog', { name: 'Sziget Festival' }).query()).toBeNull();
  });
});
