import type { Plugin } from 'vite';

type Env = Record<string, string | undefined>;

const filled = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/**
 * The services `npm start` simulates with this configuration, decided as the app decides
 * (src/lib/env.ts, the map page): Supabase and Perplexity without a Supabase project (an http(s)
 * URL and a key), Google Maps without a Maps key.
 */
export function simulatedServices(env: Env): string[] {
  const url = filled(env.VITE_SUPABASE_URL);
  const httpUrl = url !== undefined && URL.canParse(url) && /^https?:$/.test(new URL(url).protocol);
  const hasProject = httpUrl && (filled(env.VITE_SUPABASE_PUBLISHABLE_KEY) ?? filled(env.VITE_SUPABASE_ANON_KEY)) !== undefined;
  return [...(hasProject ? [] : ['Supabase (accounts, synced plans)', 'Perplexity (the chat)']), ...(filled(env.VITE_GOOGLE_MAPS_API_KEY) ? [] : ['Google Maps'])];
}

/** The one line `npm start` prints, or nothing when every service is real. */
export function demoModeLine(env: Env): string | undefined {
  const services = simulatedServices(env);
  if (services.length === 0) return undefined;
  const list = services.length < 2 ? services.join('') : `${services.slice(0, -1).join(', ')} and ${services.at(-1)}`;
  return `  Demo mode: ${list} ${services.length === 1 ? 'is' : 'are'} simulated; README.md, "Demo mode", explains it.`;
}

/** Prints which services are simulated, right under the addresses the development server prints. */
export function announceDemoMode(): Plugin {
  return {
    name: 'festival-compass:announce-demo-mode',
    apply: 'serve',
    configureServer(server) {
      const line = demoModeLine(server.config.env);
      if (!line) return;
      const printUrls = server.printUrls.bind(server);
      server.printUrls = () => {
        printUrls();
        server.config.logger.info(line);
      };
    },
  };
}
