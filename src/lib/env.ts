import { DEMO_MAP_ID } from '#content/services';

/** Placeholder shipped in `.env.example`; seeing it means the Maps key was never filled in. */
export const MAPS_KEY_PLACEHOLDER = 'YOUR_GOOGLE_MAPS_API_KEY';

export type Env = {
  googleMapsApiKey: string | undefined;
  /** The map ID advanced markers need: the configured cloud map ID, else Google's `DEMO_MAP_ID`. */
  googleMapsMapId: string;
  /** The Supabase project, with its publishable key (`sb_publishable_…`) or its legacy anon key. */
  supabase: { url: string; publishableKey: string } | undefined;
  isDev: boolean;
  /** Development without a hosted auth service: MSW stands in for Supabase and Perplexity. */
  isDemo: boolean;
  /**
   * Whether the offline service worker is registered: never in development, always in a
   * production build, and in the end-to-end build (`VITE_SERVICE_WORKER=on-request`) only for a
   * test that asks for it.
   */
  serviceWorker: 'off' | 'on' | 'on-request';
};

function text(value: unknown): string | undefined {
  return typeof value === 'string' && value.trim() ? value.trim() : undefined;
}

function httpUrl(value: unknown): string | undefined {
  const candidate = text(value);
  if (!candidate || !URL.canParse(candidate)) return undefined;
  return /^https?:$/.test(new URL(candidate).protocol) ? candidate : undefined;
}

/**
 * Reads the build-time configuration once. Hand-written rather than a zod schema: this runs
 * in the entry chunk of every page, and zod would add 24 KB (gzip) to it (docs/decisions).
 */
export function parseEnv(raw: Record<string, unknown>): Env {
  const url = httpUrl(raw.VITE_SUPABASE_URL);
  const publishableKey = text(raw.VITE_SUPABASE_PUBLISHABLE_KEY) ?? text(raw.VITE_SUPABASE_ANON_KEY);
  const supabase = url && publishableKey ? { url, publishableKey } : undefined;
  const isDev = raw.DEV === true;
  return {
    googleMapsApiKey: text(raw.VITE_GOOGLE_MAPS_API_KEY),
    googleMapsMapId: text(raw.VITE_GOOGLE_MAPS_MAP_ID) ?? DEMO_MAP_ID,
    supabase,
    isDev,
    isDemo: isDev && !supabase,
    serviceWorker: isDev ? 'off' : raw.VITE_SERVICE_WORKER === 'on-request' ? 'on-request' : 'on',
  };
}

export const env: Env = parseEnv(import.meta.env);
