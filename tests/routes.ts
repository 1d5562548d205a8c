import { festivals } from '../content/festivals';
import { matchPage } from '../src/app/matchPage';
import { prerenderPaths, sitemapPaths } from '../src/app/prerenderPaths';
import { paths as sitePaths } from '../src/lib/paths';

/** The heading each static page opens with: what the specs expect to see there. */
const headings: Record<string, string> = {
  '/': 'Your Ultimate Festival Adventure',
  '/festival-calendar': 'Global Festival Calendar',
  '/festival-map': 'Interactive Festival Map',
  '/gear-checklists': 'The Ultimate Festival Gear Checklist',
  '/festival-guides': 'Festival Guides',
  '/travel-deals': 'Travel Deals',
  '/community': 'Join the Tribe',
  '/legal': 'Legal',
  '/auth': 'Login / Sign Up',
  '/shared-plan': 'Plan shared with you',
  '/newsletter': 'Your email sign-up',
};

/** Every path the build prerenders, from the app's route table (src/app/routes.ts). */
const paths = prerenderPaths();

/** Every static route with the heading its page opens with: the prerendered paths that are their route's own pattern. */
export const staticRoutes = paths
  .filter((path) => matchPage(path).key === path)
  .map((path) => {
    const heading = headings[path];
    if (!heading) throw new Error(`The route table has ${path}: add the heading its page opens with to tests/routes.ts.`);
    return { path, heading };
  });

/** Routes kept out of search results (noindex) and so out of the sitemap. */
export const unindexedPaths: readonly string[] = paths.filter((path) => !sitemapPaths().includes(path));

export const guideRoutes = festivals.map((festival) => ({
  path: sitePaths.guide(festival.slug),
  heading: `${festival.name} Guide`,
}));

export const allRoutes = [...staticRoutes, ...guideRoutes];
