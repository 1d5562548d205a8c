// The offline service worker, bundled on its own by scripts/serviceWorker.mjs, which writes the
// list of files to precache in place of `self.__WB_MANIFEST` (docs/decisions/014).
// - Every prerendered page, chunk, stylesheet and image is precached at install, so the whole
//   site works offline after one visit.
// - Navigations go to the network first; when it fails or is slow, the precached copy of the page
//   (or the 404 page) is served. Navigations never fill a cache of their own: the offline copy is
//   always the one built with the code the worker precached.
// - Nothing from another origin is routed: the Maps script, the map tiles, Perplexity and the
//   auth service always go to the network and are never cached (Google's terms forbid caching).
// - A new version waits until the visitor accepts the reload the page offers.
import { clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { NavigationRoute, registerRoute } from 'workbox-routing';
import { NetworkFirst } from 'workbox-strategies';
import { precachedPage } from './precachedPage';

/**
 * The worker's global scope, as far as this file uses it (the WebWorker types would clash with the
 * DOM types the rest of the project is checked with).
 */
declare const self: {
  __WB_MANIFEST: (string | PrecacheEntry)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'message', listener: (event: MessageEvent<unknown>) => void): void;
};

/** How long a navigation waits for the network before the precached page is served. */
const NETWORK_TIMEOUT_SECONDS = 3;

const notFoundPage = '/404.html';

/** The message workbox-window's `messageSkipWaiting()` sends when the visitor accepts the reload. */
const isSkipWaiting = (data: unknown) => typeof data === 'object' && data !== null && 'type' in data && data.type === 'SKIP_WAITING';

/** The precached 404 page, with the status a host would give it. */
async function notFound(): Promise<Response | undefined> {
  const page = await matchPrecache(notFoundPage);
  return page && new Response(page.body, { status: 404, headers: page.headers });
}

const offlineCopyFromPrecache: WorkboxPlugin = {
  cacheWillUpdate: async () => null,
  cachedResponseWillBeUsed: async ({ request }) => (await matchPrecache(precachedPage(request.url))) ?? notFound(),
};

// Registered before the precache's own route, so that navigations reach the network first.
registerRoute(
  new NavigationRoute(new NetworkFirst({ networkTimeoutSeconds: NETWORK_TIMEOUT_SECONDS, plugins: [offlineCopyFromPrecache] })),
);
precacheAndRoute(self.__WB_MANIFEST);
cleanupOutdatedCaches();
clientsClaim();

self.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
});
