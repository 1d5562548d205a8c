import type { ComponentPropsWithoutRef, ReactNode } from 'react';
import * as styles from './TextField.css';
import { visuallyHidden as visuallyHiddenLabel } from './VisuallyHidden.css';

/** No `name`: a field's value must never be something a native form submission could send. */
type Props = Omit<ComponentPropsWithoutRef<'input'>, 'id' | 'name'> & {
  id: string;
  label: ReactNode;
  /** Shown under the field, tied to it with aria-describedby, and announced. */
  error?: string | undefined;
  /** Visually hide the label (it still names the field). */
  hideLabel?: boolean;
  className?: string;
};

/** A labelled input whose error message is tied to it and announced when it appears. */
export function TextField({ id, label, error, hideLabel = false, className, ...inputProps }: Props) {
  const errorId = `${id}-error`;
  return (
    <div className={className ? `${styles.field} ${className}` : styles.field}>
      <label htmlFor={id} className={hideLabel ? visuallyHiddenLabel : styles.label}>
        {label}
      </label>
      <input
        id={id}
        className={styles.input}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        {...inputProps}
      />
      <p id={errorId} className={styles.error} role="alert" hidden={!error}>
        {error}
      </p>
    </div>
  );
}
