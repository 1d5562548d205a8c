// The site's own address: the origin of every canonical link, og:url, sitemap.xml and robots.txt
// entry, and of the calendar files' links and UIDs. Read by vite.config.ts (which defines it for
// the code) and by the build, which stops when a production build has none.

/** The local origins of development (the dev server), the unit tests and the end-to-end build (the preview server). */
export const LOCAL_ORIGINS = Object.freeze({
  development: 'http://localhost:5173',
  test: 'http://localhost:5173',
  e2e: 'http://localhost:4173',
});

/** The variables the site's address is read from, in order. */
export const SITE_ORIGIN_VARIABLES = ['SITE_URL', 'VERCEL_PROJECT_PRODUCTION_URL'];

const loopbackHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * The origin of `value` when it is one a site can be served from: `https:`, or `http:` on this
 * machine (a local build); a path of `/` at most, no query or fragment.
 * @param {string} value
 */
function originOf(value) {
  if (!URL.canParse(value)) return undefined;
  const url = new URL(value);
  const secure = url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname));
  if (!secure || url.pathname !== '/' || url.search || url.hash || url.username || url.password) return undefined;
  return url.origin;
}

/**
 * The site's origin for a build in `mode`: the local origin of development and the test modes;
 * otherwise `SITE_URL`, or on Vercel the project's production domain.
 * @param {string} mode
 * @param {Record<string, string | undefined>} env
 * @returns {{ origin: string } | { problem: string }}
 */
export function siteOriginFor(mode, env) {
  if (Object.hasOwn(LOCAL_ORIGINS, mode)) return { origin: LOCAL_ORIGINS[/** @type {keyof typeof LOCAL_ORIGINS} */ (mode)] };
  const siteUrl = env.SITE_URL?.trim();
  if (siteUrl) {
    const origin = originOf(siteUrl);
    if (origin) return { origin };
    return {
      problem: `SITE_URL must be the site's https: origin, such as https://festivals.example.org (got ${siteUrl}): no path, query or fragment; http: only for localhost.`,
    };
  }
  const vercelDomain = env.VERCEL_PROJECT_PRODUCTION_URL?.trim();
  if (vercelDomain) {
    const origin = originOf(`https://${vercelDomain}`);
    if (origin) return { origin };
    return { problem: `VERCEL_PROJECT_PRODUCTION_URL is not a domain (got ${vercelDomain}): set SITE_URL to the site's https: origin.` };
  }
  return {
    problem:
      "SITE_URL is not set. A production build writes the site's address into every canonical link, sitemap.xml, robots.txt and calendar file: set SITE_URL to the https: origin the site is served from (such as https://festivals.example.org) in the host's build settings or in .env.local. On Vercel, the project's production domain (VERCEL_PROJECT_PRODUCTION_URL) is used when SITE_URL is not set.",
  };
}
