import type { Festival } from '#content/schemas';
import type { LatLng } from '#src/features/plan/planTypes';

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** The great-circle distance between two points, in kilometres (the haversine formula). */
export function distanceKm(a: LatLng, b: LatLng): number {
  const dLat = radians(b.lat - a.lat);
  const dLng = radians(b.lng - a.lng);
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(radians(a.lat)) * Math.cos(radians(b.lat)) * Math.sin(dLng / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)));
}

/** The festival whose site is nearest a point, and how far away it is. */
export function nearestFestival(point: LatLng, festivals: readonly Festival[]): { festival: Festival; km: number } | undefined {
  let nearest: { festival: Festival; km: number } | undefined;
  for (const festival of festivals) {
    const [lng, lat] = festival.coordinates;
    const km = distanceKm(point, { lat, lng });
    if (!nearest || km < nearest.km) nearest = { festival, km };
  }
  return nearest;
}

/** How far a point is from a festival's site, as a reader would say it: 'under 1 km', '12 km', '1,250 km'. */
export function distanceText(km: number): string {
  if (km < 1) return 'under 1 km';
  return `${Math.round(km).toLocaleString('en-GB')} km`;
}
