import { newsletterPage } from '#content/newsletter';

/** The patterns of the routes that take parameters, for the route table. */
export const routePatterns = {
  guide: '/festival-guides/:slug',
} as const;

/** Every route of the site, so no component spells a URL by hand. */
export const paths = {
  home: '/',
  calendar: '/festival-calendar',
  savedFestivals: '/festival-calendar?saved=1',
  map: '/festival-map',
  gear: '/gear-checklists',
  /** The checklist led by one festival's weather and the gear its guide stresses. */
  gearFor: (slug: string) => `/gear-checklists?${new URLSearchParams({ festival: slug })}`,
  guides: '/festival-guides',
  guide: (slug: string) => routePatterns.guide.replace(':slug', encodeURIComponent(slug)),
  travel: '/travel-deals',
  travelFlights: '/travel-deals#flights',
  travelHotels: '/travel-deals#hotels',
  community: '/community',
  legal: '/legal',
  legalSection: (anchor: 'affiliate-disclosure' | 'privacy-policy' | 'cookie-policy' | 'terms-conditions') => `/legal#${anchor}`,
  auth: '/auth',
  /** Where a newsletter email's confirm and unsubscribe links lead (content/newsletterEmails.ts writes them). */
  newsletter: newsletterPage,
  /** A plan shared by link; the plan itself travels in the fragment (src/features/share-plan/planLink.ts). */
  sharedPlan: '/shared-plan',
  mapAt: (festivalId: number, lat: number, lng: number) =>
    `/festival-map?${new URLSearchParams({ festivalId: String(festivalId), lat: String(lat), lng: String(lng) })}`,
} as const;
