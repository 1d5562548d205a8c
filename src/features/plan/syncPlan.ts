import type { LocalPlan } from './localPlan';
import { mergePlans, planChanges } from './planMerge';
import type { KnownIds, Plan } from './planTypes';
import { PlanGoneError, type RemotePlan } from './remotePlan';
import type { SyncRecord, SyncStatus } from './syncRecord';

/**
 * How a sync ended: `synced`, or why it sent nothing: the record's status, `asking` (the browser
 * holds another account's plan: the visitor chooses first) or `signedOut`.
 */
export type SyncOutcome = 'synced' | Exclude<SyncStatus, 'on'> | 'asking' | 'signedOut';

type Sync = { local: LocalPlan; remote: RemotePlan; record: SyncRecord; newPlanId: () => string };

/** Why the record says not to sync now, if it does. */
function holdBack(record: SyncRecord): Exclude<SyncOutcome, 'synced' | 'asking'> | undefined {
  if (record.signedOut()) return 'signedOut';
  const status = record.status();
  return status === 'on' ? undefined : status;
}

/** The account's plan is not the one this browser synced with: it stops, unless it stopped meanwhile for another reason. */
function deletedElsewhere(record: SyncRecord): SyncOutcome {
  const held = holdBack(record);
  if (held) return held;
  record.setStatus('deletedElsewhere');
  return 'deletedElsewhere';
}

/**
 * What this build can agree on: the ids it knows. An id it does not know is never in the browser;
 * kept in the agreed plan, its absence here would read as a removal once an upgrade knows it.
 */
function knownPart(plan: Plan, known: KnownIds): Plan {
  return { saved: plan.saved.filter(known.saved), packed: plan.packed.filter(known.packed), pin: plan.pin };
}

const isEmpty = ({ saved, packed, pin }: ReturnType<LocalPlan['read']>) => saved.length === 0 && packed.length === 0 && pin === null;

/**
 * One sync of this browser's plan with the account's: read the account's, merge three ways with
 * the plan both agreed on last time, send the account what it lacks, then keep the result here.
 * - The account's plan has an id. A different one than this browser synced with means the plan
 *   was deleted on another device: this browser stops, keeps its plan and sends nothing.
 * - The browser keeps known ids only; the merge never reads an unknown id's absence as a removal.
 * - The browser's plan is written in the same task as the agreed plan, so the two never part.
 *   Changes the visitor made while the sync ran are kept, and synced next. Until a sync
 *   succeeds, the changes wait in the browser's plan itself: nothing else to queue.
 */
export async function syncPlan({ local, remote, record, newPlanId }: Sync): Promise<SyncOutcome> {
  const held = holdBack(record);
  if (held) return held;
  if (record.heldByAnother()) {
    if (!isEmpty(local.read())) return 'asking';
    record.adopt();
  }
  const start = local.read();
  const edits = local.edits.read();
  const account = await remote.read();
  const syncedWith = record.planId();
  if (syncedWith !== undefined && account.planId !== syncedWith) return deletedElsewhere(record);
  const base = syncedWith === undefined ? undefined : record.base();
  const merged = mergePlans(start, base, account.plan, local.known, edits);
  let planId: string;
  try {
    planId = account.planId ?? (await remote.create(newPlanId()));
    await remote.apply(planId, planChanges(account.plan, merged));
  } catch (error) {
    if (error instanceof PlanGoneError) return deletedElsewhere(record);
    throw error;
  }
  // Another tab may have signed out, or deleted the plan, while the requests ran.
  const heldNow = holdBack(record);
  if (heldNow) return heldNow;
  local.write(mergePlans(local.read(), start, merged, local.known));
  record.agree(planId, knownPart(merged, local.known));
  local.edits.clear(edits);
  return 'synced';
}

/** 'Delete my synced plan': recorded first, so that nothing is sent meanwhile and a delete cut off is retried. */
export async function deleteSyncedPlan({ remote, record }: Pick<Sync, 'remote' | 'record'>): Promise<void> {
  record.setStatus('deleting');
  await remote.remove(record.planId());
  record.setStatus('off');
}
