import { findFestivalBySlug } from '../../content/festivals';
import { site } from '../../content/site';
import { paths } from '../lib/paths';
import { lazyComponent, type LazyComponent } from '../lib/lazyComponent';

export type Head = { title: string; description: string };

type GuideParams = { slug: string };

export type RouteDef = {
  path: string;
  page: LazyComponent<{ params: GuideParams }> | LazyComponent;
  head: (params: Record<string, string | undefined>) => Head;
};

const title = (name: string) => `${name} | ${site.brand}`;

export const notFoundPage = lazyComponent(() => import('../pages/not-found/NotFoundPage'));

export const notFoundHead: Head = {
  title: title('Page not found'),
  description: 'That page does not exist. Head back to Festival Compass to plan, pack and party.',
};

/** One lazy route table: every page is its own chunk. */
export const routes: RouteDef[] = [
  {
    path: paths.home,
    page: lazyComponent(() => import('../pages/home/HomePage')),
    head: () => ({
      title: `${site.brand}: Your Ultimate Festival Adventure`,
      description: 'Plan, pack and party: festival guides, a gear checklist, travel deals, a festival calendar and map.',
    }),
  },
  {
    path: paths.calendar,
    page: lazyComponent(() => import('../pages/calendar/CalendarPage')),
    head: () => ({
      title: title('Global Festival Calendar'),
      description: 'Upcoming music festivals around the world, filtered by country and genre, with dates, tickets and guides.',
    }),
  },
  {
    path: paths.map,
    page: lazyComponent(() => import('../pages/map/MapPage')),
    head: () => ({
      title: title('Interactive Festival Map'),
      description: 'Find festivals on a world map, pin your spot, see nearby attractions and get directions.',
    }),
  },
  {
    path: paths.gear,
    page: lazyComponent(() => import('../pages/gear/GearPage')),
    head: () => ({
      title: title('The Ultimate Festival Gear Checklist'),
      description: 'Everything to pack for a festival: camping, clothing, tech, hydration, personal care and rave accessories.',
    }),
  },
  {
    path: paths.guides,
    page: lazyComponent(() => import('../pages/guides/GuidesPage')),
    head: () => ({
      title: title('Festival Guides'),
      description: 'Guides to the world’s best music festivals: getting there, where to stay, what to pack and how to survive.',
    }),
  },
  {
    path: '/festival-guides/:slug',
    page: lazyComponent<{ params: GuideParams }>(() => import('../pages/guides/GuidePage')),
    head: ({ slug }) => {
      const festival = slug ? findFestivalBySlug(slug) : undefined;
      if (!festival) return notFoundHead;
      return {
        title: title(`${festival.name} Guide`),
        description: `${festival.name} in ${festival.location.city}, ${festival.location.country}: travel, accommodation, packing and survival tips.`,
      };
    },
  },
  {
    path: paths.travel,
    page: lazyComponent(() => import('../pages/travel/TravelPage')),
    head: () => ({
      title: title('Festival Travel Deals'),
      description: 'Flights, hotels, trains, insurance, car hire, travel cards and currency for your festival trip.',
    }),
  },
  {
    path: paths.community,
    page: lazyComponent(() => import('../pages/community/CommunityPage')),
    head: () => ({
      title: title('Community'),
      description: 'Join the tribe: meet other festival-goers and sign up for early access to new features.',
    }),
  },
  {
    path: paths.legal,
    page: lazyComponent(() => import('../pages/legal/LegalPage')),
    head: () => ({
      title: title('Legal'),
      description: 'Affiliate disclosure, privacy policy, cookie policy and terms & conditions of Festival Compass.',
    }),
  },
  {
    path: paths.auth,
    page: lazyComponent(() => import('../pages/auth/AuthPage')),
    head: () => ({
      title: title('Login or Sign Up'),
      description: 'Log in or create a Festival Compass account to see your map.',
    }),
  },
];
