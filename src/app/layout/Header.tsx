import { lazy, Suspense, useRef, useState } from 'react';
import { Link } from 'wouter';
import { site } from '../../../content/site';
import { SavedFestivalsLink } from '../../features/saved-festivals/SavedFestivalsLink';
import { SessionStatus } from '../../features/session/SessionStatus';
import { paths } from '../../lib/paths';
import { Button } from '../../ui/Button';
import * as styles from './Header.css';
import { NavLinks } from './NavLinks';

const MobileDrawer = lazy(() => import('./MobileDrawer'));

/** Site header: brand, main navigation, and on small screens a side drawer. */
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
        <SavedFestivalsLink />
        <SessionStatus />
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
          Menu
        </Button>
      </div>
      {drawerRequested ? (
        <Suspense fallback={null}>
          <MobileDrawer open={drawerOpen} onClose={() => setDrawerOpen(false)} returnFocusTo={menuButton} />
        </Suspense>
      ) : null}
    </header>
  );
}
