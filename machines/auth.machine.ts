import { assertEvent, fromPromise, setup } from 'xstate';

export type Role = 'teenager' | 'parent';

export type LoginCredentials = { email: string; password: string };

export type SignUpDetails = LoginCredentials & { role: Role };

export type AuthEvent =
  | { type: 'LOG_IN'; credentials: LoginCredentials }
  | { type: 'SIGN_UP'; details: SignUpDetails }
  | { type: 'SIGN_OUT' };

/**
 * The busy states of login, sign-up and sign-out: one request at a time, tagged `busy` while it
 * runs; anything submitted meanwhile is ignored. The requests and what follows them (toasts,
 * navigation) are supplied by the app with `.provide()`.
 */
export const authMachine = setup({
  types: { events: {} as AuthEvent },
  actors: {
    logIn: fromPromise<void, LoginCredentials>(async () => {}),
    signUp: fromPromise<void, SignUpDetails>(async () => {}),
    signOut: fromPromise<void>(async () => {}),
  },
  actions: {
    loggedIn: () => {},
    signedUp: () => {},
    signedOut: () => {},
    reportFailure: (_, _params: { error: unknown }) => {},
  },
}).createMachine({
  id: 'auth',
  initial: 'idle',
  states: {
    idle: {
      on: { LOG_IN: 'loggingIn', SIGN_UP: 'signingUp', SIGN_OUT: 'signingOut' },
    },
    loggingIn: {
      tags: ['busy'],
      invoke: {
        src: 'logIn',
        input: ({ event }) => {
          assertEvent(event, 'LOG_IN');
          return event.credentials;
        },
        onDone: { target: 'idle', actions: 'loggedIn' },
        onError: { target: 'idle', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    signingUp: {
      tags: ['busy'],
      invoke: {
        src: 'signUp',
        input: ({ event }) => {
          assertEvent(event, 'SIGN_UP');
          return event.details;
        },
        onDone: { target: 'idle', actions: 'signedUp' },
        onError: { target: 'idle', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    signingOut: {
      tags: ['busy'],
      invoke: {
        src: 'signOut',
        onDone: { target: 'idle', actions: 'signedOut' },
        onError: { target: 'idle', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
