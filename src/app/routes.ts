import { findFestivalBySlug } from '../../content/festivals';
import { site } from '../../content/site';
import { paths } from '../lib/paths';
import { lazyPage, type LazyPage } from './lazyPage';

export type Head = { title: string; description: string };

type GuideParams = { slug: string };

export type RouteDef = {
  path: string;
  page: LazyPage<{ params: GuideParams }> | LazyPage;
  head: (params: Record<string, string | undefined>) => Head;
};

const title = (name: string) => `${name} | ${site.brand}`;

export const notFoundPage = lazyPage(() => import('../pages/not-found/NotFoundPage'));

export const notFoundHead: Head = {
  title: title('Page not found'),
  description: 'That page does not exist. Head back to Festival Compass to plan, pack and party.',
};

/** One lazy route table: every page is its own chunk. */
export const routes: RouteDef[] = [
  {
    path: paths.home,
    page: lazyPage(() => import('../pages/home/HomePage')),
    head: () => ({
      title: `${site.brand}: Your Ultimate Festival Adventure`,
      description: 'Plan, pack and party: festival guides, a gear checklist, travel deals, a festival calendar and map.',
    }),
  },
  {
    path: paths.calendar,
    page: lazyPage(() => import('../pages/calendar/CalendarPage')),
    head: () => ({
      title: title('Global Festival Calendar'),
      description: 'Upcoming music festivals around the world, filtered by country and genre, with dates, tickets and guides.',
    }),
  },
  {
    path: paths.map,
    page: lazyPage(() => import('../pages/map/MapPage')),
    head: () => ({
      title: title('Interactive Festival Map'),
      description: 'Find festivals on a world map, pin your spot, see nearby attractions and get directions.',
    }),
  },
  {
    path: paths.gear,
    page: lazyPage(() => import('../pages/gear/GearPage')),
    head: () => ({
      title: title('The Ultimate Festival Gear Checklist'),
      description: 'Everything to pack for a festival: camping, clothing, tech, hydration, personal care and rave accessories.',
    }),
  },
  {
    path: paths.guides,
    page: lazyPage(() => import('../pages/guides/GuidesPage')),
    head: () => ({
      title: title('Festival Guides'),
      description: 'Guides to the world’s best music festivals: getting there, where to stay, what to pack and how to survive.',
    }),
  },
  {
    path: '/festival-guides/:slug',
    page: lazyPage<{ params: GuideParams }>(() => import('../pages/guides/GuidePage')),
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
    page: lazyPage(() => import('../pages/travel/TravelPage')),
    head: () => ({
      title: title('Festival Travel Deals'),
      description: 'Flights, hotels, trains, insurance, car hire, travel cards and currency for your festival trip.',
    }),
  },
  {
    path: paths.community,
    page: lazyPage(() => import('../pages/community/CommunityPage')),
    head: () => ({
      title: title('Community'),
      description: 'Join the tribe: meet other festival-goers and sign up for early access to new features.',
    }),
  },
  {
    path: paths.legal,
    page: lazyPage(() => import('../pages/legal/LegalPage')),
    head: () => ({
      title: title('Legal'),
      description: 'Affiliate disclosure, privacy policy, cookie policy and terms & conditions of Festival Compass.',
    }),
  },
  {
    path: paths.auth,
    page: lazyPage(() => import('../pages/auth/AuthPage')),
    head: () => ({
      title: title('Login or Sign Up'),
      description: 'Log in or create a Festival Compass account to see your map.',
    }),
  },
];
