// @ts-check
/**
 * The services the site calls, by address: the one place they are written down. The app, the
 * mocks that stand in for them and the Content-Security-Policy (scripts/securityPolicy.mjs) all
 * read them here, so the policy cannot name another host than the code calls. Plain JavaScript,
 * so the build scripts read it in Node without a compile step (decision 015).
 */

/** Perplexity's API, asked by the chat assistant. */
export const PERPLEXITY_ORIGIN = 'https://api.perplexity.ai';

/** The Agent API; the chat completions API it replaced was supported until 2026-09-27. */
export const PERPLEXITY_AGENT_URL = `${PERPLEXITY_ORIGIN}/v1/agent`;

/** Demo mode's stand-in auth service: no such host exists; the MSW handlers answer it in the browser. */
export const DEMO_SUPABASE = Object.freeze({ url: 'https://demo.supabase.invalid', publishableKey: 'sb_publishable_demo' });

/** The Maps JavaScript API's script. */
export const MAPS_SCRIPT_URL = 'https://maps.googleapis.com/maps/api/js';

/**
 * The hosts the Maps JavaScript API and the fonts it loads are served from, by what the page
 * fetches from them, after Google's "Content Security Policy Guide" for the API and its "List of
 * Google Maps Domains".
 */
export const GOOGLE_MAPS_HOSTS = Object.freeze({
  script: [new URL(MAPS_SCRIPT_URL).origin, 'https://maps.gstatic.com'],
  img: ['https://*.googleapis.com', 'https://*.gstatic.com', 'https://*.google.com', 'https://*.googleusercontent.com'],
  // Google's sample allows https://*.googleapis.com, *.google.com and https://*.gstatic.com; only
  // these hosts of those serve what this map fetches. The *.google.com hosts serve satellite,
  // aerial and Street View imagery, which this map never shows (it has no map-type or Street
  // View control).
  connect: [
    // The API's bootstrap and its services, the map tiles and the map styles.
    'https://maps.googleapis.com',
    // Named beside maps.googleapis.com for the bootstrap and the map tiles.
    'https://mapsresources-pa.googleapis.com',
    // The API's static dependencies.
    'https://maps.gstatic.com',
    // The API's load-time reports to Google.
    'https://csi.gstatic.com',
    // As in Google's sample: content the page itself holds, never another host.
    'data:',
    'blob:',
  ],
  /** Google Fonts, which the map's info windows and controls load. */
  font: ['https://fonts.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
});

/** Google's map ID for development and demos: advanced markers work on it, cloud styling does not. */
export const DEMO_MAP_ID = 'DEMO_MAP_ID';

/** Where the development server serves the fake `google.maps` of the demo map (mocks/google-maps/devServer.ts). */
export const DEMO_MAPS_SCRIPT_PATH = '/__demo/google-maps.js';

/**
 * The origins the page fetches from besides its own and the map's: Perplexity, and the
 * configured Supabase project (whose URL is build configuration, `VITE_SUPABASE_URL`).
 * @param {{ supabaseUrl?: string | undefined }} config
 */
export function serviceOrigins({ supabaseUrl }) {
  return [PERPLEXITY_ORIGIN, ...(supabaseUrl ? [new URL(supabaseUrl).origin] : [])];
}
