import { AuthApiError, AuthRetryableFetchError } from '@supabase/supabase-js';
import { toast } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { noAnswerMessage } from '#src/lib/deadlineFetch';
import { describeAuthFailure, isRejectedLink, reportAuthFailure } from './authFailure';

vi.mock('sonner', () => ({ toast: { error: vi.fn() } }));

describe('describeAuthFailure', () => {
  it('says the account service did not answer when a call ran past its deadline', () => {
    expect(describeAuthFailure(new AuthRetryableFetchError(noAnswerMessage, 0))).toEqual({
      message: 'The account service did not answer. Please try again in a moment.',
    });
  });

  it('tells a failed connection and an outage apart from a silent service', () => {
    expect(describeAuthFailure(new AuthRetryableFetchError('Failed to fetch', 0)).message).toBe(
      'Could not reach the sign-in service. Check your connection and try again.',
    );
    expect(describeAuthFailure(new AuthRetryableFetchError('upstream connect error', 503)).message).toBe(
      'The sign-in service is unavailable right now (error 503). Please try again in a moment.',
    );
  });
});

describe('isRejectedLink', () => {
  it.each(['otp_expired', 'flow_state_not_found', 'flow_state_expired', 'bad_code_verifier'])('holds for %s', (code) => {
    expect(isRejectedLink(new AuthApiError('invalid flow state', 400, code))).toBe(true);
  });

  it('does not hold for other failures', () => {
    expect(isRejectedLink(new AuthApiError('Request rate limit reached', 429, 'over_request_rate_limit'))).toBe(false);
    expect(isRejectedLink(new AuthRetryableFetchError(noAnswerMessage, 0))).toBe(false);
    expect(isRejectedLink('otp_expired')).toBe(false);
  });
});

describe('reportAuthFailure', () => {
  it('shows the described failure as one error toast, kept to one by its id', () => {
    reportAuthFailure(new AuthRetryableFetchError(noAnswerMessage, 0), 'session-refresh');
    expect(toast.error).toHaveBeenLastCalledWith('The account service did not answer. Please try again in a moment.', {
      description: undefined,
      id: 'session-refresh',
    });
    const weak = Object.assign(new Error('Password is known to be weak'), { name: 'AuthWeakPasswordError', reasons: ['length'] });
    reportAuthFailure(weak);
    expect(toast.error).toHaveBeenLastCalledWith('Password is known to be weak', { description: 'It is too short.', id: undefined });
  });
});
