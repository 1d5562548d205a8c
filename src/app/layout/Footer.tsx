import { Link } from 'wouter';
import { site } from '#content/site';
import { paths } from '#src/lib/paths';
import { Button } from '#src/ui/Button';
import { SafeForm } from '#src/ui/SafeForm';
import { TextField } from '#src/ui/TextField';
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

export function Footer() {
  return (
    <footer className={styles.footer}>
      <div className={styles.columns}>
        <FooterNav id="footer-explore" title="Explore" items={navItems} />
        <FooterNav id="footer-legal" title="Legal" items={legalLinks} />
        <div>
          <h2 className={styles.heading}>Festival news</h2>
          <p className={styles.link}>Line-up drops and packing tips, now and then.</p>
          {/* The footer form is deliberately inert (the spec): it never sends or stores anything. */}
          <SafeForm className={styles.form} aria-label="Footer newsletter">
            <TextField
              id="footer-newsletter-email"
              label="Email for festival news"
              type="email"
              autoComplete="email"
              placeholder={site.emailPlaceholder}
              className={styles.field}
            />
            <Button type="submit" variant="secondary">
              Sign up
            </Button>
          </SafeForm>
        </div>
      </div>
      <p className={styles.copyright}>
        © {site.contentAsOf.slice(0, 4)} {site.brand}: {site.tagline}.
      </p>
    </footer>
  );
}
