import { festivals } from '#content/festivals';
import { paths } from '#src/lib/paths';
import { matchPage } from './matchPage';
import { routes } from './routes';

/** Every path the build writes as HTML: each static route and each festival guide. */
export function prerenderPaths(): string[] {
  const staticPaths = routes.map((route) => route.path).filter((path) => !path.includes(':'));
  return [...staticPaths, ...festivals.map((festival) => paths.guide(festival.slug))];
}

/** The paths the sitemap lists: every prerendered path but those whose page is noindex. */
export function sitemapPaths(): string[] {
  return prerenderPaths().filter((path) => !matchPage(path).head.noindex);
}
