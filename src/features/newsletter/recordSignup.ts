import { env } from '#src/lib/env';
import { getSupabase, supabaseSettings } from '#src/lib/supabase';
import type { SignupSource } from '#content/newsletterEmails';

/** What became of a sign-up: on the list (now or already), not sent for want of a service, or failed. */
export type SignupOutcome = 'recorded' | 'unavailable' | 'failed';

/** PostgreSQL's unique violation: the address is already on this list. */
const ALREADY_ON_THE_LIST = '23505';

/**
 * Adds an address to a list in the `newsletter_signups` table, through the app's one Supabase
 * client (loaded on the first call). Anyone may add a row and nobody may read one back, so
 * nothing is asked back. A repeat is refused with 23505: the visitor is on the list all the same.
 */
export async function recordSignup(email: string, source: SignupSource): Promise<SignupOutcome> {
  if (!supabaseSettings(env)) return 'unavailable';
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.from('newsletter_signups').insert({ email, source });
    return !error || error.code === ALREADY_ON_THE_LIST ? 'recorded' : 'failed';
  } catch {
    return 'failed';
  }
}
