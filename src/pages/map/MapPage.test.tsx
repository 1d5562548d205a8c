import { Toaster } from 'sonner';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { festivals } from '#content/festivals';
import { fakeGoogleMapsHandler } from '#mocks/google-maps/handlers';
import { remove, storageKeys } from '#src/lib/storage';
import { leavesThePage, startMockWorker } from '#src/test/mockWorker';
import { renderWithRouter } from '#src/test/renderApp';
import MapPage from './MapPage';
import { markerColours } from './mapStyle';

/** The element of a marker's content that draws its circle (in a ::before). */
const circleOf = (marker: Element) =>
  [...marker.querySelectorAll('*')].find((element) => getComputedStyle(element, '::before').content !== 'none');

/** The colour of a marker's circle. */
const circleColour = (marker: Element) => {
  const circle = circleOf(marker);
  return circle ? getComputedStyle(circle, '::before').backgroundColor : '';
};

/** A hex colour as the browser computes it. */
const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

const clusterName = /^\d+ festivals$/;

startMockWorker([fakeGoogleMapsHandler], leavesThePage);

afterEach(() => {
  vi.restoreAllMocks();
  // A pin the browser refused to store is kept for the visit: each test starts a new one.
  remove(storageKeys.pinnedMapLocation);
});

const COACHELLA = '?festivalId=2&lat=33.6823&lng=-116.238';

async function renderMap(search = '') {
  await renderWithRouter(
    <>
      <MapPage apiKey="test-key" />
      <Toaster />
    </>,
    `/festival-map${search}`,
  );
  const map = page.getByRole('region', { name: 'Map', exact: true });
  await expect.element(map).toBeVisible();
  return map;
}

const festivalList = () => page.getByRole('region', { name: 'Festivals on the Map' });
const infoWindow = (name: string) => page.getByRole('dialog', { name });

