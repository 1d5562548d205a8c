import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { authMachine, type EmailConfirmation, type LoginCredentials, type SignUpDetails } from './auth.machine';

const credentials: LoginCredentials = { email: 'raver@example.com', password: 'glitter' };
const details: SignUpDetails = { email: 'new@example.com', password: 'wellies-and-glitter', role: 'parent' };

type Pending = { resolve: (output?: unknown) => void; reject: (error: unknown) => void };

type Requests = { logIn: LoginCredentials[]; signUp: SignUpDetails[]; signOut: unknown[]; confirmEmail: string[]; resendConfirmation: string[] };

/** Runs the machine with requests that stay pending until the test settles them. */
function start() {
  const requests: Requests = { logIn: [], signUp: [], signOut: [], confirmEmail: [], resendConfirmation: [] };
  let pending: Pending | undefined;
  const settle = <T, Output = void>(list: T[]) =>
    fromPromise<Output, T>(
      ({ input }) =>
        new Promise<Output>((resolve, reject) => {
          list.push(input);
          pending = { resolve: (output) => resolve(output as Output), reject };
        }),
    );
  const loggedIn = vi.fn();
  const signedUp = vi.fn();
  const signedOut = vi.fn();
  const emailConfirmed = vi.fn();
  const confirmationResent = vi.fn();
  const reportFailure = vi.fn();
  const actor = createActor(
    authMachine.provide({
      actors: {
        logIn: settle(requests.logIn),
        signUp: settle(requests.signUp),
        signOut: settle(requests.signOut),
        confirmEmail: settle<string, EmailConfirmation>(requests.confirmEmail),
        resendConfirmation: settle(requests.resendConfirmation),
      },
      actions: {
        loggedIn,
        signedUp,
        signedOut,
        emailConfirmed: (_, params) => emailConfirmed(params.outcome),
        confirmationResent,
        reportFailure: (_, params) => reportFailure(params.error),
      },
      guards: { isRejectedLink: (_, { error }) => error instanceof Error && error.message === 'otp_expired' },
    }),
  ).start();
  const finish = async (outcome: 'resolve' | 'reject', value?: unknown, settledIn = 'idle') => {
    if (outcome === 'resolve') pending?.resolve(value);
    else pending?.reject(value);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe(settledIn));
  };
  return { actor, requests, loggedIn, signedUp, signedOut, emailConfirmed, confirmationResent, reportFailure, finish };
}

const requestCount = (requests: Requests) => Object.values(requests).reduce((sum, list) => sum + list.length, 0);

