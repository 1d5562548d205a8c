import { Dialog, DialogDescription, DialogHeading } from '@ariakit/react';
import { useState } from 'react';
import { Button } from '#src/ui/Button';
import * as styles from './PlanSyncMenuItems.css';

type Props = { open: boolean; onAdd: () => void; onUseAccountPlan: () => void };

/**
 * Asks, at an account's first sync in this browser, before a plan synced with another account
 * joins it: the browser's plan is added to the account's, or gives way to it. Closed without an
 * answer, nothing is sent, and the account menu asks again.
 */
export function AddDevicePlanDialog({ open, onAdd, onUseAccountPlan }: Props) {
  const [dismissed, setDismissed] = useState(false);
  return (
    <Dialog
      open={open && !dismissed}
      onClose={() => setDismissed(true)}
      className={styles.dialog}
      backdrop={<div className={styles.backdrop} />}
    >
      <DialogHeading className={styles.dialogTitle}>Add the plan on this device to your account?</DialogHeading>
      <DialogDescription>
        This device holds a plan that was synced with another account: its saved festivals, packed gear and pinned spot. Add it to
        your account, or use your account's plan here instead.
      </DialogDescription>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onClick={onUseAccountPlan}>
          Use my account's plan
        </Button>
        <Button onClick={onAdd}>Add it to my account</Button>
      </div>
    </Dialog>
  );
}
