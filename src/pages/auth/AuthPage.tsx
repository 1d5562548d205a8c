import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useLocation, useSearch } from 'wouter';
import { enqueueActions, fromPromise } from 'xstate';
import { authMachine, type EmailConfirmation, type LoginCredentials, type SignUpDetails } from '#machines/auth.machine';
import { isRejectedLink, reportAuthFailure } from '#src/features/session/authFailure';
import { confirmEmail, logIn, resendConfirmation, signOut, signUp } from '#src/features/session/authRequests';
import { useSignedInEmail } from '#src/features/session/storedSession';
import { env } from '#src/lib/env';
import { inspect } from '#src/lib/inspector';
import { paths } from '#src/lib/paths';
import { Spinner } from '#src/ui/Spinner';
import { AccountForm } from './AccountForm';
import * as styles from './AuthPage.css';
import { NewLinkForm } from './NewLinkForm';
import { SignedInCard } from './SignedInCard';

const machine = authMachine.provide({
  actors: {
    logIn: fromPromise(({ input }: { input: LoginCredentials }) => logIn(input)),
    signUp: fromPromise(({ input }: { input: SignUpDetails }) => signUp(input)),
    confirmEmail: fromPromise(({ input }: { input: string }) => confirmEmail(input)),
    resendConfirmation: fromPromise(({ input }: { input: string }) => resendConfirmation(input)),
    signOut: fromPromise(signOut),
  },
  actions: {
    loggedIn: enqueueActions(({ enqueue }) => {
      enqueue(() => void toast.success('Successfully logged in!'));
      enqueue.emit({ type: 'navigate', to: paths.map });
    }),
    signedUp: enqueueActions(({ enqueue }) => {
      enqueue(() => void toast.success('Check your email for the confirmation link!'));
      enqueue.emit({ type: 'navigate', to: paths.home });
    }),
    emailConfirmed: enqueueActions(({ enqueue }, { outcome }: { outcome: EmailConfirmation }) => {
      if (outcome === 'signedIn') {
        enqueue(() => void toast.success('Email confirmed: you are signed in'));
        // Signed in by the link as by a login, the visitor lands where a login does.
        enqueue.emit({ type: 'navigate', to: paths.map });
        return;
      }
      // With no code verifier here, nothing is sent: a made-up code looks the same as a real one.
      enqueue(
        () =>
          void toast.info('Login to continue', {
            description:
              'This browser holds no sign-up waiting for this link, so it cannot sign you in. If the link came from your confirmation email, use Login with your email and password.',
          }),
      );
    }),
    signedOut: () => void toast.success('You have signed out.'),
    // The service answers alike for every address, so the page cannot know more than this.
    confirmationResent: () => void toast.success('If that address still needs confirming, a new link is on its way. Check your email!'),
    reportFailure: (_, { error }) => reportAuthFailure(error),
  },
  guards: { isRejectedLink: (_, { error }) => isRejectedLink(error) },
});

/**
 * /auth: a card with the Login and Sign Up tabs. One request runs at a time (the auth machine).
 * Confirmation links lead here: with a code, which the page exchanges for a session, or with the
 * service's error for a link that expired or was used, which offers a new link. A login and a
 * confirmed link both land on the map (decision 034). While someone is signed in, it says who,
 * with Sign out and a link to the map, in place of the card.
 */
export default function AuthPage() {
  const [, navigate] = useLocation();
  const search = useSearch();
  const [state, send, actor] = useMachine(machine, { inspect });

  // After a login or a sign-up the machine says where to go; the router takes the page there.
  useEffect(() => {
    const navigation = actor.on('navigate', (event) => navigate(event.to));
    return () => navigation.unsubscribe();
  }, [actor, navigate]);

  const busy = state.hasTag('busy');
  const signedInEmail = useSignedInEmail();

  // A confirmation link's outcome is taken once, then the address bar drops it.
  useEffect(() => {
    const params = new URLSearchParams(search);
    const code = params.get('code');
    if (!code && !params.has('error_code')) return;
    send(code ? { type: 'CONFIRMATION_CODE', code } : { type: 'CONFIRMATION_REJECTED' });
    navigate(paths.auth, { replace: true });
  }, [search, send, navigate]);

  return (
    <section aria-labelledby="auth-heading" className={styles.page}>
      <h1 id="auth-heading" className={styles.heading}>
        {signedInEmail ? 'Your account' : 'Login / Sign Up'}
      </h1>
      {env.isDemo ? <p className={styles.demoNote}>Demo mode: accounts are simulated in this browser.</p> : null}
      {state.matches('confirming') ? (
        <p className={styles.linkStatus}>
          <Spinner label="Confirming your email…" />
          <span aria-hidden="true">Confirming your email…</span>
        </p>
      ) : null}
      {state.matches('linkRejected') || state.matches('resendingConfirmation') ? (
        <NewLinkForm
          busy={busy}
          pending={state.matches('resendingConfirmation')}
          onSubmit={(email) => send({ type: 'RESEND_CONFIRMATION', email })}
        />
      ) : null}
      {signedInEmail ? (
        <SignedInCard email={signedInEmail} busy={busy} pending={state.matches('signingOut')} onSignOut={() => send({ type: 'SIGN_OUT' })} />
      ) : (
        <div className={styles.card}>
          <TabProvider defaultSelectedId="login-tab">
            <TabList aria-label="Login or sign up" className={styles.tabList}>
              <Tab id="login-tab" className={styles.tab}>
                Login
              </Tab>
              <Tab id="signup-tab" className={styles.tab}>
                Sign Up
              </Tab>
            </TabList>
            <TabPanel tabId="login-tab" className={styles.panel}>
              <AccountForm
                kind="login"
                busy={busy}
                pending={state.matches('loggingIn')}
                onSubmit={({ email, password }) => send({ type: 'LOG_IN', credentials: { email, password } })}
              />
            </TabPanel>
            <TabPanel tabId="signup-tab" className={styles.panel}>
              <AccountForm kind="signup" busy={busy} pending={state.matches('signingUp')} onSubmit={(details) => send({ type: 'SIGN_UP', details })} />
            </TabPanel>
          </TabProvider>
        </div>
      )}
      <p className={styles.note}>
        Logged in, your saved festivals, packing ticks and pinned spot sync to your account, so your plan follows you to every device.
      </p>
    </section>
  );
}
