// The kill switch of the offline service worker: `node scripts/retireServiceWorker.mjs [dist]`,
// run after `npm run build`, replaces the build's sw.js with a worker that retires itself. Deployed,
// every browser that checks for a new worker (on each visit; /sw.js is sent with
// Cache-Control: no-cache) installs it at once; it deletes the site's caches, unregisters, and
// reloads the open pages, which then come from the network with no worker.
import { writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

export const retiringWorker = `// Retires the site's service worker: clears its caches, unregisters, reloads the open pages.
self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      await Promise.all((await caches.keys()).map((name) => caches.delete(name)));
      await self.registration.unregister();
      const pages = await self.clients.matchAll({ type: 'window' });
      await Promise.all(pages.map((page) => page.navigate(page.url).catch(() => undefined)));
    })(),
  );
});
`;

/** Writes the retiring worker as `sw.js` into the build folder `dist`. */
export async function retireServiceWorker(dist) {
  await writeFile(join(dist, 'sw.js'), retiringWorker);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const dist = resolve(process.argv[2] ?? 'dist');
  await retireServiceWorker(dist);
  console.log(`${join(dist, 'sw.js')} now retires the service worker of every browser that checks for a new one.`);
}
