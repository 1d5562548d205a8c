import { posterPath } from '#content/festivals';
import type { Festival } from '#content/schemas';
import { paths } from '#src/lib/paths';
import { dateRanges } from './festivalDays';

const EVENT_TYPE = ['MusicEvent', 'Festival'];

/**
 * What every event of a festival shares: its place, poster, guide link and ticket offer. The
 * dates are the caller's: the whole edition, or one of its runs.
 */
function eventDetails(festival: Festival, origin: string) {
  const [longitude, latitude] = festival.coordinates;
  const { city, country } = festival.location;
  const poster = posterPath(festival);
  return {
    description: festival.description.replace(/\n/g, ' '),
    eventStatus: 'https://schema.org/EventScheduled',
    eventAttendanceMode: 'https://schema.org/OfflineEventAttendanceMode',
    location: {
      '@type': 'Place',
      name: `${city}, ${country}`,
      address: { '@type': 'PostalAddress', addressLocality: city, addressCountry: country },
      geo: { '@type': 'GeoCoordinates', latitude, longitude },
    },
    ...(poster ? { image: new URL(poster, origin).href } : {}),
    url: new URL(paths.guide(festival.slug), origin).href,
    ...(festival.ticketUrl ? { offers: { '@type': 'Offer', url: festival.ticketUrl } } : {}),
  };
}

/**
 * The festival as a schema.org event, without its context: a MusicEvent and Festival from its
 * first day to its last, with place and, when it has them, poster and ticket offer. A festival
 * that runs more than once (two weekends) also holds one event per run, each naming the festival
 * as its `superEvent`.
 */
function festivalEventData(festival: Festival, origin: string) {
  const details = eventDetails(festival, origin);
  const id = `${details.url}#event`;
  const ranges = dateRanges(festival);
  const edition = {
    '@type': EVENT_TYPE,
    '@id': id,
    name: festival.name,
    startDate: ranges[0]?.from,
    endDate: ranges.at(-1)?.to,
    ...details,
  };
  if (ranges.length === 1) return edition;
  return {
    ...edition,
    subEvent: ranges.map(({ from, to }, i) => ({
      '@type': EVENT_TYPE,
      name: `${festival.name} (${i + 1} of ${ranges.length})`,
      startDate: from,
      endDate: to,
      ...details,
      superEvent: { '@id': id },
    })),
  };
}

/** schema.org data for a festival's guide page, so search engines can show it as an event, or as one per weekend. */
export function festivalEvent(festival: Festival, origin: string) {
  return { '@context': 'https://schema.org', ...festivalEventData(festival, origin) };
}

/** schema.org data for a list of festivals, such as the calendar's: an ItemList of their events, in order. */
export function festivalEventList(festivals: readonly Festival[], origin: string) {
  return {
    '@context': 'https://schema.org',
    '@type': 'ItemList',
    itemListElement: festivals.map((festival, i) => ({ '@type': 'ListItem', position: i + 1, item: festivalEventData(festival, origin) })),
  };
}

/** JSON for an inline `<script type="application/ld+json">`: `<` is escaped so no text can close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
