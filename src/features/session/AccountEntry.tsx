import { useEffect } from 'react';
import { Link } from 'wouter';
import { paths } from '#src/lib/paths';
import { useLazyControl } from '#src/lib/useLazyControl';
import { LoadFailed } from '#src/ui/LoadFailed';
import { LoadedPart } from '#src/ui/LoadedPart';
import type { AccountMenuAddition } from './AccountMenu';
import * as styles from './AccountEntry.css';
import { LazyAccountMenu } from './LazyAccountMenu';
import { PersonIcon } from './PersonIcon';
import { useSignedInEmail } from './storedSession';

/**
 * At the right end of the header: 'Login', or the signed-in email with a menu holding Sign out.
 * Prerendered pages show 'Login'; the menu's code (Ariakit's menu, xstate, the auth machine)
 * loads only once a stored session is found, and stays mounted after sign-out so it can report it.
 * When that code fails to load, the email stays in place and a notice offers 'Try again'.
 * `menuAddition` (the plan's sync) joins the menu, and loads with it; while it loads, the email stays in place.
 */
export function AccountEntry({ menuAddition }: { menuAddition?: AccountMenuAddition & { preload?: () => Promise<unknown> } }) {
  const email = useSignedInEmail();
  const menu = useLazyControl(LazyAccountMenu);
  const { open } = menu;
  useEffect(() => {
    if (email) open();
  }, [email, open]);
  return (
    <>
      {email ? null : (
        <Link href={paths.auth} className={styles.logIn}>
          <PersonIcon className={styles.icon} />
          <span className={styles.words}>Login</span>
        </Link>
      )}
      {email && menu.state !== 'shown' ? <Placeholder email={email} /> : null}
      {email && menu.state === 'failed' ? <LoadFailed placement="floating" onRetry={menu.retry} /> : null}
      <LoadedPart
        loaded={menu.loaded}
        placement="floating"
        fallback={email ? <Placeholder email={email} /> : null}
        onRetry={() => {
          void LazyAccountMenu.preload();
          void menuAddition?.preload?.();
        }}
      >
        <LazyAccountMenu email={email} addition={menuAddition} />
      </LoadedPart>
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
