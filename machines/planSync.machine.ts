import { assign, fromPromise, setup } from 'xstate';

export type PlanSyncEvent =
  /** The plan in this browser changed (this tab, another tab, or a sync writing it). */
  | { type: 'CHANGED' }
  | { type: 'ONLINE' }
  | { type: 'OFFLINE' }
  | { type: 'RETRY' }
  /** The visitor confirmed 'Delete my synced plan'. */
  | { type: 'DELETE_SYNCED_PLAN' }
  /** Sync this browser with the account again after its synced plan was deleted. */
  | { type: 'SYNC_AGAIN' };

export type PlanSyncContext = {
  /** A change arrived while a sync was under way: sync once more when it ends. */
  changedMeanwhile: boolean;
};

/**
 * Keeps a signed-in visitor's plan in step with their account. It syncs when it starts, after
 * every change and when the connection returns; a sync that fails without a connection waits
 * offline (the changes stay in the browser, which is the queue) and one that fails otherwise
 * offers 'Try again'. Deleting the synced plan turns syncing off for this browser until the
 * visitor asks for it again. The sync itself, the delete, the offline check and the switch are
 * supplied by the app with `.provide()`.
 */
export const planSyncMachine = setup({
  types: { context: {} as PlanSyncContext, events: {} as PlanSyncEvent },
  actors: {
    /** Joins the browser's plan with the account's and saves the result on both sides. */
    syncPlan: fromPromise<void>(async () => {}),
    /** Removes the account's plan; the browser's plan stays. */
    deleteSyncedPlan: fromPromise<void>(async () => {}),
  },
  actions: {
    /** Remembers, for this browser and account, whether syncing is off. */
    turnSyncOff: () => {},
    turnSyncOn: () => {},
    /** Tells the visitor the synced plan is gone and this browser keeps its own. */
    announceDeleted: () => {},
  },
  guards: {
    /** Syncing was turned off in this browser (the synced plan was deleted here). */
    syncIsOff: () => false,
    /** The browser has no connection. */
    isOffline: () => false,
    changedMeanwhile: ({ context }) => context.changedMeanwhile,
  },
}).createMachine({
  id: 'planSync',
  context: { changedMeanwhile: false },
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'syncIsOff', target: 'off' }, { target: 'saving' }],
    },
    saving: {
      tags: 'busy',
      entry: assign({ changedMeanwhile: false }),
      invoke: {
        src: 'syncPlan',
        onDone: [{ guard: 'changedMeanwhile', target: 'saving', reenter: true }, { target: 'synced' }],
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
    deleting: {
      tags: 'busy',
      invoke: {
        src: 'deleteSyncedPlan',
        onDone: { target: 'off', actions: ['turnSyncOff', 'announceDeleted'] },
        onError: 'deleteFailed',
      },
    },
    deleteFailed: {
      on: {
        RETRY: 'deleting',
        CHANGED: 'saving',
        ONLINE: 'saving',
      },
    },
    off: {
      on: { SYNC_AGAIN: { target: 'saving', actions: 'turnSyncOn' } },
    },
  },
});
