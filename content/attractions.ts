import { toursUrl } from './links';
import type { Attraction } from './schemas';

/** Places worth a trip around Coachella. */
export const coachellaAttractions: readonly Attraction[] = [
  {
    name: 'Joshua Tree National Park',
    type: 'Nature',
    description: 'Giant boulders and twisted Joshua trees an hour north of Indio. Go at sunrise, before the heat.',
    bookingUrl: toursUrl('Joshua Tree National Park'),
  },
  {
    name: 'Palm Springs Aerial Tramway',
    type: 'Tour',
    description: 'A rotating cable car climbs to cool pine forest on Mount San Jacinto, with views over the whole valley.',
    bookingUrl: toursUrl('Palm Springs Aerial Tramway'),
  },
  {
    name: 'Shields Date Garden',
    type: 'Food',
    description: 'An Indio landmark since 1924: walk the date grove and try the famous date shake.',
    bookingUrl: toursUrl('Palm Springs food tour'),
  },
];

/** Places worth a trip around Tomorrowland. */
export const tomorrowlandAttractions: readonly Attraction[] = [
  {
    name: 'Fort Breendonk',
    type: 'Historic',
    description: 'A moving wartime memorial in a moated fort, ten minutes from the festival site.',
    bookingUrl: toursUrl('Fort Breendonk'),
  },
  {
    name: 'Antwerp Old Town',
    type: 'Tour',
    description: "The Grote Markt, the Cathedral of Our Lady and the diamond quarter, all within a short walk.",
    bookingUrl: toursUrl('Antwerp walking tour'),
  },
  {
    name: 'Brussels Beer and Chocolate Tasting',
    type: 'Food',
    description: 'Sample Belgian beers and pralines around the Grand-Place, half an hour from Boom.',
    bookingUrl: toursUrl('Brussels beer and chocolate tasting'),
  },
];

/** Suggestions shown for every other festival. */
export const defaultAttractions: readonly Attraction[] = [
  {
    name: 'Local Food Tour',
    type: 'Food',
    description: 'Eat your way around the nearest town with a local guide before the gates open.',
    bookingUrl: toursUrl('food tour'),
  },
  {
    name: 'Old Town Walking Tour',
    type: 'Historic',
    description: 'Discover the history and hidden corners of the city on a relaxed guided walk.',
    bookingUrl: toursUrl('old town walking tour'),
  },
];

/** Nearby attractions for a festival slug: coachella, tomorrowland or the default set. */
export function attractionsFor(slug: string): readonly Attraction[] {
  if (slug === 'coachella') return coachellaAttractions;
  if (slug === 'tomorrowland') return tomorrowlandAttractions;
  return defaultAttractions;
}
