import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { rejectedKeyGoogleMapsHandler } from '#mocks/google-maps/handlers';
import { leavesThePage, startMockWorker } from '#src/test/mockWorker';
import { renderWithRouter } from '#src/test/renderApp';
import MapPage from './MapPage';

// A rejected key leaves the Maps loader failed for the life of the page, so it has its own file.
startMockWorker([rejectedKeyGoogleMapsHandler], leavesThePage);

afterEach(() => {
  vi.restoreAllMocks();
});

describe('festival map with a key Google rejects', () => {
  it('replaces the map with Map Failed to Load when Google calls gm_authFailure', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithRouter(<MapPage apiKey="rejected-key" />, '/festival-map');
    await expect.element(page.getByRole('heading', { name: 'Map Failed to Load' })).toBeVisible();
    await expect.element(page.getByText(/^Sorry, the map cannot be shown right now\./)).toBeVisible();
    // Every build names the likely cause in plain words; the development server adds where to look.
    await expect.element(page.getByText('The map’s API key may be missing or invalid, or the map service could not be reached.')).toBeVisible();
    await expect.element(page.getByText('For developers: check VITE_GOOGLE_MAPS_API_KEY and the console.')).toBeVisible();
    expect(page.getByRole('region', { name: 'Map', exact: true }).query()).toBeNull();
    expect(error).toHaveBeenCalledWith(
      'Google Maps rejected the API key. Check VITE_GOOGLE_MAPS_API_KEY and the referrers it allows.',
    );
    await expect.element(page.getByRole('button', { name: 'Pin My Spot' })).toBeDisabled();
  });
});
