import { flightSearchUrl } from './links';
import type { GuideContent } from './schemas';

/** Travel, packing and survival copy written for Coachella. */
export const coachellaGuide: GuideContent = {
  flightsUrl: flightSearchUrl('PSP'),
  travel: {
    flights:
      'Palm Springs International (PSP) is about 30 minutes from the Empire Polo Club. Los Angeles (LAX) and Ontario (ONT) usually have cheaper fares but add a two- to three-hour drive.',
    gettingThere:
      'The official shuttle runs from hotels across the valley, which saves you from traffic and parking. Rideshare has its own drop-off lot; if you drive, share the car and arrive early.',
  },
  accommodation:
    'Hotels in Indio, La Quinta, Palm Desert and Palm Springs sell out months ahead, and prices rise for both weekends. Car camping and tent camping on site are the cheapest way to stay close.',
  packing:
    'Plan for over 30°C in the afternoon and under 15°C after midnight. Pack light, breathable outfits, a warm layer, comfortable closed shoes, a bandana for dust and plenty of sunscreen.',
  survivalTips: [
    'Drink water before you feel thirsty and use the free refill stations all day.',
    'Reapply sunscreen every two hours and find shade between 1 and 4 pm.',
    'Pick a landmark meeting point in case your group loses signal.',
    'Carry a charged power bank: phones drain fast searching for a network.',
    'Keep a bandana or dust mask handy for when the wind kicks up.',
    'Eat proper meals: a long day in the heat on an empty stomach ends early.',
  ],
};

/** Travel, packing and survival copy used for every other festival. */
export const defaultGuide: GuideContent = {
  flightsUrl: flightSearchUrl(),
  travel: {
    flights:
      'Compare flights into the nearest major airport and a second, smaller one nearby. Booking two to three months ahead usually gets the best fares for festival weekends.',
    gettingThere:
      'Most festivals run shuttle buses from the nearest city or train station. Book them with your ticket, or check the official site for car-sharing and parking passes.',
  },
  accommodation:
    'Decide early between camping on site and a hotel in the nearest town. Hotels close to festival sites fill up fast, so book a room you can cancel as soon as dates are announced.',
  packing:
    'Pack for every weather: a rain layer, sun protection, comfortable boots and a warm layer for the night. Bring a small bag you can keep in front of you in crowds.',
  survivalTips: [
    'Drink water regularly and eat real meals between sets.',
    'Agree on a meeting point with your friends before the first show.',
    'Wear earplugs near the speakers: your ears will thank you later.',
    'Keep your phone, cash and cards in a zipped bag worn in front.',
    'Check the last shuttle or train time before the headliner starts.',
  ],
};

/** The guide copy for a festival slug: Coachella's own, or the default set. */
export function guideContentFor(slug: string): GuideContent {
  return slug === 'coachella' ? coachellaGuide : defaultGuide;
}
