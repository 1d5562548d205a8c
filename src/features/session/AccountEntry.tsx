import { lazy, Suspense, useState } from 'react';
import { Link } from 'wouter';
import { paths } from '#src/lib/paths';
import type { AccountMenuAddition } from './AccountMenu';
import * as styles from './AccountEntry.css';
import { PersonIcon } from './PersonIcon';
import { useSignedInEmail } from './storedSession';

const AccountMenu = lazy(() => import('./AccountMenu'));

/**
 * At the right end of the header: 'Log in', or the signed-in email with a menu holding Sign out.
 * Prerendered pages show 'Log in'; the menu's code (Ariakit's menu, xstate, the auth machine)
 * loads only once a stored session is found, and stays mounted after sign-out so it can report it.
 * `menuAddition` (the plan's sync) joins the menu, and loads with it.
 */
export function AccountEntry({ menuAddition }: { menuAddition?: AccountMenuAddition }) {
  const email = useSignedInEmail();
  const [seen, setSeen] = useState(false);
  if (email && !seen) setSeen(true);
  return (
    <>
      {email ? null : (
        <Link href={paths.auth} className={styles.logIn}>
          <PersonIcon className={styles.icon} />
          <span className={styles.words}>Log in</span>
        </Link>
      )}
      {seen ? (
        <Suspense fallback={email ? <Placeholder email={email} /> : null}>
          <AccountMenu email={email} addition={menuAddition} />
        </Suspense>
      ) : null}
    </>
  );
}

/** Holds the menu button's place while its code loads, so the header does not shift. */
function Placeholder({ email }: { email: string }) {
  return (
    <span className={styles.account} aria-hidden="true">
      <PersonIcon className={styles.icon} />
      <span className={styles.words}>{email}</span>
    </span>
  );
}
