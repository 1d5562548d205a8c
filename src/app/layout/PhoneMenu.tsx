import { useRef } from 'react';
import { useLazyControl } from '#src/lib/useLazyControl';
import { Button } from '#src/ui/Button';
import { LoadFailed } from '#src/ui/LoadFailed';
import { LoadedPart } from '#src/ui/LoadedPart';
import * as styles from './Header.css';
import { LazyMobileDrawer } from './LazyMobileDrawer';

/**
 * The Menu button of small screens and its side drawer, whose code loads on first open. When that
 * code fails to load, a notice below the header says so and offers 'Try again'; Menu tries again
 * too. Its states are its own, so a press re-renders the button and the drawer, not the header.
 */
export function PhoneMenu() {
  const drawer = useLazyControl(LazyMobileDrawer);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <>
      <Button
        ref={menuButton}
        variant="secondary"
        className={styles.menuButton}
        aria-haspopup="dialog"
        aria-expanded={drawer.state === 'shown'}
        aria-busy={drawer.state === 'loading' || undefined}
        onClick={drawer.open}
      >
        <svg className={styles.menuIcon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
          <path d="M4 6h16M4 12h16M4 18h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
        <span className={styles.menuWord}>Menu</span>
      </Button>
      {drawer.state === 'failed' ? <LoadFailed placement="floating" onRetry={drawer.retry} /> : null}
      <LoadedPart loaded={drawer.loaded} placement="floating">
        <LazyMobileDrawer open={drawer.state === 'shown'} onClose={drawer.close} returnFocusTo={menuButton} />
      </LoadedPart>
    </>
  );
}
