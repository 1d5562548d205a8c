import { spinner } from './Spinner.css';
import { VisuallyHidden } from './VisuallyHidden';

/** A spinner that tells screen readers what is happening. */
export function Spinner({ label }: { label: string }) {
  return (
    <span role="status">
      <span className={spinner} aria-hidden="true" />
      <VisuallyHidden>{label}</VisuallyHidden>
    </span>
  );
}
