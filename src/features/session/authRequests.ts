import type { LoginCredentials, SignUpDetails } from '../../../machines/auth.machine';
import { getSupabase } from '../../lib/supabase';

/** The account requests, through the app's one supabase-js client; a failure is thrown. */
export async function logIn(credentials: LoginCredentials): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signInWithPassword(credentials);
  if (error) throw error;
}

/** Sign-up with email confirmation: the role is stored as user metadata. */
export async function signUp({ email, password, role }: SignUpDetails): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signUp({ email, password, options: { data: { role } } });
  if (error) throw error;
}

export async function signOut(): Promise<void> {
  const supabase = await getSupabase();
  const { error } = await supabase.auth.signOut();
  if (error) throw error;
}
