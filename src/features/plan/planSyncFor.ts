import { toast } from 'sonner';
import { fromPromise } from 'xstate';
import { planSyncMachine } from '#machines/planSync.machine';
import { getSupabase } from '#src/lib/supabase';
import { localPlan, type LocalPlan, type PlanStores } from './localPlan';
import { withPlanLock } from './planLock';
import { emptyPlan } from './planTypes';
import { remotePlan } from './remotePlan';
import { syncRecord, type SyncRecord } from './syncRecord';
import { deleteSyncedPlan, syncPlan } from './syncPlan';

export type PlanSyncParts = { machine: typeof planSyncMachine; local: LocalPlan; record: SyncRecord };

/**
 * The sync machine of one signed-in account, with its effects: every call goes through the app's
 * one supabase-js client (loaded on first use, each call under its deadline), and every sync or
 * delete holds the browser's plan lock, so the tabs take turns. Made as the account signs in.
 */
export function planSyncFor(userId: string, stores: PlanStores): PlanSyncParts {
  const local = localPlan(stores);
  const record = syncRecord(userId);
  // The account is signed in: a record it left at sign-out resumes.
  record.signIn();
  const remote = async () => remotePlan(await getSupabase(), userId);
  const machine = planSyncMachine.provide({
    actors: {
      syncPlan: fromPromise(async () =>
        withPlanLock(async () => syncPlan({ local, remote: await remote(), record, newId: () => crypto.randomUUID() })),
      ),
      deleteSyncedPlan: fromPromise(async () => withPlanLock(async () => deleteSyncedPlan({ remote: await remote(), record }))),
    },
    actions: {
      startAgain: () => record.startAgain(),
      adoptDevicePlan: () => record.adopt(),
      adoptAccountPlan: () => {
        local.write(emptyPlan);
        record.adopt();
      },
      announceDeleted: () => void toast.success('Your synced plan is deleted. This browser keeps its plan and no longer syncs it.'),
    },
    guards: {
      recordSaysSync: () => record.status() === 'on' && !record.signedOut() && !record.heldByAnother(),
      recordSaysDeleting: () => record.status() === 'deleting',
    },
  });
  return { machine, local, record };
}
