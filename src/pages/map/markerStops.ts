import type { MarkerStop } from '#machines/mapKeyboard.machine';

/*
 * Each marker the keyboard can reach says what it is in data attributes: `data-stop` (its id:
 * `festival-<id>`, `cluster-<ids>`, `pin`, `visitor`) and `data-festivals` (the festivals it holds).
 */

/** Marks a marker as a keyboard stop holding `festivalIds`. */
export function markStop(marker: google.maps.marker.AdvancedMarkerElement, id: string, festivalIds: readonly number[] = []): void {
  marker.dataset.stop = id;
  marker.dataset.festivals = festivalIds.join(',');
}

/** The festivals a marker holds. */
export function festivalsOf(marker: HTMLElement): number[] {
  return (marker.dataset.festivals ?? '').split(',').filter(Boolean).map(Number);
}

function longitude(position: google.maps.marker.AdvancedMarkerElement['position']): number {
  if (!position) return NaN;
  return typeof position.lng === 'function' ? position.lng() : position.lng;
}

/** The markers on the map that take clicks now, as keyboard stops. */
export function markerStops(mapDiv: HTMLElement): MarkerStop[] {
  return [...mapDiv.querySelectorAll<google.maps.marker.AdvancedMarkerElement>('[data-stop]')]
    .filter((marker) => marker.gmpClickable && marker.dataset.stop)
    .map((marker) => ({ id: marker.dataset.stop ?? '', lng: longitude(marker.position), festivalIds: festivalsOf(marker) }));
}

/** The marker with this stop id on the map, if it is still there. */
export function markerByStop(within: ParentNode, id: string): HTMLElement | null {
  return within.querySelector<HTMLElement>(`[data-stop="${CSS.escape(id)}"]`);
}
