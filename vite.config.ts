import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { announceDemoMode } from './mocks/announceDemoMode.ts';
import { serveDemoGoogleMaps } from './mocks/google-maps/devServer.ts';
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

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), defineSiteOrigin(), dropMockWorkerFromBuild(), serveDemoGoogleMaps(), announceDemoMode()],
  build: {
    target: 'es2022',
    // One stylesheet, linked from every prerendered page, so pages read well before any script runs.
    cssCodeSplit: false,
    rolldownOptions: {
      output: {
        // XState and its React bindings (with the React they import) travel as one chunk: left to the
        // bundler's own split, the home page's first visit loaded the two as separate chunks, a kilobyte heavier.
        codeSplitting: { groups: [{ name: 'xstate-react', test: /node_modules[\\/](xstate|@xstate[\\/]react)[\\/]/ }] },
      },
    },
  },
  // A separate cache lets several test runs share one checkout without re-optimising each other's deps.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  server: { port: 5173 },
  preview: { port: 4173 },
});
