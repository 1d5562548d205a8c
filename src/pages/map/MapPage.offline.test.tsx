import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { fakeGoogleMapsHandler } from '#mocks/google-maps/handlers';
import { storageKeys } from '#src/lib/storage';
import { leavesThePage, startMockWorker } from '#src/test/mockWorker';
import { renderWithRouter } from '#src/test/renderApp';
import MapPage from './MapPage';
import { MAPS_SCRIPT_URL } from './mapsScript';

// The Maps loader keeps its state for the life of the page: this file covers a visit that starts
// offline (the site served by its service worker) and gets its connection back.
const worker = startMockWorker([fakeGoogleMapsHandler], leavesThePage);
const scriptRequests: string[] = [];
worker.events.on('request:start', ({ request }) => {
  if (request.url.startsWith(MAPS_SCRIPT_URL)) scriptRequests.push(request.url);
});

let online = false;

beforeEach(() => {
  online = false;
  vi.spyOn(navigator, 'onLine', 'get').mockImplementation(() => online);
  localStorage.setItem(storageKeys.pinnedMapLocation, JSON.stringify({ lat: 51.0905, lng: 4.3867 }));
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe('festival map page offline', () => {
  it('keeps its heading, the festival list and the pinned spot, and says the map needs a connection', async () => {
    await renderWithRouter(<MapPage apiKey="test-key" />, '/festival-map');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Interactive Festival Map' })).toBeVisible();
    const mapArea = page.getByRole('region', { name: 'Festival map' });
    await expect.element(mapArea.getByRole('heading', { name: 'Map Needs a Connection' })).toBeVisible();
    await expect.element(mapArea.getByText(/The map needs a connection/)).toBeVisible();
    await expect.element(mapArea.getByRole('heading', { name: 'My Spot' })).toBeVisible();
    await expect.element(mapArea.getByText('51.09050, 4.38670')).toBeVisible();
    await expect
      .element(mapArea.getByRole('link', { name: /Get Directions/ }))
      .toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=51.0905,4.3867');
    await expect.element(page.getByRole('region', { name: 'Festivals on the Map' }).getByText('Coachella', { exact: true })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Clear Pin' })).toBeEnabled();
    const why = 'Pin My Spot and Find My Crew need the map, which needs a connection.';
    await expect.element(page.getByText(why)).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Find My Crew' })).toHaveAccessibleDescription(why);
    expect(scriptRequests).toEqual([]);
  });

  it('loads the map once the connection is back', async () => {
    await renderWithRouter(<MapPage apiKey="test-key" />, '/festival-map');
    await expect.element(page.getByRole('heading', { name: 'Map Needs a Connection' })).toBeVisible();
    online = true;
    window.dispatchEvent(new Event('online'));
    await expect.element(page.getByRole('region', { name: 'Map', exact: true })).toBeVisible();
    expect(scriptRequests).toHaveLength(1);
    await expect.element(page.getByRole('heading', { name: 'Map Needs a Connection' })).not.toBeInTheDocument();
    expect(page.getByText(/need the map/).query()).toBeNull();
    await expect.element(page.getByRole('button', { name: 'Pin My Spot' })).not.toHaveAttribute('aria-describedby');
  });
});
