import { paths } from '#src/lib/paths';
import { Button, ButtonLink } from '#src/ui/Button';
import { Spinner } from '#src/ui/Spinner';
import * as styles from './AuthPage.css';

type Props = { email: string; busy: boolean; pending: boolean; onSignOut: () => void };

/** What /auth shows in place of the login form while someone is signed in. */
export function SignedInCard({ email, busy, pending, onSignOut }: Props) {
  return (
    <div className={styles.signedInCard}>
      <h2 className={styles.title}>You are signed in</h2>
      <p className={styles.description} data-private>
        Signed in as <strong className={styles.signedInEmail}>{email}</strong>
      </p>
      <div className={styles.signedInActions}>
        <ButtonLink href={paths.map}>Go to the map</ButtonLink>
        <Button variant="secondary" disabled={busy} onClick={onSignOut}>
          {pending ? <Spinner label="Signing out…" /> : null}
          Sign out
        </Button>
      </div>
    </div>
  );
}
