import { useState, type RefObject } from 'react';
import { useLazyControl } from '#src/lib/useLazyControl';
import { Button } from '#src/ui/Button';
import { LoadFailed } from '#src/ui/LoadFailed';
import { LoadedPart } from '#src/ui/LoadedPart';
import { LazyResetChecklistDialog } from './LazyResetChecklistDialog';
import { customGear } from '#src/features/plan/customGear';
import { packedGear } from '#src/features/plan/packedGear';

type Props = { packedCount: number; focusAfterReset: RefObject<HTMLElement | null> };

/**
 * 'Reset checklist', which asks for confirmation before it clears every tick, the visitor's own items' too. The dialog's code
 * loads on the first press (the lazy control machine); when it fails to load, a notice by the
 * button says so and offers 'Try again'.
 */
export function ResetChecklist({ packedCount, focusAfterReset }: Props) {
  const dialog = useLazyControl(LazyResetChecklistDialog);
  /** The last ask ended in a reset: focus then goes to the list, since this button is disabled. */
  const [confirmed, setConfirmed] = useState(false);
  return (
    <>
      <Button
        variant="secondary"
        disabled={packedCount === 0}
        aria-haspopup="dialog"
        aria-busy={dialog.state === 'loading' || undefined}
        onClick={() => {
          setConfirmed(false);
          dialog.open();
        }}
      >
        Reset checklist
      </Button>
      {dialog.state === 'failed' ? <LoadFailed onRetry={dialog.retry} /> : null}
      <LoadedPart loaded={dialog.loaded}>
        <LazyResetChecklistDialog
          open={dialog.state === 'shown'}
          packedCount={packedCount}
          confirmed={confirmed}
          focusAfterReset={focusAfterReset}
          onClose={dialog.close}
          onConfirm={() => {
            packedGear.clear();
            customGear.untickAll();
            setConfirmed(true);
            dialog.close();
          }}
        />
      </LoadedPart>
    </>
  );
}
