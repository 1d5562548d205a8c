import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { festivals } from '#content/festivals';
import { drivingDirectionsUrl } from '#content/links';
import { unreachableGoogleMapsHandler } from '#mocks/google-maps/handlers';
import { MAPS_KEY_PLACEHOLDER } from '#src/lib/env';
import { leavesThePage, startMockWorker } from '#src/test/mockWorker';
import { renderWithRouter } from '#src/test/renderApp';
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
const mapArea = () => page.getByRole('region', { name: 'Festival map' });
const festivalList = () => page.getByRole('region', { name: 'Festivals on the Map' });

const VISITOR_EXPLANATION = /^Sorry, the map cannot be shown right now\. Every festival is still listed on this page/;
/** The spec's text about an invalid or missing maps API key, shown in every build. */
const KEY_CAUSE = 'The map’s API key may be missing or invalid, or the map service could not be reached.';
const MISSING_KEY_HINT = 'The map has no Google Maps API key: set VITE_GOOGLE_MAPS_API_KEY and rebuild.';
const whyNoMapActions = (why: string) => `Pin My Spot and Find My Crew need the map, ${why}`;

/** 'Pin My Spot' and 'Find My Crew' are off, stay focusable, and say why. */
async function expectNoMapActions(why: string) {
  for (const name of ['Pin My Spot', 'Find My Crew']) {
    const button = page.getByRole('button', { name });
    await expect.element(button).toBeDisabled();
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    await expect.element(button).toHaveAccessibleDescription(whyNoMapActions(why));
    (button.element() as HTMLElement).focus();
    await expect.element(button).toHaveFocus();
  }
  await expect.element(page.getByText(whyNoMapActions(why))).toBeVisible();
  await expect.element(festivalList().getByText('Coachella', { exact: true })).toBeVisible();
  expect(festivalList().getByRole('button').elements()).toHaveLength(0);
}

describe('festival map that cannot load', () => {
  it('fails at once without a key, names the key as a likely cause, points developers to the variable, and loads nothing', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithRouter(<MapPage apiKey="  " />, '/festival-map');
    await expect.element(failed()).toBeVisible();
    await expect.element(mapArea().getByText(VISITOR_EXPLANATION)).toBeVisible();
    await expect.element(mapArea().getByText(KEY_CAUSE)).toBeVisible();
    await expect.element(mapArea().getByText('For developers: check VITE_GOOGLE_MAPS_API_KEY and the console.')).toBeVisible();
    expect(error).toHaveBeenCalledWith(MISSING_KEY_HINT);
    await expectNoMapActions('which could not load.');
    expect(scriptRequests).toEqual([]);
  });

  it('in production, explains the failure to visitors, says the key may be missing or invalid, and leaves the variable to the console', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithRouter(<MapPage apiKey="" developerHints={false} />, '/festival-map');
    await expect.element(failed()).toBeVisible();
    await expect.element(mapArea().getByText(VISITOR_EXPLANATION)).toBeVisible();
    await expect.element(mapArea().getByText(KEY_CAUSE)).toBeVisible();
    expect(mapArea().getByText(/VITE_|For developers/).query()).toBeNull();
    expect(error).toHaveBeenCalledWith(MISSING_KEY_HINT);
  });

  it('does nothing when a visitor presses Pin My Spot or Find My Crew anyway', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const locate = vi.spyOn(navigator.geolocation, 'getCurrentPosition');
    await renderWithRouter(
      <>
        <MapPage apiKey="" />
        <Toaster />
      </>,
      '/festival-map',
    );
    await expect.element(failed()).toBeVisible();
    for (const name of ['Pin My Spot', 'Find My Crew']) {
      (page.getByRole('button', { name }).element() as HTMLElement).focus();
      await userEvent.keyboard('{Enter}');
    }
    await expect.element(page.getByRole('button', { name: 'Pin My Spot' })).toBeVisible();
    expect(page.getByText('Click on the map to pin your spot.').query()).toBeNull();
    expect(locate).not.toHaveBeenCalled();
  });

  it('links each listed festival to its guide and to driving directions', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await renderWithRouter(<MapPage apiKey="" />, '/festival-map');
    await expect.element(failed()).toBeVisible();
    const items = festivalList().getByRole('listitem');
    expect(items.elements()).toHaveLength(festivals.length);
    festivals.forEach((festival, index) => {
      const [lng, lat] = festival.coordinates;
      const item = items.nth(index);
      expect(item.getByText(festival.name, { exact: true }).query()).not.toBeNull();
      expect(item.getByRole('link', { name: `Read Guide for ${festival.name}`, exact: true }).element()).toHaveAttribute(
        'href',
        `/festival-guides/${festival.slug}`,
      );
      const directions = item.getByRole('link', { name: `Directions to ${festival.name} (opens in a new tab)`, exact: true });
      expect(directions.element()).toHaveAttribute('href', drivingDirectionsUrl(lat, lng));
      expect(directions.element()).toHaveAttribute('target', '_blank');
    });
  });

  it('asks for setup while the key is the placeholder, and loads nothing', async () => {
    await renderWithRouter(<MapPage apiKey={MAPS_KEY_PLACEHOLDER} />, '/festival-map');
    await expect.element(page.getByRole('heading', { name: 'Setup Required' })).toBeVisible();
    await expect.element(page.getByText('VITE_GOOGLE_MAPS_API_KEY')).toBeVisible();
    await expectNoMapActions('which is not set up yet.');
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
    await expectNoMapActions('which could not load.');
  });
});
