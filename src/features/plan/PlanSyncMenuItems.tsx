import {
  Dialog,
  DialogDescription,
  DialogDismiss,
  DialogHeading,
  MenuGroup,
  MenuGroupLabel,
  MenuItem,
  MenuItemCheckbox,
  MenuItemRadio,
} from '@ariakit/react';
import { useSelector } from '@xstate/react';
import { useRef, useState, type ReactNode, type RefObject } from 'react';
import { Button } from '#src/ui/Button';
import { button } from '#src/ui/Button.css';
import * as styles from './PlanSyncMenuItems.css';
import { useRunningSync, type RunningSync } from './runningSync';

/** What the account menu says of each state of the sync. */
const stateWords = {
  saving: 'Saving…',
  synced: 'Synced',
  offline: 'Offline: changes will sync',
  failed: 'Sync failed: your changes are kept in this browser.',
  asking: 'Not syncing yet: add the plan on this device to your account?',
  deleting: 'Deleting your synced plan…',
  deleteWaiting: 'Offline: your synced plan will be deleted when you are back online.',
  deleteFailed: 'Your synced plan could not be deleted.',
  off: 'Not syncing: your synced plan was deleted. This browser keeps its plan.',
  deletedElsewhere: 'Not syncing: your synced plan was deleted on another device.',
  stopped: 'Not syncing: you are signing out.',
} as const;

type SyncState = keyof typeof stateWords;

/** What sign-out does with the plan before anything is chosen: it stays, pin included. */
const keepEverything = { planOnDevice: 'keep' };

/** The account menu's sign-out part, as the session's SignOutItems takes it (the plan may not import the session). */
type SignOutPart = {
  items: ReactNode;
  defaultValues: Record<string, string>;
  beforeSignOut: (values: Record<string, unknown>) => Promise<void>;
};

export type Props = {
  /** Renders the account menu with the plan's items, and its part of signing out. */
  renderMenu: (items: ReactNode, signOut?: SignOutPart) => ReactNode;
  itemClassName: string;
  /** Where focus returns when the confirmation closes: the account button. */
  accountButton: RefObject<HTMLElement | null>;
};

/**
 * The plan in the account menu: the state of the sync the layout runs ('Synced', 'Saving…',
 * 'Offline: changes will sync', a failure with 'Try again'…), 'Delete my synced plan', which asks
 * first, and, at sign-out, whether the plan stays on this device. Until the sync runs, the menu
 * shows without them.
 */
export default function PlanSyncMenuItems(props: Props) {
  const sync = useRunningSync();
  if (!sync) return props.renderMenu(null);
  return <PlanItems key={sync.userId} sync={sync} {...props} />;
}

function PlanItems({ sync, renderMenu, itemClassName, accountButton }: Props & { sync: RunningSync }) {
  const { actor } = sync;
  const state = useSelector(actor, (snapshot) => snapshot.value as SyncState);
  const [confirming, setConfirming] = useState(false);
  const keep = useRef<HTMLButtonElement>(null);

  const canRetry = state === 'failed' || state === 'deleteFailed' || state === 'deleteWaiting';
  const canDelete = state === 'saving' || state === 'synced' || state === 'offline' || state === 'failed';
  const canSyncAgain = state === 'off' || state === 'deletedElsewhere';
  const signOut: SignOutPart = {
    defaultValues: keepEverything,
    items: (
      <>
        <MenuItemRadio name="planOnDevice" value="keep" className={itemClassName}>
          <span className={styles.radioMark} aria-hidden="true" />
          Keep my plan on this device
        </MenuItemRadio>
        <MenuItemRadio name="planOnDevice" value="remove" className={itemClassName}>
          <span className={styles.radioMark} aria-hidden="true" />
          Remove my plan from this device
        </MenuItemRadio>
        <MenuItemCheckbox name="forget" value="pinnedMapLocation" className={itemClassName}>
          <span className={styles.checkMark} aria-hidden="true" />
          Forget my pinned map spot on this device
        </MenuItemCheckbox>
      </>
    ),
    beforeSignOut: ({ planOnDevice, forget }) =>
      sync.leave({ keepPlan: planOnDevice !== 'remove', forgetPin: Array.isArray(forget) && forget.includes('pinnedMapLocation') }),
  };
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
          {state === 'asking' ? (
            <>
              <MenuItem className={itemClassName} onClick={() => actor.send({ type: 'ADD_DEVICE_PLAN' })}>
                Add the plan on this device
              </MenuItem>
              <MenuItem className={itemClassName} onClick={() => actor.send({ type: 'USE_ACCOUNT_PLAN' })}>
                Use my account's plan
              </MenuItem>
            </>
          ) : null}
          {canSyncAgain ? (
            <MenuItem className={itemClassName} onClick={() => actor.send({ type: 'SYNC_AGAIN' })}>
              Sync again
            </MenuItem>
          ) : null}
          {canDelete ? (
            <MenuItem className={itemClassName} disabled={state === 'saving'} accessibleWhenDisabled onClick={() => setConfirming(true)}>
              Delete my synced plan
            </MenuItem>
          ) : null}
        </MenuGroup>,
        signOut,
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
          Your account's saved festivals, packed gear and pinned spot are deleted, and syncing stops on every device. Each device
          keeps the plan it holds.
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
