// The offline service worker: src/app/offline/serviceWorker.ts bundled on its own (no module
// imports in a worker), then workbox-build's injectManifest writes into it the list of files to
// precache and saves it as sw.js at the root of the build. It runs after the pages are
// prerendered, so the precache holds the HTML that is served (docs/decisions/014).
import { rm } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'vite';
import { getManifest, injectManifest } from 'workbox-build';
import { budgets } from './budgets.mjs';

const root = fileURLToPath(new URL('..', import.meta.url));
const workerSource = join(root, 'src/app/offline/serviceWorker.ts');

/** What is precached: every page, chunk, stylesheet, image, icon and the web app manifest. */
const precacheFiles = (dist) => ({
  globDirectory: dist,
  globPatterns: ['**/*.{html,js,css,svg,png,webmanifest}'],
  globIgnores: ['sw.js'],
  // Built chunks carry a content hash in their names; other files get a revision.
  dontCacheBustURLsMatching: /^assets\//,
  // No one file may be larger than the whole precache's budget (which the bench checks).
  maximumFileSizeToCacheInBytes: budgets.precacheBytes.limit,
});

/** Bundles the worker into `dist/sw.js` with its precache list; resolves with the list's size. */
export async function buildServiceWorker({ dist }) {
  const bundleDir = `${dist}-sw`;
  await build({
    configFile: false,
    root,
    logLevel: 'warn',
    publicDir: false,
    // Workbox reads it to drop its development logging.
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    build: {
      outDir: bundleDir,
      emptyOutDir: true,
      target: 'es2022',
      lib: { entry: workerSource, formats: ['iife'], name: 'serviceWorker', fileName: () => 'sw.js' },
    },
  });
  try {
    const { count, size, warnings } = await injectManifest({ swSrc: join(bundleDir, 'sw.js'), swDest: join(dist, 'sw.js'), ...precacheFiles(dist) });
    if (warnings.length) throw new Error(`The service worker's precache is incomplete:\n${warnings.join('\n')}`);
    return { count, size };
  } finally {
    await rm(bundleDir, { recursive: true, force: true });
  }
}

/** The bytes the precache of a build holds, counted as the worker's precache list counts them. */
export async function precacheSize(dist) {
  const { size } = await getManifest(precacheFiles(dist));
  return size;
}
