import { Menu, MenuButton, MenuGroup, MenuGroupLabel, MenuProvider } from '@ariakit/react';
import { useMachine } from '@xstate/react';
import { useEffect, useRef, type ComponentType, type ReactNode, type RefObject } from 'react';
import { toast } from 'sonner';
import { useLocation } from 'wouter';
import { fromPromise } from 'xstate';
import { authMachine } from '#machines/auth.machine';
import { inspect } from '#src/lib/inspector';
import { paths } from '#src/lib/paths';
import { cx } from '#src/ui/cx';
import { focusAfterPaint } from '#src/ui/focusAfterPaint';
import { keptLaidOut, keptLaidOutWrapper } from '#src/ui/keptLaidOut.css';
import { placeBelowTrigger, type Placement } from '#src/ui/placeBelowTrigger';
import { Spinner } from '#src/ui/Spinner';
import { VisuallyHidden } from '#src/ui/VisuallyHidden';
import * as styles from './AccountEntry.css';
import { reportAuthFailure } from './authFailure';
import { resumeSession, signOut } from './authRequests';
import { PersonIcon } from './PersonIcon';
import { forgetNothing, SignOutItems, type SignOutAddition } from './SignOutItems';
import { useSignedInUserId } from './storedSession';

/**
 * The routes that use the account start the client there, so supabase-js keeps the session fresh;
 * a refresh that fails (or gets no answer) is reported.
 */
const accountRoutes: readonly string[] = [paths.auth, paths.map];

const machine = authMachine.provide({
  actors: { signOut: fromPromise(signOut) },
  actions: {
    signedOut: () => void toast.success('You have signed out.'),
    reportFailure: (_, { error }) => reportAuthFailure(error),
  },
});

/**
 * What the app adds to the menu of a signed-in account (the plan), which renders the menu with
 * its own items, and its own part of signing out.
 */
export type AccountMenuAddition = ComponentType<{
  renderMenu: (items: ReactNode, signOut?: SignOutAddition) => ReactNode;
  itemClassName: string;
  accountButton: RefObject<HTMLElement | null>;
}>;

/** Below the account button, its right edge on the button's, as Ariakit's `bottom-end` (decision 039). */
const menuPlacement: Placement = { gutter: 4, insets: { top: 8, right: 8, bottom: 8, left: 8 }, align: 'end' };

/** The closed menu stays laid out, hidden (decision 039). */
const menuWrapperProps = { className: keptLaidOutWrapper };

type Props = { email: string | undefined; addition?: AccountMenuAddition };

/**
 * The signed-in email as a menu button, its menu holding what the app adds and Sign out (with
 * what to forget on this device, SignOutItems.tsx); nothing once signed out. It stays mounted after sign-out so the machine can finish and report it.
 */
export default function AccountMenu({ email, addition: Addition }: Props) {
  const [pathname] = useLocation();
  const [state, send] = useMachine(machine, { inspect });
  const busy = state.hasTag('busy');
  const userId = useSignedInUserId();
  const accountButton = useRef<HTMLButtonElement>(null);
  const menuElement = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // Each route change asks again: the id keeps a failure that comes twice to one toast.
    if (email && accountRoutes.includes(pathname)) resumeSession().catch((error: unknown) => reportAuthFailure(error, 'session-refresh'));
  }, [email, pathname]);

  if (!email) return null;
  const menu = (added?: ReactNode, signOutAddition?: SignOutAddition) => (
    <MenuProvider placement="bottom-end" defaultValues={{ ...forgetNothing, ...signOutAddition?.defaultValues }}>
      <MenuButton ref={accountButton} className={styles.account} disabled={busy} accessibleWhenDisabled>
        {busy ? <Spinner label="Signing out…" /> : <PersonIcon className={styles.icon} />}
        <VisuallyHidden>Signed in as </VisuallyHidden>
        <span className={styles.words}>{email}</span>
      </MenuButton>
      <Menu
        ref={menuElement}
        alwaysVisible
        autoFocusOnShow={focusAfterPaint}
        wrapperProps={menuWrapperProps}
        updatePosition={() => placeBelowTrigger(accountButton.current, menuElement.current, menuPlacement)}
        className={cx(styles.menu, keptLaidOut)}
      >
        <MenuGroup>
          <MenuGroupLabel className={styles.menuLabel}>
            Signed in as <span className={styles.menuEmail}>{email}</span>
          </MenuGroupLabel>
        </MenuGroup>
        {added}
        <SignOutItems onSignOut={() => send({ type: 'SIGN_OUT' })} addition={signOutAddition} />
      </Menu>
    </MenuProvider>
  );
  if (!Addition || !userId) return menu();
  // While the addition loads, the entry's placeholder stays (its Suspense): a menu shown before it
  // would be replaced, and closed, when it arrives.
  return <Addition key={userId} renderMenu={menu} itemClassName={styles.menuItem} accountButton={accountButton} />;
}
