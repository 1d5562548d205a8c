import { rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { announceDemoMode } from './mocks/announceDemoMode.ts';
import { serveDemoGoogleMaps } from './mocks/google-maps/devServer.ts';

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

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), dropMockWorkerFromBuild(), serveDemoGoogleMaps(), announceDemoMode()],
  build: {
    target: 'es2022',
    // One stylesheet, linked from every prerendered page, so pages read well before any script runs.
    cssCodeSplit: false,
  },
  // A separate cache lets several test runs share one checkout without re-optimising each other's deps.
  cacheDir: process.env.VITE_CACHE_DIR ?? 'node_modules/.vite',
  server: { port: 5173 },
  preview: { port: 4173 },
});
