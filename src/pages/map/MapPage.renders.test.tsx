import { afterEach, describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import { drivingDirectionsUrl } from '#content/links';
import { fakeGoogleMapsHandler } from '#mocks/google-maps/handlers';
import { remove, storageKeys } from '#src/lib/storage';
import { leavesThePage, startMockWorker } from '#src/test/mockWorker';
import { renderWithRouter } from '#src/test/renderApp';
import MapPage from './MapPage';

// Each festival of the list beside the map renders one directions link: counting the links built
// counts the list's entries rendered.
vi.mock(import('#content/links'), { spy: true });

startMockWorker([fakeGoogleMapsHandler], leavesThePage);

// A pin kept for the visit (not only in storage) is gone before the next test, passed or not.
afterEach(() => remove(storageKeys.pinnedMapLocation));

describe('pinning a spot', () => {
  it('renders the festival list beside the map again for none of its festivals', async () => {
    await renderWithRouter(<MapPage apiKey="test-key" />, '/festival-map');
    await expect.element(page.getByRole('region', { name: 'Map', exact: true })).toBeVisible();
    const pinMySpot = page.getByRole('button', { name: 'Pin My Spot' });
    await expect.element(pinMySpot).toBeEnabled();
    vi.mocked(drivingDirectionsUrl).mockClear();

    await pinMySpot.click();
    const pinCentre = page.getByRole('button', { name: 'Pin the centre of the map' });
    await expect.element(pinCentre).toHaveFocus();
    await pinCentre.click();
    await expect.element(pinCentre).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Clear Pin' })).toBeEnabled();
    expect(vi.mocked(drivingDirectionsUrl).mock.calls.length, 'entries of the list rendered').toBe(0);
  });
});
