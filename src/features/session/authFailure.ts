export type AuthFailure = { message: string; description?: string };

const weakPasswordReasons: Record<string, string> = {
  length: 'It is too short.',
  characters: 'It needs a mix of lower and upper case letters, digits and symbols.',
  pwned: 'It has appeared in a data breach.',
};

/**
 * What to tell the visitor when an account request fails: the service's own message, with the
 * reasons of a weak password. Errors are told apart by name, so supabase-js is not loaded here.
 */
export function describeAuthFailure(error: unknown): AuthFailure {
  if (!(error instanceof Error)) return { message: 'Something went wrong. Please try again.' };
  if (error.name === 'AuthRetryableFetchError') {
    const status = 'status' in error && typeof error.status === 'number' ? error.status : 0;
    return status
      ? { message: `The sign-in service is unavailable right now (error ${status}). Please try again in a moment.` }
      : { message: 'Could not reach the sign-in service. Check your connection and try again.' };
  }
  if (error.name === 'AuthWeakPasswordError' && 'reasons' in error && Array.isArray(error.reasons)) {
    const reasons = error.reasons.map((reason: unknown) => weakPasswordReasons[String(reason)] ?? String(reason));
    return { message: error.message, description: reasons.join(' ') };
  }
  return { message: error.message || 'Something went wrong. Please try again.' };
}
