import type { ReactNode } from 'react';
import { button, type ButtonVariant } from './Button.css';
import { cx } from './cx';
import { VisuallyHidden } from './VisuallyHidden';

type Props = {
  href: string;
  children: ReactNode;
  /** Affiliate and paid links are marked `sponsored` for search engines. */
  sponsored?: boolean;
  variant?: ButtonVariant;
  className?: string;
};

/** A link that leaves the site: opens a new tab, shares nothing with it, and says so. */
export function ExternalLink({ href, children, sponsored = false, variant, className }: Props) {
  return (
    <a href={href} target="_blank" rel={sponsored ? 'sponsored noopener noreferrer' : 'noopener noreferrer'} className={cx(variant && button[variant], className)}>
      {children}
      <VisuallyHidden> (opens in a new tab)</VisuallyHidden>
    </a>
  );
}
