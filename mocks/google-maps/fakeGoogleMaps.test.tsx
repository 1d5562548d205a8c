import { afterEach, expect, it } from 'vitest';
import { installFakeGoogleMaps } from './fakeGoogleMaps';

type Marker = { setOptions: (options: object) => void };
type InfoWindow = { open: (options: object) => void; isOpen: () => boolean };
type Maps = {
  Map: new (div: HTMLElement, options: object) => object;
  Marker: new (options: object) => Marker;
  InfoWindow: new (options: object) => InfoWindow;
};

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
  installFakeGoogleMaps('', false, []);
  const maps = (window as unknown as { google: { maps: Maps } }).google.maps;
  host = document.createElement('div');
  host.style.cssText = 'width:390px;height:400px';
  document.body.append(host);
  const map = new maps.Map(host, { center: { lat: 50, lng: 10 }, zoom: 4 });
  const markers = Array.from({ length: 27 }, (_, index) => new maps.Marker({ map, position: { lat: 40 + index, lng: index } }));
  await new Promise(requestAnimationFrame);

  expect(countLayoutReads(() => markers.forEach((marker) => marker.setOptions({ clickable: false })))).toBe(0);
});

it('keeps a long info window inside the map: its content scrolls, and the map pans the whole bubble into view', async () => {
  installFakeGoogleMaps('', false, []);
  const maps = (window as unknown as { google: { maps: Maps } }).google.maps;
  host = document.createElement('div');
  host.style.cssText = 'width:390px;height:400px';
  document.body.append(host);
  const map = new maps.Map(host, { center: { lat: 50, lng: 10 }, zoom: 4 });
  const content = document.createElement('div');
  for (let line = 0; line < 60; line += 1) content.append(Object.assign(document.createElement('p'), { textContent: `Line ${line}` }));
  // Near the top edge: the bubble above it would not fit without a pan.
  const infoWindow = new maps.InfoWindow({ content, ariaLabel: 'Long', position: { lat: 58, lng: 10 } });
  infoWindow.open({ map });

  const bubble = host.querySelector<HTMLElement>('[role="dialog"][aria-label="Long"]');
  const scroller = bubble?.querySelector<HTMLElement>('.gm-style-iw-d');
  expect(scroller?.scrollHeight).toBeGreaterThan(scroller?.clientHeight ?? Infinity);
  const frame = host.getBoundingClientRect();
  await expect.poll(() => (bubble?.getBoundingClientRect().top ?? -1) >= frame.top, { timeout: 3000 }).toBe(true);
  expect(bubble?.getBoundingClientRect().bottom).toBeLessThanOrEqual(frame.bottom);
  expect(infoWindow.isOpen()).toBe(true);
});
