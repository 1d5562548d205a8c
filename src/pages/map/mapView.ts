import type { LatLng } from '#src/features/plan/planTypes';

export type MapView = { center: LatLng; zoom: number };

/** The whole festival world, as the map first opens. */
export const INITIAL_VIEW: MapView = { center: { lat: 40, lng: 0 }, zoom: 2.5 };

/** Zoom after opening the map on one festival (`?festivalId=&lat=&lng=`). */
export const FESTIVAL_ZOOM = 10;

/** Zoom after 'Find My Crew' has found the visitor. */
export const LOCATION_ZOOM = 15;

/** Which info window is open: a festival's (moving focus into it or not), the pin's, or none. */
export type MapSelection = { kind: 'festival'; id: number; focus: boolean } | { kind: 'pin' } | null;

export function sameSelection(a: MapSelection, b: MapSelection): boolean {
  if (a?.kind === 'festival' && b?.kind === 'festival') return a.id === b.id;
  return a?.kind === b?.kind;
}
