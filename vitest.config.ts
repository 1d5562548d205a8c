import { playwright } from '@vitest/browser-playwright';
import { defineConfig, mergeConfig } from 'vitest/config';
import viteConfig from './vite.config.ts';
import { chromiumArgs, chromiumPath } from './tests/chromium.ts';

export default mergeConfig(
  viteConfig,
  defineConfig({
    optimizeDeps: {
      include: [
        'react',
        'react-dom',
        'react-dom/client',
        'react-dom/server',
        'react-dom/static',
        'react/jsx-dev-runtime',
        'react/jsx-runtime',
        'vitest-browser-react',
        'wouter',
        'wouter/memory-location',
        '@ariakit/react',
        '@tanstack/react-form',
        '@xstate/react',
        'xstate',
        'sonner',
        'zod',
        'zod/mini',
        'date-fns',
        'react-day-picker',
        'msw',
        'msw/browser',
        '@vis.gl/react-google-maps',
        '@googlemaps/markerclusterer',
        // The demo map's land outlines (mocks/google-maps/landOutlines.ts).
        'topojson-client',
        '@supabase/supabase-js',
      ],
    },
    test: {
      projects: [
        {
          extends: true,
          test: {
            name: 'node',
            environment: 'node',
            include: ['machines/**/*.test.ts', 'content/**/*.test.ts', 'src/**/*.test.ts', 'mocks/**/*.test.ts', 'scripts/**/*.test.ts'],
          },
        },
        {
          // The migrations in supabase/migrations against a throwaway PostgreSQL (decision 022).
          test: {
            name: 'database',
            environment: 'node',
            include: ['supabase/tests/**/*.test.ts'],
            globalSetup: ['supabase/tests/globalSetup.ts'],
          },
        },
        {
          extends: true,
          test: {
            name: 'browser',
            include: ['src/**/*.test.tsx', 'mocks/**/*.test.tsx'],
            setupFiles: ['src/test/setup.ts'],
            // A retried assertion waits up to 5 s, as Playwright's do, not Vitest's 1 s: with both
            // cores running test files side by side, a re-render can take longer than a second.
            expect: { poll: { timeout: 5_000 } },
            browser: {
              enabled: true,
              headless: true,
              screenshotFailures: false,
              instances: [{ browser: 'chromium' }],
              provider: playwright({ launchOptions: { executablePath: chromiumPath, args: chromiumArgs } }),
            },
          },
        },
      ],
    },
  }),
);
