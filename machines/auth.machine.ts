import { assertEvent, fromPromise, setup } from 'xstate';

export type Role = 'teenager' | 'parent';

export type LoginCredentials = { email: string; password: string };

export type SignUpDetails = LoginCredentials & { role: Role };

/**
 * How a confirmation link ended: signed in, or (opened in another browser than the sign-up's)
 * confirmed with no session, so the visitor logs in.
 */
export type EmailConfirmation = 'signedIn' | 'confirmedElsewhere';

export type AuthEvent =
  | { type: 'LOG_IN'; credentials: LoginCredentials }
  | { type: 'SIGN_UP'; details: SignUpDetails }
  | { type: 'SIGN_OUT' }
  | { type: 'CONFIRMATION_CODE'; code: string }
  | { type: 'CONFIRMATION_REJECTED' }
  | { type: 'RESEND_CONFIRMATION'; email: string };

/** Where to go next, emitted by the app's own actions (after a login, say) for its router to follow. */
export type AuthEmitted = { type: 'navigate'; to: string };

/**
 * The busy states of login, sign-up, sign-out and confirmation links: one request at a time,
 * tagged `busy` while it runs; anything submitted meanwhile is ignored. A confirmation link's
 * code is exchanged for a session; a link that expired or was used leaves the visitor in
 * `linkRejected`, where a new link can be sent. The requests and what follows them (toasts,
 * navigation) are supplied by the app with `.provide()`.
 */
export const authMachine = setup({
  types: { events: {} as AuthEvent, emitted: {} as AuthEmitted },
  actors: {
    logIn: fromPromise<void, LoginCredentials>(async () => {}),
    signUp: fromPromise<void, SignUpDetails>(async () => {}),
    signOut: fromPromise<void>(async () => {}),
    confirmEmail: fromPromise<EmailConfirmation, string>(async () => 'signedIn'),
    resendConfirmation: fromPromise<void, string>(async () => {}),
  },
  actions: {
    loggedIn: () => {},
    signedUp: () => {},
    signedOut: () => {},
    emailConfirmed: (_, _params: { outcome: EmailConfirmation }) => {},
    confirmationResent: () => {},
    reportFailure: (_, _params: { error: unknown }) => {},
  },
  guards: {
    /** The link expired or was used (rather than, say, the service not answering). */
    isRejectedLink: (_, _params: { error: unknown }) => false,
  },
}).createMachine({
  id: 'auth',
  initial: 'idle',
  states: {
    idle: {
      on: {
        LOG_IN: 'loggingIn',
        SIGN_UP: 'signingUp',
        SIGN_OUT: 'signingOut',
        CONFIRMATION_CODE: 'confirming',
        CONFIRMATION_REJECTED: 'linkRejected',
      },
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
    confirming: {
      tags: ['busy'],
      invoke: {
        src: 'confirmEmail',
        input: ({ event }) => {
          assertEvent(event, 'CONFIRMATION_CODE');
          return event.code;
        },
        onDone: { target: 'idle', actions: { type: 'emailConfirmed', params: ({ event }) => ({ outcome: event.output }) } },
        onError: [
          { guard: { type: 'isRejectedLink', params: ({ event }) => ({ error: event.error }) }, target: 'linkRejected' },
          { target: 'idle', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
        ],
      },
    },
    linkRejected: {
      on: { RESEND_CONFIRMATION: 'resendingConfirmation', LOG_IN: 'loggingIn', SIGN_UP: 'signingUp', SIGN_OUT: 'signingOut' },
    },
    resendingConfirmation: {
      tags: ['busy'],
      invoke: {
        src: 'resendConfirmation',
        input: ({ event }) => {
          assertEvent(event, 'RESEND_CONFIRMATION');
          return event.email;
        },
        onDone: { target: 'idle', actions: 'confirmationResent' },
        onError: { target: 'linkRejected', actions: { type: 'reportFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
  },
});
