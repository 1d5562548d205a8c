import { hotelSearchUrl } from '#content/links';
import type { Festival } from '#content/schemas';

/** Festivals in Brazil, Australia and Japan (ids 12, 13, 14). */
export const restOfWorldFestivals: readonly Festival[] = [
  {
    id: 12,
    name: 'The Town',
    slug: 'the-town',
    description: [
      "São Paulo's sister festival to Rock in Rio, built inside the Interlagos race circuit over two September weekends.",
      'Expect global pop and rap headliners next to Brazilian stars; the train to Autódromo is the easiest way in.',
    ].join('\n'),
    date: '2027-09-04',
    days: 9,
    location: { city: 'São Paulo', country: 'Brazil' },
    genre: 'Multi-Genre',
    coordinates: [-46.6997, -23.7036],
    poster: true,
    bookingUrl: hotelSearchUrl('São Paulo, Brazil'),
    ticketUrl: 'https://thetown.com.br',
  },
  {
    id: 13,
    name: 'Splendour in the Grass',
    slug: 'splendour-in-the-grass',
    description: [
      "Australia's winter festival in the hills of North Byron Parklands, with indie, alternative and pop acts.",
      'July nights are cool and the ground can turn to mud, so pack boots and a warm jacket.',
    ].join('\n'),
    date: '2027-07-23',
    days: 3,
    location: { city: 'Byron Bay', country: 'Australia' },
    genre: 'Indie, Alternative',
    coordinates: [153.546, -28.483],
    poster: true,
    bookingUrl: hotelSearchUrl('Byron Bay, Australia'),
  },
  {
    id: 14,
    name: 'Fuji Rock Festival',
    slug: 'fuji-rock',
    description: [
      "Japan's mountain festival at Naeba ski resort, where forest boardwalks link stages along a river valley.",
      'It is famously clean and famously rainy: carry a poncho and take your rubbish with you.',
    ].join('\n'),
    date: '2027-07-30',
    days: 3,
    location: { city: 'Yuzawa, Niigata', country: 'Japan' },
    genre: 'Rock, Alternative',
    coordinates: [138.7846, 36.7957],
    poster: true,
    bookingUrl: hotelSearchUrl('Yuzawa, Niigata, Japan'),
    ticketUrl: 'https://www.fujirockfestival.com',
  },
];
