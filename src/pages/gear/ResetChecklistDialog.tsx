import { Dialog, DialogDescription, DialogDismiss, DialogHeading } from '@ariakit/react';
import { useRef, type RefObject } from 'react';
import { Button } from '#src/ui/Button';
import { button } from '#src/ui/Button.css';
import * as styles from './GearPage.css';

type Props = {
  open: boolean;
  packedCount: number;
  onClose: () => void;
  onConfirm: () => void;
  /** Where focus goes after a confirmed reset, since the Reset button is then disabled. */
  focusAfterReset: RefObject<HTMLElement | null>;
  confirmed: boolean;
};

/**
 * Asks before the checklist is cleared; 'Keep my ticks' has focus first. Loaded on first use, so
 * the page does not pay for Ariakit's dialog.
 */
export default function ResetChecklistDialog({ open, packedCount, onClose, onConfirm, focusAfterReset, confirmed }: Props) {
  const keep = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      initialFocus={keep}
      finalFocus={confirmed ? focusAfterReset : undefined}
      className={styles.dialog}
      backdrop={<div className={styles.backdrop} />}
    >
      <DialogHeading className={styles.dialogTitle}>Reset the checklist?</DialogHeading>
      <DialogDescription>
        This unticks all {packedCount} packed {packedCount === 1 ? 'item' : 'items'}.
      </DialogDescription>
      <div className={styles.dialogActions}>
        <DialogDismiss ref={keep} className={button.secondary}>
          Keep my ticks
        </DialogDismiss>
        <Button onClick={onConfirm}>Reset checklist</Button>
      </div>
    </Dialog>
  );
}
