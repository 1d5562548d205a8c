import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { authMachine, type LoginCredentials, type SignUpDetails } from './auth.machine';

const credentials: LoginCredentials = { email: 'raver@example.com', password: 'glitter' };
const details: SignUpDetails = { email: 'new@example.com', password: 'wellies-and-glitter', role: 'parent' };

type Pending = { resolve: () => void; reject: (error: unknown) => void };

/** Runs the machine with requests that stay pending until the test settles them. */
function start() {
  const requests: { logIn: LoginCredentials[]; signUp: SignUpDetails[]; signOut: unknown[] } = { logIn: [], signUp: [], signOut: [] };
  let pending: Pending | undefined;
  const settle = <T>(list: T[]) =>
    fromPromise<void, T>(
      ({ input }) =>
        new Promise<void>((resolve, reject) => {
          list.push(input);
          pending = { resolve, reject };
        }),
    );
  const loggedIn = vi.fn();
  const signedUp = vi.fn();
  const signedOut = vi.fn();
  const reportFailure = vi.fn();
  const actor = createActor(
    authMachine.provide({
      actors: { logIn: settle(requests.logIn), signUp: settle(requests.signUp), signOut: settle(requests.signOut) },
      actions: { loggedIn, signedUp, signedOut, reportFailure: (_, params) => reportFailure(params.error) },
    }),
  ).start();
  const finish = async (outcome: 'resolve' | 'reject', error?: unknown) => {
    if (outcome === 'resolve') pending?.resolve();
    else pending?.reject(error);
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('idle'));
  };
  return { actor, requests, loggedIn, signedUp, signedOut, reportFailure, finish };
}

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
  ] as const;
  const busyStates = [
    { state: 'loggingIn', start: events[0] },
    { state: 'signingUp', start: events[1] },
    { state: 'signingOut', start: events[2] },
  ] as const;

  describe.each(busyStates)('while $state', ({ state, start: startEvent }) => {
    it.each(events)('ignores $type', (event) => {
      const { actor, requests } = start();
      actor.send(startEvent);
      actor.send(event);
      expect(actor.getSnapshot().value).toBe(state);
      expect(requests.logIn.length + requests.signUp.length + requests.signOut.length).toBe(1);
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
});
