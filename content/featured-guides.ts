import type { FeaturedGuide } from './schemas';

/** The three guide cards on the home page. */
export const featuredGuides: readonly FeaturedGuide[] = [
  {
    title: 'Coachella Survival Guide',
    description: 'Navigate the desert heat and vibes: what to drink, wear and pack for two days in Indio.',
    img: '/images/guides/coachella.svg',
    imgAlt: 'Desert sunset with palm trees and a festival stage',
    link: '/festival-guides/coachella',
  },
  {
    title: 'Tomorrowland: A Magical Journey',
    description: "Everything you need for the world's biggest EDM festival, from tickets to DreamVille.",
    img: '/images/guides/tomorrowland.svg',
    imgAlt: 'Fairy-tale main stage under a starry sky',
    link: '/festival-guides/tomorrowland',
  },
  {
    title: 'Glastonbury Glamping Essentials',
    description: 'From wellies to glitter: how to camp in comfort on Worthy Farm.',
    img: '/images/guides/glastonbury.svg',
    imgAlt: 'Bell tents and bunting in a green field at dusk',
    link: '/festival-guides/glastonbury',
  },
];
