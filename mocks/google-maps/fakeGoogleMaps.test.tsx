import { afterEach, expect, it, vi } from 'vitest';
import { userEvent } from 'vitest/browser';
import { installFakeGoogleMaps } from './fakeGoogleMaps';

type Marker = HTMLElement & { gmpClickable: boolean; map: object | null; addListener: (name: string, handler: () => void) => void };
type InfoWindow = { open: (options: object) => void; isOpen: () => boolean };
type Maps = {
  Map: new (div: HTMLElement, options: object) => object;
  marker: { AdvancedMarkerElement: new (options: object) => Marker };
  InfoWindow: new (options: object) => InfoWindow;
  importLibrary: (name: string) => Promise<Record<string, unknown>>;
};

/** A map of 390 × 400 px on the page, from the fake installed afresh. */
function fakeMap(options: object) {
  installFakeGoogleMaps('', false, []);
  const maps = (window as unknown as { google: { maps: Maps } }).google.maps;
  const div = document.createElement('div');
  div.style.cssText = 'width:390px;height:400px';
  document.body.append(div);
  host = div;
  return { maps, map: new maps.Map(div, options), div };
}

/** The DOM's layout reads: each forces a layout when the page has changed since the last one. */
const layoutReads: [object, string][] = [
  [Element.prototype, 'clientWidth'],
  [Element.prototype, 'clientHeight'],
  [HTMLElement.prototype, 'offsetWidth'],
  [HTMLElement.prototype, 'offsetHeight'],
  [Element.prototype, 'getBoundingClientRect'],
];

/** Counts the layout reads `act` makes. */
function countLayoutReads(act: () => void): number {
  let reads = 0;
  const originals = layoutReads.map(([owner, name]) => [owner, name, Object.getOwnPropertyDescriptor(owner, name) as PropertyDescriptor] as const);
  for (const [owner, name, original] of originals) {
    const counted = original.get
      ? {
          get(this: Element) {
            reads += 1;
            return original.get?.call(this) as unknown;
          },
        }
      : {
          value(this: Element) {
            reads += 1;
            return (original.value as () => unknown).call(this);
          },
        };
    Object.defineProperty(owner, name, { ...original, ...counted });
  }
  try {
    act();
  } finally {
    for (const [owner, name, original] of originals) Object.defineProperty(owner, name, original);
  }
  return reads;
}

let host: HTMLElement | undefined;

afterEach(() => host?.remove());

it('places its markers without reading the layout, as when pinning makes every marker take no clicks', async () => {
  const { maps, map } = fakeMap({ center: { lat: 50, lng: 10 }, zoom: 4, mapId: 'DEMO_MAP_ID' });
  const markers = Array.from(
    { length: 27 },
    (_, index) => new maps.marker.AdvancedMarkerElement({ map, position: { lat: 40 + index, lng: index }, gmpClickable: true }),
  );
  await new Promise(requestAnimationFrame);

  expect(countLayoutReads(() => markers.forEach((marker) => (marker.gmpClickable = false)))).toBe(0);
});

it('keeps a long info window inside the map: its content scrolls, and the map pans the whole bubble into view', async () => {
  const { maps, map, div } = fakeMap({ center: { lat: 50, lng: 10 }, zoom: 4 });
  const content = document.createElement('div');
  for (let line = 0; line < 60; line += 1) content.append(Object.assign(document.createElement('p'), { textContent: `Line ${line}` }));
  // Near the top edge: the bubble above it would not fit without a pan.
  const infoWindow = new maps.InfoWindow({ content, ariaLabel: 'Long', position: { lat: 58, lng: 10 } });
  infoWindow.open({ map });

  const bubble = div.querySelector<HTMLElement>('[role="dialog"][aria-label="Long"]');
  const scroller = bubble?.querySelector<HTMLElement>('.gm-style-iw-d');
  expect(scroller?.scrollHeight).toBeGreaterThan(scroller?.clientHeight ?? Infinity);
  const frame = div.getBoundingClientRect();
  await expect.poll(() => (bubble?.getBoundingClientRect().top ?? -1) >= frame.top, { timeout: 3000 }).toBe(true);
  expect(bubble?.getBoundingClientRect().bottom).toBeLessThanOrEqual(frame.bottom);
  expect(infoWindow.isOpen()).toBe(true);
});

