import { destinationStayUrl, flightSearchUrl } from './links';
import type { Destination, TravelDealGroup } from './schemas';
import { site } from './site';

/** Deal cards on /travel-deals, in display order; each id is the section anchor. */
export const travelDealGroups: readonly TravelDealGroup[] = [
  {
    id: 'flights',
    title: 'Flights',
    deals: [
      {
        provider: 'Skyscanner',
        title: 'Compare flights to any festival',
        description: 'Search hundreds of airlines and travel sites at once, and use "whole month" view to find the cheapest day to fly.',
        url: flightSearchUrl(),
        cta: 'Search Flights',
        affiliate: true,
      },
      {
        provider: 'Google Flights',
        title: 'Track fares for your dates',
        description: 'Set a price alert for your route and get an email when the fare drops.',
        url: 'https://www.google.com/travel/flights',
        cta: 'Track Prices',
        affiliate: false,
      },
    ],
  },
  {
    id: 'hotels',
    title: 'Accommodation',
    deals: [
      {
        provider: 'Booking.com',
        title: 'Hotels near the festival',
        description: 'Filter for free cancellation and book as soon as the dates are out; you can always change later.',
        url: site.booking.searchUrl,
        cta: 'Find Hotels',
        affiliate: true,
      },
      {
        provider: 'Hostelworld',
        title: 'Hostels for groups on a budget',
        description: 'Dorms and private rooms in festival cities, with reviews from other travellers.',
        url: 'https://www.hostelworld.com/',
        cta: 'Find Hostels',
        affiliate: false,
      },
    ],
  },
  {
    id: 'trains-buses',
    title: 'Trains & Buses',
    deals: [
      {
        provider: 'Trainline',
        title: 'Rail tickets across the UK and Europe',
        description: 'Compare train times and fares and keep your tickets on your phone.',
        url: 'https://www.thetrainline.com/',
        cta: 'Search Trains',
        affiliate: false,
      },
      {
        provider: 'FlixBus',
        title: 'Low-cost coaches',
        description: 'Cheap long-distance buses to festival cities, with luggage included.',
        url: 'https://www.flixbus.com/',
        cta: 'Search Buses',
        affiliate: false,
      },
    ],
  },
  {
    id: 'insurance',
    title: 'Insurance',
    deals: [
      {
        provider: 'World Nomads',
        title: 'Travel insurance for adventures',
        description: 'Cover for medical care, cancellations and stolen gear. Read what is covered before you buy.',
        url: 'https://www.worldnomads.com/',
        cta: 'Get a Quote',
        affiliate: false,
      },
    ],
  },
  {
    id: 'car-hire',
    title: 'Car Hire',
    deals: [
      {
        provider: 'Rentalcars.com',
        title: 'Compare rental cars',
        description: 'Split the cost with friends and drive straight to the campsite.',
        url: 'https://www.rentalcars.com/',
        cta: 'Compare Cars',
        affiliate: false,
      },
    ],
  },
  {
    id: 'travel-cards',
    title: 'Travel Cards',
    deals: [
      {
        provider: 'Wise',
        title: 'Spend abroad at the real exchange rate',
        description: 'A multi-currency card that works at festival bars and food stalls worldwide.',
        url: 'https://wise.com/',
        cta: 'Get the Card',
        affiliate: false,
      },
      {
        provider: 'Revolut',
        title: 'Card and app for travel money',
        description: 'Freeze your card from the app in seconds if it goes missing in the crowd.',
        url: 'https://www.revolut.com/',
        cta: 'Get the Card',
        affiliate: false,
      },
    ],
  },
  {
    id: 'currency',
    title: 'Currency',
    deals: [
      {
        provider: 'Xe',
        title: 'Live currency converter',
        description: 'Check exchange rates before you travel so you know what a drink really costs.',
        url: 'https://www.xe.com/currencyconverter/',
        cta: 'Convert Currency',
        affiliate: false,
      },
    ],
  },
];

function destination(city: string, country: string): Destination {
  return { city, country, url: destinationStayUrl(city) };
}

/** 'Top Festival Destinations', in display order. */
export const topDestinations: readonly Destination[] = [
  destination('London', 'United Kingdom'),
  destination('Barcelona', 'Spain'),
  destination('Miami', 'United States'),
  destination('Brussels', 'Belgium'),
  destination('Berlin', 'Germany'),
  destination('Chicago', 'United States'),
  destination('Budapest', 'Hungary'),
  destination('Montreal', 'Canada'),
];
