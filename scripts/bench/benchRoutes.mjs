import { projectModule } from './projectModule.mjs';

/**
 * The addresses the Lighthouse part measures: one per route of the app's route table
 * (src/app/routes.ts) that search engines index, each static page and the first festival's guide
 * for the guides' pattern.
 * @returns {Promise<string[]>}
 */
export async function benchRoutes() {
  const [{ sitemapPaths }, { matchPage }] = await Promise.all([projectModule('/src/app/prerenderPaths.ts'), projectModule('/src/app/matchPage.ts')]);
  /** @type {Map<string, string>} */
  const byRoute = new Map();
  for (const path of sitemapPaths()) {
    const { key } = matchPage(path);
    if (!byRoute.has(key)) byRoute.set(key, path);
  }
  return [...byRoute.values()];
}
