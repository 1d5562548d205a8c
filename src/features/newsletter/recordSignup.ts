import type { SignupSource } from '#content/newsletter';
import { env } from '#src/lib/env';
import { getSupabase, supabaseSettings } from '#src/lib/supabase';

/** What became of a sign-up: received by the service, not sent for want of a service, or failed. */
export type SignupOutcome = 'recorded' | 'unavailable' | 'failed';

/**
 * Sends a sign-up to the `newsletter` Edge Function through the app's one Supabase client
 * (loaded on the first call), which records it and emails the visitor. It answers the same
 * whether or not the address was already listed, so there is nothing to tell apart here.
 */
export async function recordSignup(email: string, source: SignupSource): Promise<SignupOutcome> {
  if (!supabaseSettings(env)) return 'unavailable';
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.functions.invoke('newsletter', { body: { email, source } });
    return error ? 'failed' : 'recorded';
  } catch {
    return 'failed';
  }
}
