import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import * as styles from './TextField.css';

/**
 * Every prop of an input, ref included, goes to the input, except `className`, which styles the
 * field around the label and the input. No `name`: a field's value must never be something a
 * native form submission could send.
 */
type Props = Omit<ComponentPropsWithRef<'input'>, 'id' | 'name'> & {
  id: string;
  label: ReactNode;
  /** Shown under the field, tied to it with aria-describedby, and announced. */
  error?: string | undefined;
};

/** A labelled input whose error message is tied to it and announced when it appears. */
export function TextField({ id, label, error, className, 'aria-describedby': describedBy, ...inputProps }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={cx(styles.field, className)}>
      <label htmlFor={id} className={styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={cx(error && errorId, describedBy)}
        {...inputProps}
      />
      <p id={errorId} className={styles.error} role="alert" hidden={!error}>
        {error}
      </p>
    </div>
  );
}
