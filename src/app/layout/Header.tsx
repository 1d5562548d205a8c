import { Link } from 'wouter';
import { site } from '#content/site';
import { SavedFestivalsLink } from '#src/features/saved-festivals/SavedFestivalsLink';
import { AccountEntry } from '#src/features/session/AccountEntry';
import { lazyComponent } from '#src/lib/lazyComponent';
import { paths } from '#src/lib/paths';
import * as styles from './Header.css';
import { NavLinks } from './NavLinks';
import { PhoneMenu } from './PhoneMenu';

/** The plan's part of the account menu (its sync's state and actions): its code loads only after sign-in. */
const PlanMenuItems = lazyComponent(() => import('#src/features/plan/PlanSyncMenuItems'));

/**
 * Site header: brand, main navigation (on small screens the Menu button and its side drawer,
 * `PhoneMenu`), saved festivals and the account entry.
 */
export function Header() {
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
          <AccountEntry menuAddition={PlanMenuItems} />
          <PhoneMenu />
        </div>
      </div>
    </header>
  );
}
