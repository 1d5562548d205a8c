import { Dialog, DialogDescription, DialogDismiss, DialogHeading, MenuGroup, MenuGroupLabel, MenuItem } from '@ariakit/react';
import { useActorRef, useSelector } from '@xstate/react';
import { useEffect, useRef, useState, type ReactNode, type RefObject } from 'react';
import { inspect } from '#src/lib/inspector';
import { Button } from '#src/ui/Button';
import { button } from '#src/ui/Button.css';
import type { PlanStores } from './localPlan';
import { planSyncFor } from './planSyncFor';
import * as styles from './PlanSyncMenuItems.css';

/** What the account menu says of each state of the sync. */
const stateWords = {
  starting: 'Saving…',
  saving: 'Saving…',
  synced: 'Synced',
  offline: 'Offline: changes will sync',
  failed: 'Sync failed: your changes are kept in this browser.',
  deleting: 'Deleting your synced plan…',
  deleteFailed: 'Your synced plan could not be deleted.',
  off: 'Not syncing: your synced plan was deleted. This browser keeps its plan.',
} as const;

type SyncState = keyof typeof stateWords;

export type Props = {
  userId: string;
  stores: PlanStores;
  /** Renders the account menu with the sync's items added to it. */
  renderMenu: (items: ReactNode) => ReactNode;
  itemClassName: string;
  /** Where focus returns when the confirmation closes: the account button. */
  accountButton: RefObject<HTMLElement | null>;
};

/**
 * Syncs a signed-in visitor's plan with their account for as long as it is mounted, and adds its
 * state to the account menu: 'Synced', 'Saving…', 'Offline: changes will sync', or a failure with
 * 'Try again'; with 'Delete my synced plan', which asks first.
 */
export function PlanSyncMenuItems({ userId, stores, renderMenu, itemClassName, accountButton }: Props) {
  const [{ machine, local }] = useState(() => planSyncFor(userId, stores));
  const actor = useActorRef(machine, { inspect });
  const state = useSelector(actor, (snapshot) => snapshot.value as SyncState);
  const [confirming, setConfirming] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const changed = () => actor.send({ type: 'CHANGED' });
    const online = () => actor.send({ type: 'ONLINE' });
    const offline = () => actor.send({ type: 'OFFLINE' });
    // A return to the page picks up what another device synced meanwhile.
    const shown = () => {
      if (document.visibilityState === 'visible') changed();
    };
    const stop = local.subscribe(changed);
    window.addEventListener('online', online);
    window.addEventListener('offline', offline);
    document.addEventListener('visibilitychange', shown);
    return () => {
      stop();
      window.removeEventListener('online', online);
      window.removeEventListener('offline', offline);
      document.removeEventListener('visibilitychange', shown);
    };
  }, [actor, local]);

  const canRetry = state === 'failed' || state === 'deleteFailed';
  const canDelete = state === 'saving' || state === 'synced' || state === 'offline' || state === 'failed';
  return (
    <>
      {renderMenu(
        <MenuGroup>
          <MenuGroupLabel className={styles.label}>
            Your plan <span className={styles.state}>{stateWords[state]}</span>
          </MenuGroupLabel>
          {canRetry ? (
            <MenuItem className={itemClassName} onClick={() => actor.send({ type: 'RETRY' })}>
              Try again
            </MenuItem>
          ) : null}
          {state === 'off' ? (
            <MenuItem className={itemClassName} onClick={() => actor.send({ type: 'SYNC_AGAIN' })}>
              Sync this browser again
            </MenuItem>
          ) : null}
          {canDelete ? (
            <MenuItem className={itemClassName} disabled={state === 'saving'} accessibleWhenDisabled onClick={() => setConfirming(true)}>
              Delete my synced plan
            </MenuItem>
          ) : null}
        </MenuGroup>,
      )}
      <Dialog
        open={confirming}
        onClose={() => setConfirming(false)}
        role="alertdialog"
        initialFocus={keep}
        finalFocus={accountButton}
        className={styles.dialog}
        backdrop={<div className={styles.backdrop} />}
      >
        <DialogHeading className={styles.dialogTitle}>Delete your synced plan?</DialogHeading>
        <DialogDescription>
          Your account's saved festivals, packed gear and pinned spot are deleted, and this browser stops syncing. The plan in this
          browser stays as it is.
        </DialogDescription>
        <div className={styles.dialogActions}>
          <DialogDismiss ref={keep} className={button.secondary}>
            Keep it
          </DialogDismiss>
          <Button
            onClick={() => {
              actor.send({ type: 'DELETE_SYNCED_PLAN' });
              setConfirming(false);
            }}
          >
            Delete synced plan
          </Button>
        </div>
      </Dialog>
    </>
  );
}
