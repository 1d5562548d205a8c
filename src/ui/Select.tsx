import type { ComponentPropsWithRef, ReactNode } from 'react';
import { cx } from './cx';
import * as styles from './Select.css';
import { field, label as labelStyle } from './TextField.css';

/**
 * Every prop of a select, ref and options (`children`) included, goes to the select, except
 * `className`, which styles the field around the label and the select. No `name`, as for
 * TextField: nothing a native form submission could send.
 */
type Props = Omit<ComponentPropsWithRef<'select'>, 'id' | 'name'> & {
  id: string;
  label: ReactNode;
  /** Shown beside the select, such as a button that resets it. */
  action?: ReactNode;
};

/** A labelled native select, styled like the text fields. */
export function Select({ id, label, action, className, ...selectProps }: Props) {
  return (
    <div className={cx(field, className)}>
      <label htmlFor={id} className={labelStyle}>
        {label}
      </label>
      <div className={styles.row}>
        <select id={id} className={styles.select} {...selectProps} />
        {action}
      </div>
    </div>
  );
}
