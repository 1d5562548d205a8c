import { Tab, TabList, TabPanel, TabProvider } from '@ariakit/react';
import { useMachine } from '@xstate/react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { authMachine, type LoginCredentials, type SignUpDetails } from '../../../machines/auth.machine';
import { describeAuthFailure } from '../../features/session/authFailure';
import { logIn, signUp } from '../../features/session/authRequests';
import { env } from '../../lib/env';
import { inspect } from '../../lib/inspector';
import { paths } from '../../lib/paths';
import { visuallyHidden } from '../../ui/VisuallyHidden.css';
import { AccountForm } from './AccountForm';
import * as styles from './AuthPage.css';

/** /auth: a card with the Login and Sign Up tabs. One request runs at a time (the auth machine). */
export default function AuthPage() {
  const [, navigate] = useLocation();
  const [state, send] = useMachine(
    authMachine.provide({
      actors: {
        logIn: fromPromise(({ input }: { input: LoginCredentials }) => logIn(input)),
        signUp: fromPromise(({ input }: { input: SignUpDetails }) => signUp(input)),
      },
      actions: {
        loggedIn: () => {
          toast.success('Successfully logged in!');
          navigate(paths.map);
        },
        signedUp: () => {
          toast.success('Check your email for the confirmation link!');
          navigate(paths.home);
        },
        reportFailure: (_, { error }) => {
          const { message, description } = describeAuthFailure(error);
          toast.error(message, { description });
        },
      },
    }),
    { inspect },
  );
  const busy = state.hasTag('busy');

  return (
    <section aria-labelledby="auth-heading" className={styles.page}>
      <h1 id="auth-heading" className={visuallyHidden}>
        Login / Sign Up
      </h1>
      {env.isDemo ? <p className={styles.demoNote}>Demo mode: accounts are simulated in this browser.</p> : null}
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
      <p className={styles.description}>Saved festivals and packing ticks stay in this browser for now: syncing them to your account is planned.</p>
    </section>
  );
}
