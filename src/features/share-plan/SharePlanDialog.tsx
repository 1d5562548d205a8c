import { Dialog, DialogDisclosure, DialogDismiss, DialogHeading, useDialogStore } from '@ariakit/react';
import { Suspense } from 'react';
import { lazyComponent } from '#src/lib/lazyComponent';
import { Button } from '#src/ui/Button';
import { RetryBoundary } from '#src/ui/RetryBoundary';
import { Spinner } from '#src/ui/Spinner';
import * as styles from './SharePlanDialog.css';

/** The dialog's body (the link, the pinned spot, the toast) is loaded only when the dialog first opens. */
const ShareOptions = lazyComponent(() => import('./ShareOptions'));

type Props = {
  /** The ids of the visitor's saved festivals; nothing is offered while there are none. */
  savedIds: readonly number[];
};

/** 'Share my plan': a dialog that makes a link to the saved festivals, with the pinned spot only if ticked. */
export function SharePlanDialog({ savedIds }: Props) {
  const dialog = useDialogStore();
  if (savedIds.length === 0) return null;
  return (
    <>
      <DialogDisclosure store={dialog} render={<Button variant="secondary" />}>
        Share my plan
      </DialogDisclosure>
      <Dialog store={dialog} unmountOnHide backdrop={<div className={styles.backdrop} />} className={styles.dialog}>
        <div className={styles.header}>
          <DialogHeading className={styles.title}>Share my plan</DialogHeading>
          <DialogDismiss render={<Button variant="ghost" />}>Close</DialogDismiss>
        </div>
        <RetryBoundary onRetry={() => void ShareOptions.preload()}>
          <Suspense fallback={<Spinner label="Loading the share options" />}>
            <ShareOptions savedIds={savedIds} onShared={() => dialog.hide()} />
          </Suspense>
        </RetryBoundary>
      </Dialog>
    </>
  );
}
