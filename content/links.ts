import { site } from './site';

/** Booking.com search defaults: 2 adults, 1 room, no children, a leisure trip. */
export const STAY_DEFAULTS = {
  group_adults: '2',
  no_rooms: '1',
  group_children: '0',
  sb_travel_purpose: 'leisure',
} as const;

/** `base` with each parameter set (replacing any of the same name). */
export function withParams(base: string, params: Record<string, string>): string {
  const url = new URL(base);
  for (const [key, value] of Object.entries(params)) url.searchParams.set(key, value);
  return url.href;
}

/** Booking.com hotel search for a destination, e.g. 'Indio, United States'. */
export function hotelSearchUrl(destination: string): string {
  return withParams(site.booking.searchUrl, { ss: destination });
}

/** Booking.com search for a city with the booking defaults and no dates. */
export function destinationStayUrl(city: string): string {
  return withParams(site.booking.searchUrl, { ss: city, ...STAY_DEFAULTS });
}

/**
 * Skyscanner flight search: flights to an airport (IATA code such as 'PSP'),
 * or the search home when no airport is given.
 */
export function flightSearchUrl(airportCode?: string): string {
  if (airportCode === undefined) return site.skyscanner.url;
  if (!/^[A-Za-z]{3}$/.test(airportCode)) {
    throw new RangeError(`Expected a three-letter airport code, got: ${airportCode}`);
  }
  return new URL(`transport/flights-to/${airportCode.toLowerCase()}/`, site.skyscanner.url).href;
}

/** GetYourGuide search for tours and activities in or near a place. */
export function toursUrl(place: string): string {
  return withParams(site.getYourGuide.searchUrl, { q: place });
}

/** Google Maps driving directions to a point. */
export function drivingDirectionsUrl(lat: number, lng: number): string {
  if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) {
    throw new RangeError(`Coordinates out of range: ${lat}, ${lng}`);
  }
  // Numbers need no escaping, and Google documents the comma literally: destination=lat,lng.
  return `${site.googleMaps.directionsUrl}?api=1&destination=${lat},${lng}`;
}

/** A point on Google Maps, to see where it is (Maps URLs: search with query=lat,lng). */
export function mapsPlaceUrl(lat: number, lng: number): string {
  if (!(Math.abs(lat) <= 90 && Math.abs(lng) <= 180)) {
    throw new RangeError(`Coordinates out of range: ${lat}, ${lng}`);
  }
  return `${new URL('/maps/search/', site.googleMaps.directionsUrl).href}?api=1&query=${lat},${lng}`;
}

/** Amazon search for a product type, carrying our affiliate tag. */
export function amazonSearchUrl(term: string): string {
  return withParams(site.amazon.searchUrl, { k: term, tag: site.amazonTag });
}
