import type { LocalPlan } from './localPlan';
import { hasChanges, mergePlans, planChanges } from './planMerge';
import type { KnownIds, Plan } from './planTypes';
import { PlanGoneError, PlanRequestError, type RemotePlan } from './remotePlan';
import type { SentSync, SyncRecord, SyncStatus } from './syncRecord';

/**
 * How a sync ended: `synced`, or why it sent nothing: the record's status, `asking` (the browser
 * holds another account's plan: the visitor chooses first) or `signedOut`.
 */
export type SyncOutcome = 'synced' | Exclude<SyncStatus, 'on'> | 'asking' | 'signedOut';

/** `newId` makes a new UUID: a plan's id, or a sync's change id. */
type Sync = { local: LocalPlan; remote: RemotePlan; record: SyncRecord; newId: () => string };

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
  return {
    saved: plan.saved.filter(known.saved),
    packed: plan.packed.filter(known.packed),
    pin: plan.pin,
    custom: plan.custom.filter((item) => known.category(item.category)),
  };
}

const isEmpty = ({ saved, packed, pin, custom }: Plan) => saved.length === 0 && packed.length === 0 && pin === null && custom.length === 0;

/**
 * Sends the account a sync's changes under its change id, kept in the record until the sync is
 * agreed. A refusal (the plan deleted, a limit) applied nothing, so the record forgets the sync.
 */
async function send(remote: RemotePlan, record: SyncRecord, sync: SentSync): Promise<void> {
  try {
    await remote.apply(sync.planId, sync.changeId, sync.changes);
  } catch (error) {
    if (error instanceof PlanGoneError || (error instanceof PlanRequestError && error.refused)) record.forgetSent();
    throw error;
  }
}

/**
 * The account has a sync's changes: the browser takes what the merge brought (keeping what the
 * visitor changed since the sync began), the record agrees on the merged plan, and the edits the
 * sync carried are forgotten.
 */
function settle(local: LocalPlan, record: SyncRecord, { planId, start, merged, edits }: SentSync): void {
  local.write(mergePlans(local.read(), start, merged, local.known));
  record.agree(planId, knownPart(merged, local.known));
  local.edits.clear(edits);
}

/** Sends a sync and settles it once the account has it; says why the sync stops instead, if it does. */
async function sendAndSettle(local: LocalPlan, remote: RemotePlan, record: SyncRecord, sync: SentSync): Promise<SyncOutcome | undefined> {
  try {
    await send(remote, record, sync);
  } catch (error) {
    if (error instanceof PlanGoneError) return deletedElsewhere(record);
    throw error;
  }
  // Another tab may have signed out, or deleted the plan, while the request ran.
  const held = holdBack(record);
  if (held) return held;
  settle(local, record, sync);
  return undefined;
}

/**
 * One sync of this browser's plan with the account's: read the account's, merge three ways with
 * the plan both agreed on last time, send the account what it lacks in one call, then keep the
 * result here.
 * - The account's plan has an id. A different one than this browser synced with means the plan
 *   was deleted on another device: this browser stops, keeps its plan and sends nothing.
 * - The browser keeps known ids only; the merge never reads an unknown id's absence as a removal.
 * - A sync whose answer was lost is sent again first, as it was, under its change id: the
 *   account applies it once, so its adds cannot undo a removal made since on another device. It
 *   is settled, then the sync goes on from the plan it agreed.
 * - The browser's plan is written in the same task as the agreed plan, so the two never part.
 *   Changes the visitor made while the sync ran are kept, and synced next. Until a sync
 *   succeeds, the changes wait in the browser's plan itself: nothing else to queue.
 */
export async function syncPlan({ local, remote, record, newId }: Sync): Promise<SyncOutcome> {
  const held = holdBack(record);
  if (held) return held;
  if (record.heldByAnother()) {
    if (!isEmpty(local.read())) return 'asking';
    record.adopt();
  }
  const unsettled = record.sent();
  if (unsettled) {
    const stopped = await sendAndSettle(local, remote, record, unsettled);
    if (stopped) return stopped;
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
    planId = account.planId ?? (await remote.create(newId()));
  } catch (error) {
    if (error instanceof PlanGoneError) return deletedElsewhere(record);
    throw error;
  }
  const sync: SentSync = { changeId: newId(), planId, changes: planChanges(account.plan, merged), start, merged, edits };
  // A sync with nothing to send leaves the record as it was, so the other tabs hear no change of it.
  if (hasChanges(sync.changes)) record.send(sync);
  return (await sendAndSettle(local, remote, record, sync)) ?? 'synced';
}

/** 'Delete my synced plan': recorded first, so that nothing is sent meanwhile and a delete cut off is retried. */
export async function deleteSyncedPlan({ remote, record }: Pick<Sync, 'remote' | 'record'>): Promise<void> {
  record.setStatus('deleting');
  let planId = record.planId();
  if (planId === undefined) {
    // A browser that never agreed on a plan names the one the account holds now, so a delete sent
    // again after its answer was lost cannot take a plan another device started since.
    planId = (await remote.read()).planId ?? undefined;
    if (planId !== undefined) record.deleteNamed(planId);
  }
  if (planId !== undefined) await remote.remove(planId);
  record.setStatus('off');
}
