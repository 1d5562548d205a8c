import { findFestivalBySlug } from '#content/festivals';
import { guideRegionOf } from '#content/guideRegions';
import { site } from '#content/site';
import { lazyComponent, type LazyComponent } from '#src/lib/lazyComponent';
import { paths, routePatterns } from '#src/lib/paths';
import { guidePages } from '#src/pages/guides/guidePages';
import type { Head } from './head';

export type Params = Record<string, string | undefined>;

/**
 * What a route shows at an address: the props of its page and its head, and the page itself when
 * it depends on the address (a guide's page comes with its region's guides).
 */
export type Resolved<P extends object> = { props: P; head: Head; page?: LazyComponent<P> };

type Route<P extends object> = {
  /** The pattern the address must match; every pattern comes from src/lib/paths.ts. */
  path: string;
  page: LazyComponent<P>;
  /** The page for the matched params, or undefined when there is none (an unknown guide slug): the address is then not found. */
  resolve: (params: Params) => Resolved<P> | undefined;
};

export type RouteDef = Route<object>;

/** Keeps each route's page and props types together, then lists it beside the others. */
const route = <P extends object>(definition: Route<P>): RouteDef => definition as unknown as RouteDef;

/** A route whose page takes no props and whose head never changes. */
const staticRoute = (path: string, page: LazyComponent, head: Head): RouteDef => route({ path, page, resolve: () => ({ props: {}, head }) });

const title = (name: string) => `${name} | ${site.brand}`;

export const notFoundPage = lazyComponent(() => import('#src/pages/not-found/NotFoundPage'));

export const notFoundHead: Head = {
  title: title('Page not found'),
  description: 'That page does not exist. Head back to Festival Compass to plan, pack and party.',
};

/** One lazy route table: every page is its own chunk. */
export const routes: RouteDef[] = [
  staticRoute(paths.home, lazyComponent(() => import('#src/pages/home/HomePage')), {
    title: `${site.brand}: Your Ultimate Festival Adventure`,
    description: 'Plan, pack and party: festival guides, a gear checklist, travel deals, a festival calendar and map.',
  }),
  staticRoute(paths.calendar, lazyComponent(() => import('#src/pages/calendar/CalendarPage')), {
    title: title('Global Festival Calendar'),
    description: 'Upcoming music festivals around the world, filtered by country and genre, with dates, tickets and guides.',
  }),
  staticRoute(paths.map, lazyComponent(() => import('#src/pages/map/MapPage')), {
    title: title('Interactive Festival Map'),
    description: 'Find festivals on a world map, pin your spot, see nearby attractions and get directions.',
  }),
  staticRoute(paths.gear, lazyComponent(() => import('#src/pages/gear/GearPage')), {
    title: title('The Ultimate Festival Gear Checklist'),
    description: 'Everything to pack for a festival: camping, clothing, tech, hydration, personal care and rave accessories.',
  }),
  staticRoute(paths.guides, lazyComponent(() => import('#src/pages/guides/GuidesPage')), {
    title: title('Festival Guides'),
    description: 'Guides to the world’s best music festivals: getting there, where to stay, what to pack and how to survive.',
  }),
  route({
    path: routePatterns.guide,
    // Every guide's page comes with its region's guides, so resolve picks it; this one stands for them in the table.
    page: guidePages.europe,
    resolve: ({ slug }) => {
      const festival = slug === undefined ? undefined : findFestivalBySlug(slug);
      const region = slug === undefined ? undefined : guideRegionOf(slug);
      if (!slug || !festival || !region) return undefined;
      return {
        page: guidePages[region],
        props: { festival, slug },
        head: {
          title: title(`${festival.name} Guide`),
          description: `${festival.name} in ${festival.location.city}, ${festival.location.country}: travel, accommodation, packing and survival tips.`,
        },
      };
    },
  }),
  staticRoute(paths.travel, lazyComponent(() => import('#src/pages/travel/TravelPage')), {
    title: title('Festival Travel Deals'),
    description: 'Flights, hotels, trains, insurance, car hire, travel cards and currency for your festival trip.',
  }),
  staticRoute(paths.community, lazyComponent(() => import('#src/pages/community/CommunityPage')), {
    title: title('Community'),
    description: 'Join the tribe: meet other festival-goers and sign up for early access to new features.',
  }),
  staticRoute(paths.legal, lazyComponent(() => import('#src/pages/legal/LegalPage')), {
    title: title('Legal'),
    description: 'Affiliate disclosure, privacy policy, cookie policy and terms & conditions of Festival Compass.',
  }),
  staticRoute(paths.auth, lazyComponent(() => import('#src/pages/auth/AuthPage')), {
    title: title('Login / Sign Up'),
    description: 'Login or create a Festival Compass account to see your map.',
  }),
  // Its content is the plan in the link's fragment, different for every visitor: nothing to index.
  staticRoute(paths.sharedPlan, lazyComponent(() => import('#src/pages/shared-plan/SharedPlanPage')), {
    title: title('Plan shared with you'),
    description: 'A festival plan a friend shared with you: their festivals with dates, and a meeting point with directions.',
    noindex: true,
  }),
  // Its content depends on the token in the link of an email: nothing to index.
  staticRoute(paths.newsletter, lazyComponent(() => import('#src/pages/newsletter/NewsletterPage')), {
    title: title('Your email sign-up'),
    description: 'Confirm your Festival Compass sign-up or unsubscribe, from the link in one of our emails.',
    noindex: true,
  }),
];
