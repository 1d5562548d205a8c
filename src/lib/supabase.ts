import type { SupabaseClient } from '@supabase/supabase-js';
import { DEMO_SUPABASE } from '#content/services';
import { announceAuthChange } from './authChanges';
import { fetchWithDeadline, serviceDeadlineMs } from './deadlineFetch';
import { env, type Env } from './env';
import { authSessionStorage, storageKeys } from './storage';

export const notConfiguredMessage = 'Accounts are not available yet: this site has no sign-in service configured.';

/** The hosted auth service this build talks to: the configured project, the demo stand-in, or none. */
export function supabaseSettings(config: Env): Env['supabase'] {
  if (config.supabase) return config.supabase;
  return config.isDemo ? DEMO_SUPABASE : undefined;
}

let client: Promise<SupabaseClient> | undefined;

/**
 * The one supabase-js client of the app, created on first use. supabase-js is loaded here by a
 * dynamic import, so it is never part of a page that does not ask for it. The session persists
 * in localStorage, through storage.ts like every stored value, and supabase-js refreshes it
 * itself; the header hears of each change through authChanges.ts. Every call it makes gives up
 * after 15 s.
 */
export function getSupabase(): Promise<SupabaseClient> {
  const settings = supabaseSettings(env);
  if (!settings) return Promise.reject(new Error(notConfiguredMessage));
  client ??= import('@supabase/supabase-js').then(
    ({ createClient }) => {
      const supabase = createClient(settings.url, settings.publishableKey, {
        auth: {
          storageKey: storageKeys.authSession,
          storage: authSessionStorage,
          persistSession: true,
          autoRefreshToken: true,
          // Confirmation links come back to /auth with a code that the page exchanges itself.
          flowType: 'pkce',
          detectSessionInUrl: false,
        },
        global: { fetch: fetchWithDeadline(serviceDeadlineMs) },
      });
      supabase.auth.onAuthStateChange(announceAuthChange);
      return supabase;
    },
    (error: unknown) => {
      client = undefined;
      throw error;
    },
  );
  return client;
}
