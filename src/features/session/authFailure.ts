import { toast } from 'sonner';
import { noAnswerMessage } from '#src/lib/deadlineFetch';

export type AuthFailure = { message: string; description?: string };

/** What the service answers about a confirmation link that no longer works (or a code that does not). */
const rejectedLinkCodes = new Set(['otp_expired', 'flow_state_not_found', 'flow_state_expired', 'bad_code_verifier']);

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
  if (error.name === 'AuthRetryableFetchError' && error.message === noAnswerMessage) {
    return { message: 'The account service did not answer. Please try again in a moment.' };
  }
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

/**
 * Tells the visitor, in an error toast, that an account request failed (the auth page and the
 * account menu alike). `id` keeps a report that comes twice to one toast.
 */
export function reportAuthFailure(error: unknown, id?: string): void {
  const { message, description } = describeAuthFailure(error);
  toast.error(message, { description, id });
}

/** Whether a confirmation link failed because it expired or was used, so a new one is the way on. */
export function isRejectedLink(error: unknown): boolean {
  return error instanceof Error && 'code' in error && typeof error.code === 'string' && rejectedLinkCodes.has(error.code);
}
