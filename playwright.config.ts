import { defineConfig } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';

const port = Number(process.env.E2E_PORT ?? 4173);
/** The prerendered build under test (npm run build writes dist/). */
export const buildDir = process.env.BUILD_OUT_DIR ?? 'dist';
/** Where `npm start` serves the demo for the demo checks (tests/demo). */
const demoPort = Number(process.env.DEMO_PORT ?? 5183);

export default defineConfig({
  testDir: 'tests',
  testMatch: '**/*.spec.ts',
  fullyParallel: true,
  workers: 2,
  retries: process.env.CI ? 1 : 0,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  timeout: 60_000,
  expect: { timeout: 10_000 },
  use: {
    baseURL: `http://localhost:${port}`,
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
    trace: 'retain-on-failure',
  },
  projects: [
    { name: 'build', testIgnore: 'demo/**' },
    // The demo as `npm start` serves it with nothing configured: the development server in demo mode.
    { name: 'demo', testDir: 'tests/demo', use: { baseURL: `http://localhost:${demoPort}` } },
  ],
  webServer: [
    {
      command: `node scripts/serve.mjs --port ${port} --dir ${buildDir}`,
      url: `http://localhost:${port}/`,
      reuseExistingServer: false,
      timeout: 60_000,
    },
    {
      command: `npm start -- --port ${demoPort} --strictPort`,
      url: `http://localhost:${demoPort}/`,
      reuseExistingServer: false,
      timeout: 120_000,
    },
  ],
});
