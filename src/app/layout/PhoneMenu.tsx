import { useEffect, useRef } from 'react';
import { afterNextPaint } from '#src/lib/afterNextPaint';
import { useLazyControl } from '#src/lib/useLazyControl';
import { whenIdle } from '#src/lib/whenIdle';
import { Button } from '#src/ui/Button';
import { LoadFailed } from '#src/ui/LoadFailed';
import { LoadedPart } from '#src/ui/LoadedPart';
import * as styles from './Header.css';
import { LazyMobileDrawer } from './LazyMobileDrawer';

/** Fetches the drawer's code ahead of a press; a fetch that fails is made again by the press. */
const prefetch = () => void LazyMobileDrawer.preload().catch(() => undefined);

/**
 * The drawer, as the first press loads it: its code, then the paint of the press's own frame (the
 * busy button). With the code fetched ahead, the drawer would otherwise mount and open, Ariakit's
 * modal dialog and all, inside the press, before anything painted.
 */
const drawerAfterPaint = {
  preload: () => LazyMobileDrawer.preload().then(() => new Promise<void>((resolve) => afterNextPaint(resolve))),
};

/**
 * The Menu button of small screens and its side drawer. The drawer's code is fetched once the
 * browser is idle (in a second idle period, after the chat assistant's prefetch, so a first visit's
 * bytes do not count it), so a press neither fetches it nor adds its preload links; the first press
 * shows the button busy, and the drawer opens right after that has painted. When the code fails to
 * load, a notice below the header says so and offers 'Try again'; Menu tries again too. Its states
 * are its own, so a press re-renders the button and the drawer, not the header.
 */
export function PhoneMenu() {
  const drawer = useLazyControl(drawerAfterPaint);
  const menuButton = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    let cancel = whenIdle(() => {
      cancel = whenIdle(prefetch);
    });
    return () => cancel();
  }, []);
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
