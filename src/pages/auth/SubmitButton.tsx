import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Spinner } from '../../ui/Spinner';
import * as styles from './AuthPage.css';

type Props = {
  /** A request is running: the button is disabled (but keeps focus). */
  busy: boolean;
  /** The running request is this button's: it shows the spinner. */
  pending: boolean;
  pendingLabel: string;
  children: ReactNode;
};

export function SubmitButton({ busy, pending, pendingLabel, children }: Props) {
  return (
    <Button type="submit" className={styles.submit} aria-disabled={busy || undefined}>
      {pending ? <Spinner label={pendingLabel} /> : null}
      {children}
    </Button>
  );
}
