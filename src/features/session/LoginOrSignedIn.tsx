import { paths } from '#src/lib/paths';
import { ButtonLink } from '#src/ui/Button';
import * as styles from './LoginOrSignedIn.css';
import { useSignedInEmail } from './storedSession';

/**
 * The map page's 'Login / Sign Up' button, which gives way to who is signed in (signing out is in
 * the header's account menu). Prerendered, it is the button.
 */
export function LoginOrSignedIn() {
  const email = useSignedInEmail();
  if (!email) {
    return (
      <ButtonLink href={paths.auth} variant="secondary">
        Login / Sign Up
      </ButtonLink>
    );
  }
  return (
    <p className={styles.signedIn}>
      Signed in as&nbsp;<strong className={styles.email}>{email}</strong>
    </p>
  );
}
