import type { ComponentPropsWithRef } from 'react';
import { Link } from 'wouter';
import { button, type ButtonVariant } from './Button.css';

type ButtonProps = ComponentPropsWithRef<'button'> & { variant?: ButtonVariant };

export function Button({ variant = 'primary', className, type = 'button', ...props }: ButtonProps) {
  return <button type={type} className={className ? `${button[variant]} ${className}` : button[variant]} {...props} />;
}

type ButtonLinkProps = { href: string; variant?: ButtonVariant; className?: string; children: React.ReactNode };

/** An internal link that looks like a button. */
export function ButtonLink({ variant = 'primary', className, href, children }: ButtonLinkProps) {
  return (
    <Link href={href} className={className ? `${button[variant]} ${className}` : button[variant]}>
      {children}
    </Link>
  );
}
