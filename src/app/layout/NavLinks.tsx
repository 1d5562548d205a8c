import { Link, useLocation } from 'wouter';
import * as styles from './Header.css';
import { isCurrent, navItems } from './navItems';

type Props = { className: string; onNavigate?: () => void };

export function NavLinks({ className, onNavigate }: Props) {
  const [pathname] = useLocation();
  return (
    <ul className={className}>
      {navItems.map((item) => (
        <li key={item.href}>
          <Link
            href={item.href}
            className={styles.navLink}
            aria-current={isCurrent(item.href, pathname) ? 'page' : undefined}
            onClick={onNavigate}
          >
            {item.label}
          </Link>
        </li>
      ))}
    </ul>
  );
}
