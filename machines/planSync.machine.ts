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
  /** Whether the browser has a connection, as it said at the start and in every `online`/`offline` event since. */
  online: boolean;
};

export type PlanSyncInput = { online: boolean };

/**
 * Keeps a signed-in visitor's plan in step with their account. It syncs when it starts, after
 * every change and when the connection returns; a sync that fails without a connection waits
 * offline (the changes stay in the browser, which is the queue) and one that fails otherwise
 * offers 'Try again'. What the sync reports decides the rest, from the record this browser keeps:
 * - a plan that came from another account waits for the visitor's answer (`asking`);
 * - a delete asked for here is retried until it is done (`deleting`), and nothing is sent meanwhile;
 * - after a delete, here (`off`) or on another device (`deletedElsewhere`), nothing is sent until 'Sync again';
 * - once the visitor chose to sign out, every tab stops (`stopped`).
 * The sync, the delete and the record's changes are supplied with `.provide()`.
 */
export const planSyncMachine = setup({
  types: { context: {} as PlanSyncContext, events: {} as PlanSyncEvent, input: {} as PlanSyncInput },
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
    goneOnline: assign({ online: true }),
    goneOffline: assign({ online: false }),
  },
  guards: {
    /** The browser has no connection. */
    isOffline: ({ context }) => !context.online,
    /** The record says to sync (another tab chose 'Sync again', say). */
    recordSaysSync: () => false,
    /** The record says a delete is pending (another tab asked for it). */
    recordSaysDeleting: () => false,
    changedMeanwhile: ({ context }) => context.changedMeanwhile,
  },
}).createMachine({
  id: 'planSync',
  context: ({ input }) => ({ changedMeanwhile: false, online: input.online }),
  initial: 'saving',
  on: {
    ONLINE: { actions: 'goneOnline' },
    OFFLINE: { actions: 'goneOffline' },
  },
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
        OFFLINE: { target: 'offline', actions: 'goneOffline' },
        DELETE_SYNCED_PLAN: 'deleting',
      },
    },
    offline: {
      on: {
        ONLINE: { target: 'saving', actions: 'goneOnline' },
        RETRY: 'saving',
        DELETE_SYNCED_PLAN: 'deleting',
        // Changes wait; a delete another tab asked for waits too, and says so.
        CHANGED: { guard: 'recordSaysDeleting', target: 'deleteWaiting' },
      },
    },
    failed: {
      on: {
        RETRY: 'saving',
        CHANGED: 'saving',
        ONLINE: { target: 'saving', actions: 'goneOnline' },
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
      on: { ONLINE: { target: 'deleting', actions: 'goneOnline' }, RETRY: 'deleting' },
    },
    deleteFailed: {
      on: { RETRY: 'deleting', ONLINE: { target: 'deleting', actions: 'goneOnline' } },
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
