import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { unreachableGoogleMapsHandler } from '../../../mocks/google-maps/handlers';
import { MAPS_KEY_PLACEHOLDER } from '../../lib/env';
import { leavesThePage, startMockWorker } from '../../test/mockWorker';
import { renderWithRouter } from '../../test/renderApp';
import MapPage from './MapPage';
import { MAPS_SCRIPT_URL } from './mapsScript';

// The Maps loader keeps its state for the life of the page: this file covers every way the map
// fails; MapPage.test.tsx covers a map that loads.
const worker = startMockWorker([unreachableGoogleMapsHandler], leavesThePage);
const scriptRequests: string[] = [];
worker.events.on('request:start', ({ request }) => {
  if (request.url.startsWith(MAPS_SCRIPT_URL)) scriptRequests.push(request.url);
});

afterEach(() => {
  vi.restoreAllMocks();
});

const failed = () => page.getByRole('heading', { name: 'Map Failed to Load' });

async function expectNoMapActions() {
  await expect.element(page.getByRole('button', { name: 'Pin My Spot' })).toBeDisabled();
  await expect.element(page.getByRole('button', { name: 'Find My Crew' })).toBeDisabled();
  const list = page.getByRole('region', { name: 'Festivals on the Map' });
  await expect.element(list.getByText('Coachella')).toBeVisible();
  expect(list.getByRole('button').elements()).toHaveLength(0);
}

describe('festival map that cannot load', () => {
  it('fails at once without a key, saying the key is invalid or missing, and loads nothing', async () => {
    await renderWithRouter(<MapPage apiKey="  " />, '/festival-map');
    await expect.element(failed()).toBeVisible();
    await expect.element(page.getByText(/API key is invalid or missing/)).toBeVisible();
    await expectNoMapActions();
    expect(scriptRequests).toEqual([]);
  });

  it('asks for setup while the key is the placeholder, and loads nothing', async () => {
    await renderWithRouter(<MapPage apiKey={MAPS_KEY_PLACEHOLDER} />, '/festival-map');
    await expect.element(page.getByRole('heading', { name: 'Setup Required' })).toBeVisible();
    await expect.element(page.getByText('VITE_GOOGLE_MAPS_API_KEY')).toBeVisible();
    await expectNoMapActions();
    expect(scriptRequests).toEqual([]);
  });

  it('retries a failing script 3 times, 2, 8 and 24 ms apart, then fails and logs a hint', async () => {
    const timers = vi.spyOn(window, 'setTimeout');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithRouter(<MapPage apiKey="test-key" />, '/festival-map');
    expect(page.getByText('Loading Map...').query()).not.toBeNull();

    await expect.element(failed()).toBeVisible();
    expect(scriptRequests).toHaveLength(4);
    expect(new Set(scriptRequests).size).toBe(1);
    expect(timers.mock.calls.map(([, ms]) => ms).filter((ms) => ms === 2 || ms === 8 || ms === 24)).toEqual([2, 8, 24]);
    expect(document.querySelectorAll(`script[src^="${MAPS_SCRIPT_URL}"]`)).toHaveLength(0);
    expect(error).toHaveBeenCalledWith(
      'The map could not load. Check the Google Maps API key or the network connection.',
      expect.any(Error),
    );
    await expectNoMapActions();
  });
});
