import { useMachine } from '@xstate/react';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { authMachine } from '../../../machines/auth.machine';
import { inspect } from '../../lib/inspector';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import { describeAuthFailure } from './authFailure';
import { resumeSession, signOut } from './authRequests';
import * as styles from './SignedInStatus.css';

/**
 * The routes that use the account start the client there, so supabase-js keeps the session fresh;
 * a refresh that fails (or gets no answer) is reported.
 */
const accountRoutes: readonly string[] = [paths.auth, paths.map];

/** `id` keeps a report that comes twice (each route change asks again) to one toast. */
function reportFailure(error: unknown, id?: string) {
  const { message, description } = describeAuthFailure(error);
  toast.error(message, { description, id });
}

const machine = authMachine.provide({
  actors: { signOut: fromPromise(signOut) },
  actions: {
    signedOut: () => void toast.success('You have signed out.'),
    reportFailure: (_, { error }) => reportFailure(error),
  },
});

/**
 * Who is signed in, and a way to sign out; nothing once signed out. It stays mounted after sign-out
 * so the machine can finish and report it.
 */
export default function SignedInStatus({ email }: { email: string | undefined }) {
  const [pathname] = useLocation();
  const [state, send] = useMachine(machine, { inspect });
  const busy = state.hasTag('busy');

  useEffect(() => {
    if (email && accountRoutes.includes(pathname)) resumeSession().catch((error: unknown) => reportFailure(error, 'session-refresh'));
  }, [email, pathname]);

  if (!email) return null;
  return (
    <div className={styles.status}>
      <p className={styles.email}>
        Signed in as <strong>{email}</strong>
      </p>
      <Button variant="secondary" className={styles.signOut} disabled={busy} onClick={() => send({ type: 'SIGN_OUT' })}>
        {busy ? <Spinner label="Signing out…" /> : null}
        Sign out
      </Button>
    </div>
  );
}
