import { Button } from './Button';
import * as styles from './LoadFailed.css';

/** What a part of the page says when its code did not arrive. */
export const LOAD_FAILED_MESSAGE = "Couldn't load this part of the page. Check your connection and try again.";

type Props = {
  onRetry: () => void;
  /** In the flow of the part it stands for (default), floating below a small control, or docked at the bottom of the window. */
  placement?: keyof typeof styles.notice;
};

/**
 * Stands in for a part of the page whose code failed to load: says so, announced, and offers
 * 'Try again'. The rest of the page keeps working.
 */
export function LoadFailed({ onRetry, placement = 'inline' }: Props) {
  return (
    <div role="alert" className={styles.notice[placement]}>
      <p className={styles.message}>{LOAD_FAILED_MESSAGE}</p>
      <Button variant="secondary" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
