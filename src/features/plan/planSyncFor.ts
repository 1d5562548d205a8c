import { toast } from 'sonner';
import { fromPromise } from 'xstate';
import { planSyncMachine } from '#machines/planSync.machine';
import { getSupabase } from '#src/lib/supabase';
import { localPlan, type LocalPlan, type PlanStores } from './localPlan';
import { deleteRemotePlan, remotePlan } from './remotePlan';
import { syncRecord } from './syncBase';
import { syncPlan } from './syncPlan';

/**
 * The sync machine of one signed-in account, with its effects: every call goes through the app's
 * one supabase-js client (loaded on first use, each call under its deadline).
 */
export function planSyncFor(userId: string, stores: PlanStores): { machine: typeof planSyncMachine; local: LocalPlan } {
  const local = localPlan(stores);
  const record = syncRecord(userId);
  const machine = planSyncMachine.provide({
    actors: {
      syncPlan: fromPromise(async () => syncPlan({ local, remote: remotePlan(await getSupabase(), userId), record })),
      deleteSyncedPlan: fromPromise(async () => deleteRemotePlan(await getSupabase(), userId)),
    },
    actions: {
      turnSyncOff: () => record.turnOff(),
      turnSyncOn: () => record.turnOn(),
      announceDeleted: () => void toast.success('Your synced plan is deleted. This browser keeps its plan and no longer syncs it.'),
    },
    guards: {
      syncIsOff: () => record.isOff(),
      isOffline: () => !navigator.onLine,
    },
  });
  return { machine, local };
}
