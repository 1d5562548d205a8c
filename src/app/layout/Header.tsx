import { Suspense, useRef } from 'react';
import { Link } from 'wouter';
import { site } from '#content/site';
import { SavedFestivalsLink } from '#src/features/saved-festivals/SavedFestivalsLink';
import { AccountEntry } from '#src/features/session/AccountEntry';
import { lazyComponent } from '#src/lib/lazyComponent';
import { paths } from '#src/lib/paths';
import { useLazyControl } from '#src/lib/useLazyControl';
import { Button } from '#src/ui/Button';
import { LoadFailed } from '#src/ui/LoadFailed';
import { RetryBoundary } from '#src/ui/RetryBoundary';
import * as styles from './Header.css';
import { LazyMobileDrawer } from './LazyMobileDrawer';
import { NavLinks } from './NavLinks';

/** The sync of a signed-in visitor's plan, which joins the account menu: its code loads only after sign-in. */
const PlanSyncForAccount = lazyComponent(() => import('./PlanSyncForAccount'));

/**
 * Site header: brand, main navigation (on small screens a side drawer, its code loaded on first
 * open), saved festivals and the account entry. When the drawer's code fails to load, a notice
 * below the header says so and offers 'Try again'; Menu tries again too.
 */
export function Header() {
  const drawer = useLazyControl(LazyMobileDrawer);
  const menuButton = useRef<HTMLButtonElement>(null);
  return (
    <header className={styles.header}>
      <div className={styles.bar}>
        <Link href={paths.home} className={styles.brand}>
          <span className={styles.brandMark} aria-hidden="true">
            ✦
          </span>
          {site.brand}
        </Link>
        <nav aria-label="Main" className={styles.desktopNav}>
          <NavLinks className={styles.navList} />
        </nav>
        <div className={styles.end}>
          <SavedFestivalsLink />
          <AccountEntry menuAddition={PlanSyncForAccount} />
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
        </div>
      </div>
      {drawer.state === 'failed' ? <LoadFailed placement="floating" onRetry={drawer.retry} /> : null}
      {drawer.loaded ? (
        <RetryBoundary placement="floating">
          <Suspense fallback={null}>
            <LazyMobileDrawer open={drawer.state === 'shown'} onClose={drawer.close} returnFocusTo={menuButton} />
          </Suspense>
        </RetryBoundary>
      ) : null}
    </header>
  );
}
