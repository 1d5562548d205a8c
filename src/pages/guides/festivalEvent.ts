import { format } from 'date-fns';
import { posterPath } from '#content/festivals';
import type { Festival } from '#content/schemas';
import { lastDay } from '#src/features/festival-card/festivalDays';
import { paths } from '#src/lib/paths';

/**
 * schema.org data for a festival's guide page, so search engines can show it as an event:
 * a MusicEvent and Festival with its first and last day, place and, when it has one, the ticket offer.
 */
export function festivalEvent(festival: Festival, origin: string) {
  const [longitude, latitude] = festival.coordinates;
  const { city, country } = festival.location;
  const poster = posterPath(festival);
  return {
    '@context': 'https://schema.org',
    '@type': ['MusicEvent', 'Festival'],
    name: festival.name,
    description: festival.description.replace(/\n/g, ' '),
    startDate: festival.date,
    endDate: format(lastDay(festival), 'yyyy-MM-dd'),
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

/** JSON for an inline `<script type="application/ld+json">`: `<` is escaped so no text can close the tag. */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}
