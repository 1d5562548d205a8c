import type { LatLng } from './planTypes';

/** A point's coordinates to five decimals (about a metre), as a visitor would type them into a map. */
export function coordinatesText(point: LatLng): string {
  return `${point.lat.toFixed(5)}, ${point.lng.toFixed(5)}`;
}
