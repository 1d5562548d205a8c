import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { announceDemoMode } from './mocks/announceDemoMode.ts';
import { serveDemoGoogleMaps } from './mocks/google-maps/devServer.ts';
import { appChunk } from './scripts/appChunk.mjs';
import { SITE_ORIGIN_VARIABLES, siteOriginFor } from './scripts/siteOrigin.mjs';

/** The MSW worker serves demo mode and tests only; a production build never ships it. */
function dropMockWorkerFromBuild(): Plugin {
  let outDir = 'dist';
  return {
    name: 'festival-compass:drop-mock-worker',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await rm(resolve(outDir, 'mockServiceWorker.js'), { force: true });
    },
  };
}

/**
 * Defines `SITE_ORIGIN`, the site's address (content/site.ts): `SITE_URL` or Vercel's production
 * domain in a production build, the local origin in development and the test modes.
 */
function defineSiteOrigin(): Plugin {
  return {
    name: 'festival-compass:site-origin',
    config(config, { mode }) {
      const result = siteOriginFor(mode, loadEnv(mode, config.root ?? process.cwd(), SITE_ORIGIN_VARIABLES));
      if ('problem' in result) throw new Error(result.problem);
      return { define: { SITE_ORIGIN: JSON.stringify(result.origin) } };
    },
  };
}

/** V8's explicit compile hint (decision 051), read only as a file's first token. */
const COMPILE_HINT = '//# allFunctionsCalledOnLoad';

/**
 * Puts the compile hint first in every chunk, so the browser compiles all of a chunk's functions as
 * it loads the file, off the main thread while the file streams, instead of each one on the main
 * thread the first time it runs, which for a menu's, a dialog's or a handler's code was inside the
 * visitor's first press. It runs last: after minification, which drops comments, and after Vite
 * writes its preload list (`__vite__mapDeps`) at the top of a chunk that imports lazily.
 */
function compileHintFirst(): Plugin {
  return {
    name: 'festival-compass:compile-hint-first',
    // The browser's chunks only: the server entry that prerenders the pages runs in Node.
    apply: (_config, { command, isSsrBuild }) => command === 'build' && !isSsrBuild,
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        for (const file of Object.values(bundle)) {
          if (file.type === 'chunk') file.code = `${COMPILE_HINT}\n${file.code}`;
        }
      },
    },
  };
}

const app = appChunk({ root: import.meta.dirname, entry: 'src/app/entry-client.tsx', boot: 'src/app/boot.ts' });

export default defineConfig({
  plugins: [app.plugin, react(), vanillaExtractPlugin(), defineSiteOrigin(), dropMockWorkerFromBuild(), serveDemoGoogleMaps(), announceDemoMode(), compileHintFirst()],
  build: {
    target: 'es2022',
    // One stylesheet, linked from every prerendered page, so pages read well before any script runs.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // The client entry's static modules, React and XState among them, form one chunk (scripts/appChunk.mjs).
        codeSplitting: { includeDependenciesRecursively: false, groups: [app.group] },
      },
    },
  },
  // A separate cache lets several test runs share one checkout without re-optimising each other's deps.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  server: { port: 5173 },
  preview: { port: 4173 },
});
