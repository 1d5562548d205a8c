import { festivals, festivalSlug } from '#content/festivals';
import { paths } from '#src/lib/paths';
import { routes } from './routes';

/** Every path the build writes as HTML: each static route and each festival guide. */
export function prerenderPaths(): string[] {
  const staticPaths = routes.map((route) => route.path).filter((path) => !path.includes(':'));
  return [...staticPaths, ...festivals.map((festival) => paths.guide(festivalSlug(festival)))];
}
