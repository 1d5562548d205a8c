import { useId, useState } from 'react';
import { toast } from 'sonner';
import { readStoredPin } from '#src/features/plan/storedPin';
import { Button } from '#src/ui/Button';
import { TextField } from '#src/ui/TextField';
import * as styles from './SharePlanDialog.css';
import { planLink, type SharedPlan } from './planLink';

type Props = {
  savedIds: readonly number[];
  /** Called once the link has been shared or copied: the dialog closes. */
  onShared: () => void;
};

/** A share the visitor cancelled in the browser's share sheet: not an error. */
const isCancelled = (error: unknown) => error instanceof DOMException && error.name === 'AbortError';

/** The dialog's body, mounted when it opens: the pinned spot is read then, never in prerendered HTML. */
export default function ShareOptions({ savedIds, onShared }: Props) {
  const ids = useId();
  const [pin] = useState(readStoredPin);
  const [includePin, setIncludePin] = useState(false);
  const [copyFailed, setCopyFailed] = useState(false);
  const plan: SharedPlan = { festivalIds: [...savedIds], ...(includePin && pin ? { meetingPoint: pin } : {}) };
  const link = planLink(window.location.origin, plan);
  const canShare = typeof navigator.share === 'function';
  const count = savedIds.length === 1 ? 'your saved festival' : `your ${savedIds.length} saved festivals`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      toast.success('Link copied', { description: 'Send it to your crew: it opens your plan in their browser.' });
      onShared();
    } catch {
      setCopyFailed(true);
    }
  }

  async function share() {
    try {
      await navigator.share({ title: 'My festival plan', url: link });
      onShared();
    } catch (error) {
      if (!isCancelled(error)) await copy();
    }
  }

  return (
    <>
      <p className={styles.text}>
        The link carries {count} with their dates. The plan travels inside the link itself, so it never passes through our servers, and it opens
        offline once the site has been visited.
      </p>
      <div>
        <label className={styles.check}>
          <input
            type="checkbox"
            className={styles.checkbox}
            checked={includePin}
            disabled={!pin}
            aria-describedby={`${ids}-pin`}
            onChange={(event) => setIncludePin(event.target.checked)}
          />
          Include my pinned spot
        </label>
        <p id={`${ids}-pin`} className={styles.hint}>
          {pin ? 'Your crew gets it as a meeting point, with directions.' : 'Pin a spot on the festival map to add it as a meeting point.'}
        </p>
      </div>
      {copyFailed ? (
        <TextField
          id={`${ids}-link`}
          label="Share link"
          readOnly
          value={link}
          aria-describedby={`${ids}-copy`}
          onFocus={(event) => event.currentTarget.select()}
        />
      ) : null}
      {copyFailed ? (
        <p id={`${ids}-copy`} className={styles.hint} role="status">
          This browser did not let us copy the link: select it above and copy it by hand.
        </p>
      ) : null}
      <div className={styles.actions}>
        {canShare ? <Button onClick={() => void share()}>Share</Button> : <Button onClick={() => void copy()}>Copy link</Button>}
      </div>
    </>
  );
}
