import { festivals } from '../content/festivals';

/** Every static route with the heading its page opens with. */
export const staticRoutes = [
  { path: '/', heading: 'Your Ultimate Festival Adventure' },
  { path: '/festival-calendar', heading: 'Global Festival Calendar' },
  { path: '/festival-map', heading: 'Interactive Festival Map' },
  { path: '/gear-checklists', heading: 'The Ultimate Festival Gear Checklist' },
  { path: '/festival-guides', heading: 'Festival Guides' },
  { path: '/travel-deals', heading: 'Travel Deals' },
  { path: '/community', heading: 'Join the Tribe' },
  { path: '/legal', heading: 'Legal' },
  { path: '/auth', heading: 'Login / Sign Up' },
  { path: '/shared-plan', heading: 'Plan shared with you' },
] as const;

/** Routes kept out of search results (noindex) and so out of the sitemap. */
export const unindexedPaths: readonly string[] = ['/shared-plan'];

export const guideRoutes = festivals.map((festival) => ({
  path: `/festival-guides/${festival.slug}`,
  heading: `${festival.name} Guide`,
}));

export const allRoutes = [...staticRoutes, ...guideRoutes];
