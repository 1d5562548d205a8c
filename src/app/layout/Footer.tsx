import { memo } from 'react';
import { Link } from 'wouter';
import { site } from '#content/site';
import { EmailSignupIsland } from '#src/features/newsletter/EmailSignupIsland';
import { footerNews } from '#src/features/newsletter/signups';
import { paths } from '#src/lib/paths';
import * as styles from './Footer.css';
import { navItems } from './navItems';

const legalLinks = [
  { label: 'Affiliate Disclosure', href: paths.legalSection('affiliate-disclosure') },
  { label: 'Privacy Policy', href: paths.legalSection('privacy-policy') },
  { label: 'Cookie Policy', href: paths.legalSection('cookie-policy') },
  { label: 'Terms & Conditions', href: paths.legalSection('terms-conditions') },
] as const;

type FooterNavProps = { id: string; title: string; items: readonly { label: string; href: string }[] };

function FooterNav({ id, title, items }: FooterNavProps) {
  return (
    <nav aria-labelledby={id}>
      <h2 id={id} className={styles.heading}>
        {title}
      </h2>
      <ul className={styles.list}>
        {items.map((item) => (
          <li key={item.href}>
            <Link href={item.href} className={styles.link}>
              {item.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/**
 * The same on every page and every render: memoised, so the layout's own updates (such as the page
 * having hydrated) never reach the sign-up island before it has hydrated, which would make React
 * drop its server HTML.
 */
export const Footer = memo(function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <FooterNav id="footer-explore" title="Explore" items={navItems} />
        <FooterNav id="footer-legal" title="Legal" items={legalLinks} />
        <div>
          <h2 className={styles.heading}>Festival news</h2>
          <p className={styles.link}>Line-up drops and packing tips, now and then.</p>
          <EmailSignupIsland {...footerNews} />
        </div>
      </div>
      <p className={styles.copyright}>
        © {site.contentAsOf.slice(0, 4)} {site.brand}: {site.tagline}.
      </p>
    </footer>
  );
});