describe('festival map page', () => {
  it('says it is loading, then loads the Maps script once with the loader settings', async () => {
    await renderWithRouter(<MapPage apiKey="test-key" />, '/festival-map');
    expect(page.getByRole('status').getByText('Loading Map...').query()).not.toBeNull();
    await expect.element(page.getByRole('region', { name: 'Map', exact: true })).toBeVisible();
    const scripts = [...document.querySelectorAll<HTMLScriptElement>('script[src^="https://maps.googleapis.com/maps/api/js"]')];
    expect(scripts).toHaveLength(1);
    const params = new URL(scripts[0]?.src ?? '').searchParams;
    expect(Object.fromEntries(params)).toMatchObject({
      key: 'test-key',
      v: 'weekly',
      language: 'en',
      region: 'US',
      auth_referrer_policy: 'origin',
      loading: 'async',
      callback: expect.any(String),
    });
    expect(params.get('libraries')?.split(',')).toContain('places');
  });

  it("opens on the whole world in the dark colour scheme, on Google's DEMO_MAP_ID without a configured one, with only the zoom control", async () => {
    const map = await renderMap();
    await expect.element(map).toHaveAttribute('data-lat', '40');
    await expect.element(map).toHaveAttribute('data-lng', '0');
    await expect.element(map).toHaveAttribute('data-zoom', '2.5');
    await expect.element(map).toHaveAttribute('data-color-scheme', 'DARK');
    await expect.element(map).toHaveAttribute('data-map-id', 'DEMO_MAP_ID');
    await expect.element(page.getByRole('button', { name: 'Zoom in', exact: true })).toBeVisible();
    await expect.element(page.getByRole('region', { name: 'Festival map', exact: true })).toContainElement(map.element() as HTMLElement);
  });

  it('shows festivals as violet advanced markers with circles of radius 7, and busy areas as clusters', async () => {
    const map = await renderMap();
    const splendour = map.getByRole('button', { name: 'Splendour in the Grass', exact: true });
    await expect.element(splendour).toBeInTheDocument();
    expect(splendour.element().localName).toBe('gmp-advanced-marker');
    expect(circleColour(splendour.element())).toBe(rgb(markerColours.festival));
    expect(getComputedStyle(circleOf(splendour.element()) as Element, '::before').width).toBe('14px');
    const clusters = map.getByRole('button', { name: clusterName });
    await expect.poll(() => clusters.elements().length).toBeGreaterThan(0);
    const counts = clusters.elements().map((cluster) => Number(cluster.textContent));
    expect(counts.reduce((sum, count) => sum + count, 0) + map.getByRole('button', { name: /^[^0-9]+$/ }).elements().length).toBeGreaterThan(20);
  });

  it('zooms in when a cluster is clicked', async () => {
    const map = await renderMap();
    const clusters = map.getByRole('button', { name: clusterName });
    await expect.poll(() => clusters.elements().length).toBeGreaterThan(0);
    // As on Google Maps, only what is drawn inside the map can be clicked.
    const frame = map.element().getBoundingClientRect();
    const inView = clusters.elements().find((cluster) => {
      const { x, y } = cluster.getBoundingClientRect();
      return x > frame.left && x < frame.right && y > frame.top && y < frame.bottom;
    });
    if (!inView) throw new Error('No cluster is drawn inside the map');
    await page.elementLocator(inView).click();
    await expect.poll(() => Number(map.element().getAttribute('data-zoom'))).toBeGreaterThan(2.5);
  });

  it('lists every festival with its place and date; choosing one opens its info window', async () => {
    await renderMap();
    const list = festivalList();
    await expect.poll(() => list.getByRole('listitem').elements()).toHaveLength(festivals.length);
    const item = list.getByRole('listitem').filter({ hasText: 'Coachella' });
    await expect.element(item).toHaveTextContent('Indio, United States');
    await expect.element(item).toHaveTextContent('April 9th, 2027');
    await list.getByRole('button', { name: 'Coachella' }).click();

    const info = infoWindow('Coachella');
    await expect.element(info.getByRole('heading', { name: 'Coachella' })).toBeVisible();
    await expect.element(info).toHaveTextContent('two identical weekends on the polo fields of Indio');
    await expect.poll(() => info.getByRole('listitem').elements()).toHaveLength(3);
    await expect.element(info.getByRole('heading', { name: 'Joshua Tree National Park' })).toBeVisible();
    await expect.element(info.getByText('Nature', { exact: true })).toBeVisible();
    await expect
      .element(info.getByRole('link', { name: 'Book Joshua Tree National Park' }))
      .toHaveAttribute('href', 'https://www.getyourguide.com/s/?q=Joshua+Tree+National+Park');
    await expect.element(info.getByRole('link', { name: 'Read Guide' })).toHaveAttribute('href', '/festival-guides/coachella');
    await expect.element(info.getByRole('link', { name: 'Read Guide' })).not.toHaveAttribute('target');

    const hotels = info.getByRole('link', { name: 'Find Hotels (opens in a new tab)' });
    await expect.element(hotels).toHaveAttribute('href', expect.stringContaining('checkin=2027-04-09'));
    await expect.element(hotels).toHaveAttribute('rel', 'sponsored noopener noreferrer');
    const tours = info.getByRole('link', { name: 'Book on GetYourGuide → (opens in a new tab)' });
    await expect.element(tours).toHaveAttribute('href', 'https://www.getyourguide.com/s/?q=Indio');
    const directions = info.getByRole('link', { name: 'Get Directions (opens in a new tab)' });
    await expect.element(directions).toHaveAttribute('href', 'https://www.google.com/maps/dir/?api=1&destination=33.6823,-116.238');
    await expect.element(directions).toHaveAttribute('target', '_blank');
    await expect.element(directions).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('moves keyboard focus into the info window of a festival chosen from the list', async () => {
    await renderMap();
    festivalList().getByRole('button', { name: 'Tomorrowland' }).element().focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(infoWindow('Tomorrowland')).toHaveFocus();
    await expect.element(infoWindow('Tomorrowland').getByRole('heading', { name: 'Fort Breendonk' })).toBeVisible();
  });

  it('opens a festival from its marker, keeps one info window open, and deselects on close', async () => {
    const map = await renderMap();
    // A festival drawn inside the map at the starting view (Splendour in the Grass, in Australia, is not).
    await map.getByRole('button', { name: 'Sziget Festival', exact: true }).click();
    const sziget = infoWindow('Sziget Festival');
    await expect.poll(() => sziget.getByRole('listitem').elements()).toHaveLength(2);

    await festivalList().getByRole('button', { name: 'Glastonbury Festival' }).click();
    await expect.element(infoWindow('Glastonbury Festival')).toBeVisible();
    await expect.element(sziget).not.toBeInTheDocument();
    expect(page.getByRole('dialog').elements()).toHaveLength(1);

    await infoWindow('Glastonbury Festival').getByRole('button', { name: 'Close' }).click();
    await expect.element(page.getByRole('dialog')).not.toBeInTheDocument();
    await festivalList().getByRole('button', { name: 'Glastonbury Festival' }).click();
    await expect.element(infoWindow('Glastonbury Festival')).toBeVisible();
  });

  it('shows an info window as a dark bubble pointing at its marker, inside the map, and closes it when pinning starts or its festival leaves the view', async () => {
    const map = await renderMap();
    const marker = map.getByRole('button', { name: 'Sziget Festival', exact: true });
    await marker.click();
    const sziget = infoWindow('Sziget Festival');
    await expect.element(sziget).toBeVisible();
    const bubble = sziget.element() as HTMLElement;
    const tail = bubble.parentElement?.querySelector('.gm-style-iw-tc') as HTMLElement;
    // The tail's tip is 10 px above the marker's centre (the window's pixel offset), once any pan has ended.
    await expect
      .poll(() => {
        const dot = marker.element().getBoundingClientRect();
        const tip = tail.getBoundingClientRect();
        return [Math.round(tip.x + tip.width / 2 - (dot.x + dot.width / 2)), Math.round(tip.bottom - (dot.y + dot.height / 2))];
      })
      .toEqual([0, -10]);
    // The map pans until the whole bubble is inside it, the bubble no taller than the map.
    const frame = map.element().getBoundingClientRect();
    await expect
      .poll(() => {
        const box = bubble.getBoundingClientRect();
        return box.top >= frame.top && box.left >= frame.left && box.right <= frame.right && box.bottom <= tail.getBoundingClientRect().top + 1;
      })
      .toBe(true);
    const [red, green, blue] = (getComputedStyle(bubble).backgroundColor.match(/\d+/g) ?? []).map(Number);
    expect(Math.max(red ?? 255, green ?? 255, blue ?? 255)).toBeLessThan(80);
    expect(getComputedStyle(bubble.querySelector('.gm-style-iw-d') as HTMLElement).overflowY).toBe('auto');

    // Zooming in on the map's centre leaves Sziget, east of it, outside the view.
    for (let step = 0; step < 6 && sziget.query(); step += 1) await page.getByRole('button', { name: 'Zoom in', exact: true }).click();
    await expect.element(sziget).not.toBeInTheDocument();
    const dot = marker.element().getBoundingClientRect();
    const view = map.element().getBoundingClientRect();
    const [x, y] = [dot.x + dot.width / 2, dot.y + dot.height / 2];
    expect(x < view.left || x > view.right || y < view.top || y > view.bottom).toBe(true);

    await festivalList().getByRole('button', { name: 'Glastonbury Festival' }).click();
    await expect.element(infoWindow('Glastonbury Festival')).toBeVisible();
    await page.getByRole('button', { name: 'Pin My Spot' }).click();
    await expect.element(infoWindow('Glastonbury Festival')).not.toBeInTheDocument();
  });

  it('pans to a festival from the query at zoom 10 and selects it', async () => {
    const map = await renderMap(COACHELLA);
    await expect.element(map).toHaveAttribute('data-zoom', '10');
    await expect.element(infoWindow('Coachella')).toBeVisible();
    // Centred on Coachella, then moved only as far as its info window needs to fit, as Google's auto-pan does.
    const centre = () => [Number(map.element().getAttribute('data-lat')), Number(map.element().getAttribute('data-lng'))];
    await expect.poll(() => infoWindow('Coachella').element().getBoundingClientRect().top >= map.element().getBoundingClientRect().top).toBe(true);
    const [lat = NaN, lng = NaN] = centre();
    expect(lat).toBeGreaterThanOrEqual(33.6823);
    expect(Math.abs(lat - 33.6823) + Math.abs(lng + 116.238)).toBeLessThan(1);
    await expect.element(infoWindow('Coachella')).not.toHaveFocus();
    await infoWindow('Coachella').getByRole('button', { name: 'Close' }).click();
    await expect.element(infoWindow('Coachella')).not.toBeInTheDocument();
    await map.getByRole('button', { name: 'Coachella', exact: true }).click();
    await expect.element(infoWindow('Coachella')).toBeVisible();
  });

  it.each([
    ['an unknown festival', '?festivalId=999&lat=33.6823&lng=-116.238'],
    ['a non-numeric lat', '?festivalId=2&lat=north&lng=-116.238'],
    ['a missing lng', '?festivalId=2&lat=33.6823'],
    ['a lat out of range', '?festivalId=2&lat=95&lng=-116.238'],
  ])('keeps the initial view for %s', async (_, search) => {
    const map = await renderMap(search);
    await expect.element(map).toHaveAttribute('data-zoom', '2.5');
    await expect.element(map).toHaveAttribute('data-lat', '40');
    expect(page.getByRole('dialog').elements()).toHaveLength(0);
  });

  it('pins a spot: toast, crosshair, the click is stored, and the red pin toggles its info window', async () => {
    const map = await renderMap();
    await page.getByRole('button', { name: 'Pin My Spot' }).click();
    await expect.element(page.getByText('Click on the map to pin your spot.')).toBeVisible();
    const pinning = page.getByRole('button', { name: 'Click on map...' });
    await expect.element(pinning).toBeDisabled();
    await expect.element(map).toHaveStyle({ cursor: 'crosshair' });

    await map.click();
    await expect.element(page.getByText('Your spot has been pinned!')).toBeVisible();
    const stored = JSON.parse(localStorage.getItem('pinned_map_location') ?? 'null');
    expect(stored).toEqual({ lat: expect.closeTo(40, 0), lng: expect.closeTo(0, 0) });
    await expect.element(page.getByRole('button', { name: 'Pin My Spot' })).toBeEnabled();
    await expect.element(map).toHaveStyle({ cursor: 'grab' });

    const pin = map.getByRole('button', { name: 'My Spot', exact: true });
    await expect.element(pin).toBeInTheDocument();
    expect(circleColour(pin.element())).toBe(rgb(markerColours.pin));
    await pin.click();
    const pinInfo = infoWindow('My Spot');
    await expect.element(pinInfo.getByText('Your home base!')).toBeVisible();
    await expect
      .element(pinInfo.getByRole('link', { name: 'Get Directions (opens in a new tab)' }))
      .toHaveAttribute('href', `https://www.google.com/maps/dir/?api=1&destination=${stored.lat},${stored.lng}`);
    await pin.click();
    await expect.element(pinInfo).not.toBeInTheDocument();
  });

  it('says a spot the browser would not store is pinned for this visit only, and keeps it on the map', async () => {
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
    });
    const map = await renderMap();
    // Toasts of earlier tests may still be showing: count the claims of success this test adds.
    const pinned = () => page.getByText('Your spot has been pinned!').elements().length;
    const pinnedBefore = pinned();
    await page.getByRole('button', { name: 'Pin My Spot' }).click();
    await map.click();
    await expect.element(page.getByText('Your spot is pinned for this visit only: this browser did not let us save it.')).toBeVisible();
    expect(pinned()).toBe(pinnedBefore);
    expect(localStorage.getItem('pinned_map_location')).toBeNull();
    await expect.element(map.getByRole('button', { name: 'My Spot', exact: true })).toBeVisible();
    await expect.element(page.getByRole('button', { name: 'Pin My Spot' })).toBeEnabled();
  });

  it('pins the centre of the map from the keyboard', async () => {
    await renderMap();
    await expect.element(page.getByRole('button', { name: 'Pin My Spot' })).not.toHaveFocus();
    await page.getByRole('button', { name: 'Pin My Spot' }).click();
    const pinCentre = page.getByRole('button', { name: 'Pin the centre of the map' });
    await expect.element(pinCentre).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(page.getByText('Your spot has been pinned!')).toBeVisible();
    expect(JSON.parse(localStorage.getItem('pinned_map_location') ?? 'null')).toEqual({ lat: 40, lng: 0 });
    await expect.element(pinCentre).not.toBeInTheDocument();
    await expect.element(page.getByRole('button', { name: 'Pin My Spot' })).toHaveFocus();
  });

  it('does not pin on a map click unless pinning', async () => {
    const map = await renderMap();
    await map.click();
    expect(localStorage.getItem('pinned_map_location')).toBeNull();
    await expect.element(page.getByRole('button', { name: 'Clear Pin' })).toBeDisabled();
  });

  it('leaves pinning on Escape', async () => {
    const map = await renderMap();
    await page.getByRole('button', { name: 'Pin My Spot' }).click();
    await expect.element(page.getByRole('button', { name: 'Click on map...' })).toBeDisabled();
    await userEvent.keyboard('{Escape}');
    await expect.element(page.getByRole('button', { name: 'Pin My Spot' })).toBeEnabled();
    await map.click();
    expect(localStorage.getItem('pinned_map_location')).toBeNull();
  });

  it('restores a stored pin, and Clear Pin removes it with a toast', async () => {
    localStorage.setItem('pinned_map_location', JSON.stringify({ lat: 51.5, lng: -0.12 }));
    const map = await renderMap();
    const pin = map.getByRole('button', { name: 'My Spot', exact: true });
    await expect.element(pin).toBeVisible();
    await pin.click();
    await expect.element(infoWindow('My Spot')).toBeVisible();

    await page.getByRole('button', { name: 'Clear Pin' }).click();
    await expect.element(page.getByText('Your pinned spot has been cleared.')).toBeVisible();
    await expect.element(pin).not.toBeInTheDocument();
    await expect.element(infoWindow('My Spot')).not.toBeInTheDocument();
    expect(localStorage.getItem('pinned_map_location')).toBeNull();
    await expect.element(page.getByRole('button', { name: 'Clear Pin' })).toBeDisabled();
  });

  it('draws the pin and the visitor above every cluster, so none covers them', async () => {
    vi.spyOn(navigator.geolocation, 'getCurrentPosition').mockImplementation((success) =>
      success({ coords: { latitude: 48.8566, longitude: 2.3522 } } as GeolocationPosition),
    );
    // Paris, which the cluster of the Belgian festivals covers at the starting zoom.
    localStorage.setItem('pinned_map_location', JSON.stringify({ lat: 48.8566, lng: 2.3522 }));
    const map = await renderMap();
    const zIndex = (marker: Element) => Number((marker as HTMLElement).dataset.zIndex);
    const clusters = map.getByRole('button', { name: clusterName });
    await expect.poll(() => clusters.elements().length).toBeGreaterThan(0);
    const topCluster = Math.max(...clusters.elements().map(zIndex));
    const festivalMarker = map.getByRole('button', { name: 'Splendour in the Grass', exact: true });
    expect(topCluster).toBeGreaterThan(zIndex(festivalMarker.element()));

    const pin = map.getByRole('button', { name: 'My Spot', exact: true });
    await expect.element(pin).toBeVisible();
    expect(zIndex(pin.element())).toBeGreaterThan(topCluster);

    await page.getByRole('button', { name: 'Find My Crew' }).click();
    const visitor = map.getByRole('button', { name: 'You are here' });
    await expect.element(visitor).toBeVisible();
    expect(zIndex(visitor.element())).toBeGreaterThan(topCluster);
  });

  it.each([
    ['not JSON', '{lat: 51'],
    ['missing lng', '{"lat": 51.5}'],
    ['text coordinates', '{"lat": "51.5", "lng": "-0.12"}'],
    ['out of range', '{"lat": 123, "lng": 0}'],
  ])('logs and removes a corrupt stored pin (%s)', async (_, stored) => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    localStorage.setItem('pinned_map_location', stored);
    const map = await renderMap();
    await expect.poll(() => localStorage.getItem('pinned_map_location')).toBeNull();
    expect(warn).toHaveBeenCalledWith('Removed an unreadable pinned map location.', expect.anything());
    await expect.element(page.getByRole('button', { name: 'Pin My Spot' })).toBeEnabled();
    expect(map.getByRole('button', { name: 'My Spot', exact: true }).elements()).toHaveLength(0);
  });

  it('finds the visitor: a blue marker, zoom 15 on their position, and a toast', async () => {
    vi.spyOn(navigator.geolocation, 'getCurrentPosition').mockImplementation((success) =>
      success({ coords: { latitude: 51.0917, longitude: 4.3806 } } as GeolocationPosition),
    );
    const map = await renderMap();
    await page.getByRole('button', { name: 'Find My Crew' }).click();
    await expect.element(page.getByText("We've found you on the map!")).toBeVisible();
    const visitor = map.getByRole('button', { name: 'You are here' });
    await expect.element(visitor).toBeInTheDocument();
    expect(circleColour(visitor.element())).toBe(rgb(markerColours.visitor));
    await expect.element(map).toHaveAttribute('data-lat', '51.0917');
    await expect.element(map).toHaveAttribute('data-lng', '4.3806');
    await expect.element(map).toHaveAttribute('data-zoom', '15');
  });

  it('explains a denied location request', async () => {
    vi.spyOn(navigator.geolocation, 'getCurrentPosition').mockImplementation((_, error) =>
      error?.({ code: 1, message: 'User denied Geolocation' } as GeolocationPositionError),
    );
    const map = await renderMap();
    await page.getByRole('button', { name: 'Find My Crew' }).click();
    await expect.element(page.getByText('Could not get your location.')).toBeVisible();
    await expect
      .element(page.getByText('Please enable location services in your browser settings to use this feature.'))
      .toBeVisible();
    expect(map.getByRole('button', { name: 'You are here' }).elements()).toHaveLength(0);
    await expect.element(page.getByRole('button', { name: 'Find My Crew' })).toBeEnabled();
  });

  it('says so when the browser has no geolocation', async () => {
    Object.defineProperty(navigator, 'geolocation', { value: undefined, configurable: true });
    try {
      await renderMap();
      await page.getByRole('button', { name: 'Find My Crew' }).click();
      await expect.element(page.getByText('Geolocation is not supported by this browser.')).toBeVisible();
    } finally {
      Reflect.deleteProperty(navigator, 'geolocation');
    }
  });

  it('links to login and explains the map in five tips', async () => {
    await renderMap();
    await expect.element(page.getByRole('link', { name: 'Login / Sign Up' })).toHaveAttribute('href', '/auth');
    await expect.element(page.getByRole('heading', { level: 1, name: 'Interactive Festival Map' })).toBeVisible();
    const tips = page.getByRole('region', { name: 'How to Use the Interactive Map' });
    await expect.poll(() => tips.getByRole('heading', { level: 3 }).elements()).toHaveLength(5);
    for (const tip of ['Pin Your Spot', 'Explore & Find Your Crew', 'Lost? Get Directions', 'Clear Your Pin', 'Save Map For Offline Use']) {
      await expect.element(tips.getByRole('heading', { name: tip })).toBeVisible();
    }
  });
});

