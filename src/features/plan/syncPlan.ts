import type { LocalPlan } from './localPlan';
import { mergePlans, planChanges, type Plan, type PlanChanges } from './planMerge';
import type { SyncRecord } from './syncBase';

/** The account's plan, as the app reaches it. */
export type RemotePlan = {
  read: () => Promise<Plan>;
  apply: (changes: PlanChanges) => Promise<void>;
};

/**
 * One sync of this browser's plan with the account's: read the account's, merge three ways with
 * the plan both agreed on last time, send the account what it lacks, then keep the result here.
 * The browser's plan is written before the agreed plan, so a sync cut off between the two is
 * merged again the same way. Changes the visitor made while it ran are kept, and synced next.
 * Until a sync succeeds, the changes wait in the browser's plan itself: nothing else to queue.
 */
export async function syncPlan({ local, remote, record }: { local: LocalPlan; remote: RemotePlan; record: SyncRecord }): Promise<void> {
  const start = local.read();
  const account = await remote.read();
  const merged = mergePlans(start, record.readBase(), account);
  await remote.apply(planChanges(account, merged));
  local.write(mergePlans(local.read(), start, merged));
  record.writeBase(merged);
}
