import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import * as styles from './TextField.css';

/**
 * The input of a text field. No `name`: a field's value must never be something a native form
 * submission could send. With `disabled` and `accessibleWhenDisabled` it stays focusable and keeps
 * its text (read-only and aria-disabled), as Ariakit's prop of the same name does for buttons.
 */
type InputProps = Omit<ComponentPropsWithRef<'input'>, 'id' | 'name'> & { id: string; accessibleWhenDisabled?: boolean };

export function FieldInput({ className, disabled, readOnly, accessibleWhenDisabled, ...props }: InputProps) {
  const focusable = disabled && accessibleWhenDisabled;
  return (
    <input
      className={cx(styles.input, className)}
      disabled={focusable ? undefined : disabled}
      readOnly={focusable || readOnly}
      aria-disabled={focusable || undefined}
      {...props}
    />
  );
}

/** The label of a text field, for layouts where it is not directly above the input. */
export function FieldLabel({ className, htmlFor, ...props }: ComponentPropsWithRef<'label'> & { htmlFor: string }) {
  return <label htmlFor={htmlFor} className={cx(styles.label, className)} {...props} />;
}

/** Text about a field; the input names it with aria-describedby. */
export function FieldDescription({ className, id, ...props }: ComponentPropsWithRef<'p'> & { id: string }) {
  return <p id={id} className={cx(styles.description, className)} {...props} />;
}

/**
 * Every prop of an input, ref included, goes to the input, except `className`, which styles the
 * field around the label and the input.
 */
type Props = InputProps & {
  label: ReactNode;
  /** Shown under the field, tied to it with aria-describedby, and announced. */
  error?: string | undefined;
};

/** A labelled input whose error message is tied to it and announced when it appears. */
export function TextField({ id, label, error, className, 'aria-describedby': describedBy, ...inputProps }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={cx(styles.field, className)}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      <FieldInput id={id} aria-invalid={error ? true : undefined} aria-describedby={cx(error && errorId, describedBy)} {...inputProps} />
      <p id={errorId} className={styles.error} role="alert" hidden={!error}>
        {error}
      </p>
    </div>
  );
}