/** The markers drawn on the map, as the keyboard reaches them. */
const markersOn = (map: ReturnType<typeof page.getByRole>) =>
  map
    .getByRole('button')
    .elements()
    .filter((element) => element.localName === 'gmp-advanced-marker');

/** A marker's longitude: festivals are placed at a literal, clusters at a LatLng. */
function longitudeOf(marker: Element | null): number {
  const position = (marker as unknown as { position: { lng: number | (() => number) } }).position;
  return typeof position.lng === 'function' ? position.lng() : position.lng;
}

describe('festival map by keyboard', () => {
  it('reaches the markers from the map with Tab and moves west to east with the arrows, round the ends', async () => {
    const map = await renderMap();
    await expect.poll(() => markersOn(map).length).toBeGreaterThan(3);
    const count = markersOn(map).length;
    (map.element() as HTMLElement).focus();
    await userEvent.keyboard('{Tab}');
    expect(document.activeElement?.localName).toBe('gmp-advanced-marker');
    // Tab leaves the markers as one stop, for the zoom control.
    await userEvent.keyboard('{Tab}');
    await expect.element(page.getByRole('button', { name: 'Zoom in', exact: true })).toHaveFocus();
    await userEvent.keyboard('{Shift>}{Tab}{/Shift}');
    expect(document.activeElement?.localName).toBe('gmp-advanced-marker');

    // From wherever Tab landed, west to east: walk round to the westmost first.
    while (markersOn(map).some((marker) => longitudeOf(marker) < longitudeOf(document.activeElement))) await userEvent.keyboard('{ArrowLeft}');
    const visited: number[] = [];
    for (let step = 0; step < count; step += 1) {
      visited.push(longitudeOf(document.activeElement));
      await userEvent.keyboard('{ArrowRight}');
    }
    expect(visited).toEqual([...visited].sort((a, b) => a - b));
    expect(longitudeOf(document.activeElement)).toBe(visited[0]);
  });

  it('opens a festival with Enter, says so politely, and gives focus back to its marker on Escape', async () => {
    const map = await renderMap(COACHELLA);
    // The link opens Coachella's info window: close it first.
    await infoWindow('Coachella').getByRole('button', { name: 'Close' }).click();
    await expect.element(infoWindow('Coachella')).not.toBeInTheDocument();
    const coachella = map.getByRole('button', { name: 'Coachella', exact: true });
    (coachella.element() as HTMLElement).focus();
    await userEvent.keyboard('{Enter}');
    await expect.element(infoWindow('Coachella')).toHaveFocus();
    await expect.element(page.getByRole('status').filter({ hasText: 'Coachella: info window open' })).toBeInTheDocument();
    await userEvent.keyboard('{Escape}');
    await expect.element(infoWindow('Coachella')).not.toBeInTheDocument();
    await expect.element(coachella).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect.element(infoWindow('Coachella')).toBeVisible();
  });

  it('names a cluster "{N} festivals"; Enter zooms into it, says so, and focuses its first marker', async () => {
    const map = await renderMap();
    const clusters = map.getByRole('button', { name: clusterName });
    await expect.poll(() => clusters.elements().length).toBeGreaterThan(0);
    const cluster = clusters.elements()[0] as HTMLElement;
    const count = Number(cluster.textContent);
    expect(cluster.getAttribute('aria-label')).toBe(`${count} festivals`);
    cluster.focus();
    await userEvent.keyboard('{Enter}');
    await expect.poll(() => Number(map.element().getAttribute('data-zoom'))).toBeGreaterThan(2.5);
    await expect.element(page.getByRole('status').filter({ hasText: `Zooming into ${count} festivals` })).toBeInTheDocument();
    await expect.poll(() => document.activeElement !== cluster && document.activeElement?.localName === 'gmp-advanced-marker').toBe(true);
    expect(cluster.isConnected).toBe(false);
  });

  it('takes the markers out of the tab order while pinning, leaving focus on "Pin the centre of the map"', async () => {
    const map = await renderMap();
    await expect.poll(() => markersOn(map).length).toBeGreaterThan(3);
    await page.getByRole('button', { name: 'Pin My Spot' }).click();
    await expect.element(page.getByRole('button', { name: 'Pin the centre of the map' })).toHaveFocus();
    expect(markersOn(map)).toEqual([]);
  });
});
