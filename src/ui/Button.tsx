import type { ComponentPropsWithRef } from 'react';
import { Link } from 'wouter';
import { button, type ButtonVariant } from './Button.css';
import { cx } from './cx';

type ButtonProps = ComponentPropsWithRef<'button'> & { variant?: ButtonVariant };

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={cx(button[variant], className)} {...props} />;
}

type ButtonLinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  href: string;
  variant?: ButtonVariant;
  /** Replace the current history entry instead of adding one, as wouter's Link does. */
  replace?: boolean;
  /** History state for the new entry, as wouter's Link takes it. */
  state?: unknown;
};

/** An internal link that looks like a button; it takes whatever wouter's Link and an `<a>` take. */
export function ButtonLink({ variant = 'primary', className, ...props }: ButtonLinkProps) {
  return <Link {...props} className={cx(button[variant], className)} />;
}