describe('authMachine', () => {
  it('starts idle and not busy', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('is busy while a login runs, sends the credentials, and reports success', async () => {
    const { actor, requests, loggedIn, reportFailure, finish } = start();
    actor.send({ type: 'LOG_IN', credentials });
    expect(actor.getSnapshot().value).toBe('loggingIn');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(requests.logIn).toEqual([credentials]);
    await finish('resolve');
    expect(loggedIn).toHaveBeenCalledOnce();
    expect(reportFailure).not.toHaveBeenCalled();
    expect(actor.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('reports a failed login with its error and is ready again', async () => {
    const { actor, loggedIn, reportFailure, finish } = start();
    const error = new Error('Invalid login credentials');
    actor.send({ type: 'LOG_IN', credentials });
    await finish('reject', error);
    expect(reportFailure).toHaveBeenCalledExactlyOnceWith(error);
    expect(loggedIn).not.toHaveBeenCalled();
  });

  it('is busy while a sign-up runs, sends the details with the role, and reports success', async () => {
    const { actor, requests, signedUp, finish } = start();
    actor.send({ type: 'SIGN_UP', details });
    expect(actor.getSnapshot().value).toBe('signingUp');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(requests.signUp).toEqual([details]);
    await finish('resolve');
    expect(signedUp).toHaveBeenCalledOnce();
  });

  it('reports a failed sign-up with its error', async () => {
    const { actor, signedUp, reportFailure, finish } = start();
    const error = new Error('Request rate limit reached');
    actor.send({ type: 'SIGN_UP', details });
    await finish('reject', error);
    expect(reportFailure).toHaveBeenCalledExactlyOnceWith(error);
    expect(signedUp).not.toHaveBeenCalled();
  });

  const events = [
    { type: 'LOG_IN', credentials },
    { type: 'SIGN_UP', details },
    { type: 'SIGN_OUT' },
    { type: 'CONFIRMATION_CODE', code: 'auth-code' },
    { type: 'CONFIRMATION_REJECTED' },
    { type: 'RESEND_CONFIRMATION', email: details.email },
  ] as const;
  const busyStates = [
    { state: 'loggingIn', start: [events[0]] },
    { state: 'signingUp', start: [events[1]] },
    { state: 'signingOut', start: [events[2]] },
    { state: 'confirming', start: [events[3]] },
    { state: 'resendingConfirmation', start: [events[4], events[5]] },
  ] as const;

  describe.each(busyStates)('while $state', ({ state, start: startEvents }) => {
    it.each(events)('ignores $type', (event) => {
      const { actor, requests } = start();
      for (const startEvent of startEvents) actor.send(startEvent);
      actor.send(event);
      expect(actor.getSnapshot().value).toBe(state);
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(requestCount(requests)).toBe(1);
    });
  });

  it('is busy while signing out, and reports success', async () => {
    const { actor, requests, signedOut, finish } = start();
    actor.send({ type: 'SIGN_OUT' });
    expect(actor.getSnapshot().value).toBe('signingOut');
    expect(actor.getSnapshot().hasTag('busy')).toBe(true);
    expect(requests.signOut).toHaveLength(1);
    await finish('resolve');
    expect(signedOut).toHaveBeenCalledOnce();
  });

  it('reports a failed sign-out with its error', async () => {
    const { actor, signedOut, reportFailure, finish } = start();
    const error = new Error('Failed to fetch');
    actor.send({ type: 'SIGN_OUT' });
    await finish('reject', error);
    expect(reportFailure).toHaveBeenCalledExactlyOnceWith(error);
    expect(signedOut).not.toHaveBeenCalled();
  });

  it('accepts a new request once the previous one has finished', async () => {
    const { actor, requests, finish } = start();
    actor.send({ type: 'LOG_IN', credentials });
    await finish('reject', new Error('Email not confirmed'));
    actor.send({ type: 'LOG_IN', credentials });
    expect(actor.getSnapshot().value).toBe('loggingIn');
    expect(requests.logIn).toHaveLength(2);
  });

  describe('confirmation links', () => {
    it('is busy while the code is exchanged, and reports the confirmation', async () => {
      const { actor, requests, emailConfirmed, reportFailure, finish } = start();
      actor.send({ type: 'CONFIRMATION_CODE', code: 'auth-code' });
      expect(actor.getSnapshot().value).toBe('confirming');
      expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      expect(requests.confirmEmail).toEqual(['auth-code']);
      await finish('resolve', 'signedIn');
      expect(emailConfirmed).toHaveBeenCalledExactlyOnceWith('signedIn');
      expect(reportFailure).not.toHaveBeenCalled();
    });

    it('reports a link opened in another browser as confirmed, with no session', async () => {
      const { actor, emailConfirmed, finish } = start();
      actor.send({ type: 'CONFIRMATION_CODE', code: 'auth-code' });
      await finish('resolve', 'confirmedElsewhere');
      expect(emailConfirmed).toHaveBeenCalledExactlyOnceWith('confirmedElsewhere');
    });

    it('offers a new link when the code is rejected, and reports nothing else', async () => {
      const { actor, emailConfirmed, reportFailure, finish } = start();
      actor.send({ type: 'CONFIRMATION_CODE', code: 'auth-code' });
      await finish('reject', new Error('otp_expired'), 'linkRejected');
      expect(actor.getSnapshot().hasTag('busy')).toBe(false);
      expect(emailConfirmed).not.toHaveBeenCalled();
      expect(reportFailure).not.toHaveBeenCalled();
    });

    it('reports any other failure of the exchange and is ready again', async () => {
      const { actor, reportFailure, finish } = start();
      const error = new Error('The service did not answer in time.');
      actor.send({ type: 'CONFIRMATION_CODE', code: 'auth-code' });
      await finish('reject', error);
      expect(reportFailure).toHaveBeenCalledExactlyOnceWith(error);
    });

    it('sends a new link from a rejected link, and is idle once it is sent', async () => {
      const { actor, requests, confirmationResent, finish } = start();
      actor.send({ type: 'CONFIRMATION_REJECTED' });
      expect(actor.getSnapshot().value).toBe('linkRejected');
      actor.send({ type: 'RESEND_CONFIRMATION', email: 'new@example.com' });
      expect(actor.getSnapshot().value).toBe('resendingConfirmation');
      expect(requests.resendConfirmation).toEqual(['new@example.com']);
      await finish('resolve');
      expect(confirmationResent).toHaveBeenCalledOnce();
    });

    it('stays on the rejected link when sending a new one fails, so it can be tried again', async () => {
      const { actor, requests, reportFailure, finish } = start();
      const error = new Error('For security purposes, you can only request this after 42 seconds.');
      actor.send({ type: 'CONFIRMATION_REJECTED' });
      actor.send({ type: 'RESEND_CONFIRMATION', email: 'new@example.com' });
      await finish('reject', error, 'linkRejected');
      expect(reportFailure).toHaveBeenCalledExactlyOnceWith(error);
      actor.send({ type: 'RESEND_CONFIRMATION', email: 'new@example.com' });
      expect(requests.resendConfirmation).toHaveLength(2);
    });

    it('lets the visitor log in or sign up instead of asking for a new link', () => {
      for (const event of [events[0], events[1]]) {
        const { actor } = start();
        actor.send({ type: 'CONFIRMATION_REJECTED' });
        actor.send(event);
        expect(actor.getSnapshot().hasTag('busy')).toBe(true);
      }
    });

    it('asks for a new link only from a rejected link', () => {
      const { actor, requests } = start();
      actor.send({ type: 'RESEND_CONFIRMATION', email: 'new@example.com' });
      expect(actor.getSnapshot().value).toBe('idle');
      expect(requests.resendConfirmation).toEqual([]);
    });
  });
});
