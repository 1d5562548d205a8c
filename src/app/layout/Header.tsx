import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'wouter';
import { site } from '#content/site';
import { SavedFestivalsLink } from '#src/features/saved-festivals/SavedFestivalsLink';
import { AccountEntry } from '#src/features/session/AccountEntry';
import { paths } from '#src/lib/paths';
import { Button } from '#src/ui/Button';
import * as styles from './Header.css';
import { NavLinks } from './NavLinks';

const MobileDrawer = lazy(() => import('./MobileDrawer'));
const PlanSyncForAccount = lazy(() => import('./PlanSyncForAccount'));

/** Site header: brand, main navigation (on small screens a side drawer), saved festivals and the account entry. */
export function Header() {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [drawerRequested, setDrawerRequested] = useState(false);
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
            aria-expanded={drawerOpen}
            onClick={() => {
              setDrawerRequested(true);
              setDrawerOpen(true);
            }}
          >
            <svg className={styles.menuIcon} viewBox="0 0 24 24" width="24" height="24" aria-hidden="true" focusable="false">
              <path d="M4 6h16M4 12h16M4 18h16" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
            </svg>
            <span className={styles.menuWord}>Menu</span>
          </Button>
        </div>
      </div>
      {drawerRequested ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} returnFocusTo={menuButton} />
        </Suspense>
      ) : null}
    </header>
  );
}
