import { assign, fromPromise, setup } from 'xstate';
import type { SyncOutcome } from '#src/features/plan/syncPlan';

export type PlanSyncEvent =
  /** The plan in this browser changed (this tab, another tab, or a sync writing it), or another tab changed the sync's record. */
  | { type: 'CHANGED' }
  | { type: 'ONLINE' }
  | { type: 'OFFLINE' }
  | { type: 'RETRY' }
  /** The visitor confirmed 'Delete my synced plan'. */
  | { type: 'DELETE_SYNCED_PLAN' }
  /** 'Sync again', after the synced plan was deleted here or on another device. */
  | { type: 'SYNC_AGAIN' }
  /** The answers to 'Add the plan on this device to your account?'. */
  | { type: 'ADD_DEVICE_PLAN' }
  | { type: 'USE_ACCOUNT_PLAN' };

export type PlanSyncContext = {
  /** A change arrived while a sync was under way: sync once more when it ends. */
  changedMeanwhile: boolean;
};

/**
 * Keeps a signed-in visitor's plan in step with their account. It syncs when it starts, after
 * every change and when the connection returns; a sync that fails without a connection waits
 * offline (the changes stay in the browser, which is the queue) and one that fails otherwise
 * offers 'Try again'. What the sync reports decides the rest, from the record this browser keeps:
 * - a plan that came from another account waits for the visitor's answer (`asking`);
 * - a delete asked for here is retried until it is done (`deleting`), and nothing is sent meanwhile;
 * - after a delete, here (`off`) or on another device (`deletedElsewhere`), nothing is sent until 'Sync again';
 * - once the visitor chose to sign out, every tab stops (`stopped`).
 * The sync, the delete, the record's changes and the offline check are supplied with `.provide()`.
 */
export const planSyncMachine = setup({
  types: { context: {} as PlanSyncContext, events: {} as PlanSyncEvent },
  actors: {
    /** Joins the browser's plan with the account's and saves the result on both sides, or says why it sent nothing. */
    syncPlan: fromPromise<SyncOutcome>(async () => 'synced'),
    /** Removes the account's synced plan (recorded first, so that it is retried); the browser's plan stays. */
    deleteSyncedPlan: fromPromise<void>(async () => {}),
  },
  actions: {
    /** 'Sync again': the next sync joins the browser's plan with the account's. */
    startAgain: () => {},
    /** The answers to the question: the browser's plan joins the account's, or gives way to it. */
    adoptDevicePlan: () => {},
    adoptAccountPlan: () => {},
    /** Tells the visitor the synced plan is gone and this browser keeps its own. */
    announceDeleted: () => {},
  },
  guards: {
    /** The browser has no connection. */
    isOffline: () => false,
    /** The record says to sync (another tab chose 'Sync again', say). */
    recordSaysSync: () => false,
    changedMeanwhile: ({ context }) => context.changedMeanwhile,
  },
}).createMachine({
  id: 'planSync',
  context: { changedMeanwhile: false },
  initial: 'saving',
  states: {
    saving: {
      tags: 'busy',
      entry: assign({ changedMeanwhile: false }),
      invoke: {
        src: 'syncPlan',
        onDone: [
          { guard: ({ event }) => event.output === 'deleting', target: 'deleting' },
          { guard: ({ event }) => event.output === 'off', target: 'off' },
          { guard: ({ event }) => event.output === 'deletedElsewhere', target: 'deletedElsewhere' },
          { guard: ({ event }) => event.output === 'asking', target: 'asking' },
          { guard: ({ event }) => event.output === 'signedOut', target: 'stopped' },
          { guard: 'changedMeanwhile', target: 'saving', reenter: true },
          { target: 'synced' },
        ],
        onError: [{ guard: 'isOffline', target: 'offline' }, { target: 'failed' }],
      },
      on: { CHANGED: { actions: assign({ changedMeanwhile: true }) } },
    },
    synced: {
      on: {
        CHANGED: 'saving',
        OFFLINE: 'offline',
        DELETE_SYNCED_PLAN: 'deleting',
      },
    },
    offline: {
      on: {
        ONLINE: 'saving',
        RETRY: 'saving',
        DELETE_SYNCED_PLAN: 'deleting',
      },
    },
    failed: {
      on: {
        RETRY: 'saving',
        CHANGED: 'saving',
        ONLINE: 'saving',
        DELETE_SYNCED_PLAN: 'deleting',
      },
    },
    asking: {
      on: {
        ADD_DEVICE_PLAN: { target: 'saving', actions: 'adoptDevicePlan' },
        USE_ACCOUNT_PLAN: { target: 'saving', actions: 'adoptAccountPlan' },
        CHANGED: { guard: 'recordSaysSync', target: 'saving' },
      },
    },
    deleting: {
      tags: 'busy',
      invoke: {
        src: 'deleteSyncedPlan',
        onDone: { target: 'off', actions: 'announceDeleted' },
        onError: [{ guard: 'isOffline', target: 'deleteWaiting' }, { target: 'deleteFailed' }],
      },
    },
    /** The delete waits for the connection; nothing is sent meanwhile. */
    deleteWaiting: {
      on: { ONLINE: 'deleting', RETRY: 'deleting' },
    },
    deleteFailed: {
      on: { RETRY: 'deleting', ONLINE: 'deleting' },
    },
    off: {
      on: {
        SYNC_AGAIN: { target: 'saving', actions: 'startAgain' },
        CHANGED: { guard: 'recordSaysSync', target: 'saving' },
      },
    },
    deletedElsewhere: {
      on: {
        SYNC_AGAIN: { target: 'saving', actions: 'startAgain' },
        CHANGED: { guard: 'recordSaysSync', target: 'saving' },
      },
    },
    stopped: { type: 'final' },
  },
});
