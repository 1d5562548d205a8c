import { findFestivalById } from '#content/festivals';
import type { Festival } from '#content/schemas';
import type { LatLng } from '#src/features/plan/planTypes';

/** A festival to open the map on, from `?festivalId=&lat=&lng=`. */
export type MapFocus = { festival: Festival; position: LatLng };

function numberParam(value: string | null): number | undefined {
  if (value === null || value.trim() === '') return undefined;
  const number = Number(value);
  return Number.isFinite(number) ? number : undefined;
}

/**
 * Reads the map's query string. All three parameters must be valid (a known festival id,
 * numeric lat and lng in range); anything else means "no focus". Never throws.
 */
export function parseMapQuery(search: string): MapFocus | undefined {
  const params = new URLSearchParams(search);
  const id = params.get('festivalId')?.trim() ?? '';
  const lat = numberParam(params.get('lat'));
  const lng = numberParam(params.get('lng'));
  if (!/^\d+$/.test(id) || lat === undefined || lng === undefined) return undefined;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return undefined;
  const festival = findFestivalById(Number(id));
  return festival ? { festival, position: { lat, lng } } : undefined;
}