it('makes a clickable advanced marker a button named by its title: Tab reaches one, the arrows the others, click, Enter and Space send gmp-click', async () => {
  const { maps, map } = fakeMap({ center: { lat: 50, lng: 10 }, zoom: 4, mapId: 'DEMO_MAP_ID' });
  expect(await maps.importLibrary('marker')).toEqual({ AdvancedMarkerElement: maps.marker.AdvancedMarkerElement });
  const [west, east] = ['West', 'East'].map((title, index) => new maps.marker.AdvancedMarkerElement({ map, title, position: { lat: 50, lng: 5 + 10 * index }, gmpClickable: true }));
  const quiet = new maps.marker.AdvancedMarkerElement({ map, title: 'Quiet', position: { lat: 48, lng: 10 } });
  if (!west || !east) throw new Error('No markers');
  const clicks = vi.fn();
  const domClicks = vi.fn();
  west.addListener('gmp-click', clicks);
  west.addEventListener('gmp-click', domClicks);

  expect([west.getAttribute('role'), west.getAttribute('aria-label'), west.tabIndex, east.tabIndex]).toEqual(['button', 'West', 0, -1]);
  expect(quiet.hasAttribute('role')).toBe(false);
  expect(quiet.hasAttribute('tabindex')).toBe(false);
  const canvas = host?.querySelector<HTMLElement>('[aria-roledescription="map"]');
  canvas?.focus();
  await userEvent.keyboard('{Tab}');
  expect(document.activeElement).toBe(west);
  await userEvent.keyboard('{Enter}');
  await userEvent.keyboard(' ');
  await userEvent.click(west);
  expect(clicks).toHaveBeenCalledTimes(3);
  expect(domClicks).toHaveBeenCalledTimes(3);
  await userEvent.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(east);
  expect([west.tabIndex, east.tabIndex]).toEqual([-1, 0]);
  await userEvent.keyboard('{ArrowRight}');
  expect(document.activeElement).toBe(west);

  west.gmpClickable = false;
  expect(west.hasAttribute('role')).toBe(false);
  expect(east.tabIndex).toBe(0);
  await userEvent.click(canvas as HTMLElement);
  expect(clicks).toHaveBeenCalledTimes(3);
});

it('shows advanced markers only on a map with a map ID, and paints the dark colour scheme it was created with', () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
  const { maps, map } = fakeMap({ center: { lat: 50, lng: 10 }, zoom: 4 });
  const marker = new maps.marker.AdvancedMarkerElement({ map, title: 'Hidden', position: { lat: 50, lng: 10 } });
  expect(marker.isConnected).toBe(false);
  expect(warn).toHaveBeenCalledWith(expect.stringContaining('Map ID'));
  host?.remove();

  const dark = fakeMap({ center: { lat: 50, lng: 10 }, zoom: 4, mapId: 'DEMO_MAP_ID', colorScheme: 'DARK' });
  const canvas = host?.querySelector<HTMLElement>('[aria-roledescription="map"]');
  expect(canvas?.dataset).toMatchObject({ colorScheme: 'DARK', mapId: 'DEMO_MAP_ID' });
  expect(new dark.maps.marker.AdvancedMarkerElement({ map: dark.map, position: { lat: 50, lng: 10 } }).isConnected).toBe(true);
});

it('pans with the arrow keys when the map itself has focus, and closes an info window on Escape', async () => {
  const { maps, map } = fakeMap({ center: { lat: 50, lng: 10 }, zoom: 4, mapId: 'DEMO_MAP_ID' });
  const canvas = host?.querySelector<HTMLElement>('[aria-roledescription="map"]');
  canvas?.focus();
  await userEvent.keyboard('{ArrowRight}');
  await expect.poll(() => Number(canvas?.dataset.lng)).toBeGreaterThan(10);
  await userEvent.keyboard('{ArrowUp}');
  await expect.poll(() => Number(canvas?.dataset.lat)).toBeGreaterThan(50);

  const infoWindow = new maps.InfoWindow({ content: 'Hello', ariaLabel: 'Hello', position: { lat: 50, lng: 10 } });
  infoWindow.open({ map, shouldFocus: true });
  await userEvent.keyboard('{Escape}');
  expect(infoWindow.isOpen()).toBe(false);
});
