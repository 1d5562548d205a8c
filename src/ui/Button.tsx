import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { Link } from 'wouter';
import { button, type ButtonVariant } from './Button.css';
import { cx } from './cx';

type ButtonProps = ComponentPropsWithRef<'button'> & {
  variant?: ButtonVariant;
  /**
   * With `disabled`: stay focusable and say so with aria-disabled instead of the native attribute,
   * as Ariakit's prop of the same name does, so focus never falls to the page while a control is
   * busy and keyboard and screen reader visitors hear why. Presses do nothing, a form's included.
   */
  accessibleWhenDisabled?: boolean;
};

/** Cancels a press on a button that is disabled but focusable: no handler, no form submission. */
const ignorePress = (event: MouseEvent) => event.preventDefault();

export function Button({ variant = 'primary', className, type = 'button', disabled, accessibleWhenDisabled, onClick, ...props }: ButtonProps) {
  const focusable = disabled && accessibleWhenDisabled;
  return (
    <button
      type={type}
      className={cx(button[variant], className)}
      disabled={focusable ? undefined : disabled}
      aria-disabled={focusable || undefined}
      onClick={focusable ? ignorePress : onClick}
      {...props}
    />
  );
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
