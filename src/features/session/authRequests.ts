import type { EmailConfirmation, LoginCredentials, SignUpDetails } from '#machines/auth.machine';
import { announceAuthChange } from '#src/lib/authChanges';
import { paths } from '#src/lib/paths';
import { remove, storageKeys } from '#src/lib/storage';
import { getSupabase } from '#src/lib/supabase';

/** Where the links in confirmation emails lead: this site's account page, which exchanges their code. */
const confirmationTarget = () => new URL(paths.auth, location.origin).href;

/** The account requests, through the app's one supabase-js client; a failure is thrown. */
export async function logIn(credentials: LoginCredentials): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithPassword(credentials);
  if (error) throw error;
}

/** Sign-up with email confirmation: the role is stored as user metadata. */
export async function signUp({ email, password, role }: SignUpDetails): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signUp({ email, password, options: { data: { role }, emailRedirectTo: confirmationTarget() } });
  if (error) throw error;
}

const exchanges = new Map<string, Promise<EmailConfirmation>>();

/**
 * Exchanges the code of a confirmation link for a session. A code works once, so it is sent once
 * however often it is asked for (React's strict mode runs a page's effects twice). Without the
 * code verifier of this browser the address is confirmed all the same, but there is no session.
 */
export function confirmEmail(code: string): Promise<EmailConfirmation> {
  const known = exchanges.get(code);
  if (known) return known;
  const exchange = getSupabase().then(async (supabase): Promise<EmailConfirmation> => {
    const { error } = await supabase.auth.exchangeCodeForSession(code);
    if (error?.code === 'pkce_code_verifier_not_found') return 'confirmedElsewhere';
    if (error) throw error;
    return 'signedIn';
  });
  exchanges.set(code, exchange);
  return exchange;
}

/** Sends a new confirmation link to `email`. */
export async function resendConfirmation(email: string): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.resend({ type: 'signup', email, options: { emailRedirectTo: confirmationTarget() } });
  if (error) throw error;
}

/**
 * Starts the client for a stored session, which supabase-js refreshes when it is due. A refresh
 * that got no answer (or no connection) is thrown; one the service refused ends the session, and
 * the header shows that by itself.
 */
export async function resumeSession(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.getSession();
  if (error?.name === 'AuthRetryableFetchError') throw error;
}

/**
 * Signs out everywhere through the service. When that fails (offline, no answer in time, the
 * service down, or its code not loaded), the session is still removed from this browser, as
 * supabase-js's own local sign-out would do after reaching the service: a visitor who signs out
 * is signed out here whatever the network does.
 */
export async function signOut(): Promise<void> {
  try {
    const supabase = await getSupabase();
    const { error } = await supabase.auth.signOut();
    if (!error) return;
    console.warn('The account service did not end the session: it is removed from this browser only.', error);
  } catch (error) {
    console.warn('The account service could not be reached: the session is removed from this browser only.', error);
  }
  remove(storageKeys.authSession);
  remove(storageKeys.authCodeVerifier);
  announceAuthChange();
}
