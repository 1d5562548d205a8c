import { z } from 'zod/mini';
import { readJson, storageKeys, writeJson } from '#src/lib/storage';
import type { PlanChanges } from './planMerge';
import type { Plan, PlanEdits } from './planTypes';

/**
 * Where this browser's sync with an account stands:
 * - `on`: it syncs;
 * - `off`: the visitor deleted the synced plan here, and nothing is sent until 'Sync again';
 * - `deleting`: a delete was asked for and is not done yet: it is retried, and nothing is sent meanwhile;
 * - `deletedElsewhere`: the account's plan was deleted on another device: nothing is sent until 'Sync again'.
 */
export type SyncStatus = 'on' | 'off' | 'deleting' | 'deletedElsewhere';

const pinSchema = z.object({ lat: z.number(), lng: z.number(), pinnedAt: z.string() });

const customItemSchema = z.object({ id: z.string(), category: z.string(), name: z.string(), packed: z.boolean() });

/** A plan agreed before own gear items synced has none (`custom` left out). */
const planSchema = z.object({
  saved: z.array(z.number()),
  packed: z.array(z.string()),
  pin: z.nullable(pinSchema),
  custom: z._default(z.array(customItemSchema), []),
});

const changeSetSchema = <T extends z.ZodMiniType>(item: T) => z.object({ add: z.array(item), remove: z.array(item) });

/**
 * A sync sent to the account and not yet agreed: its change id (sent again with it), the plan it
 * was sent to, its changes, and what the sync settles on once the account has them: the browser's
 * plan as the sync began (`start`), the merged plan, and the edits it carried.
 */
const sentSchema = z.object({
  changeId: z.string(),
  planId: z.string(),
  changes: z.object({
    saved: changeSetSchema(z.number()),
    packed: changeSetSchema(z.string()),
    pin: z.optional(z.nullable(pinSchema)),
    custom: z._default(
      z.object({
        upsert: z.array(z.object({ id: z.string(), category: z.string(), name: z.optional(z.string()), packed: z.optional(z.boolean()) })),
        remove: z.array(z.string()),
      }),
      { upsert: [], remove: [] },
    ),
  }),
  start: planSchema,
  merged: planSchema,
  edits: z.object({ saved: z.array(z.number()), packed: z.array(z.string()), custom: z._default(z.array(z.string()), []) }),
});

/** A sync sent and not yet agreed. */
export type SentSync = { changeId: string; planId: string; changes: PlanChanges; start: Plan; merged: Plan; edits: PlanEdits };

/**
 * The one account whose plan this browser holds. `planId` names the account's synced plan
 * (synced_plans.id) and `base` is the plan both agreed on at their last sync; neither exists
 * before the first sync, which is then a union. `sent` is a sync sent and not yet agreed, kept
 * so that it is sent again under its change id. `signedOut` stops every tab's sync from the
 * moment the visitor chose to sign out until they sign in again.
 */
const recordSchema = z.object({
  userId: z.string(),
  status: z.enum(['on', 'off', 'deleting', 'deletedElsewhere']),
  planId: z.optional(z.string()),
  base: z.optional(planSchema),
  sent: z.optional(sentSchema),
  signedOut: z.optional(z.literal(true)),
});

type Stored = z.infer<typeof recordSchema>;

/** Three plans of 500 festivals, 500 items and 500 own items (about 100,000 characters each) fit twice over; a longer value is not one the site wrote. */
const MAX_LENGTH = 600_000;

function readStored(): Stored | undefined {
  const stored = readJson(storageKeys.planSync, recordSchema, MAX_LENGTH);
  if (stored.status === 'invalid') console.warn('Ignored an unreadable record of the last plan sync.', stored.error);
  return stored.status === 'valid' ? stored.value : undefined;
}

const copyOf = (plan: Plan): NonNullable<Stored['base']> => ({ saved: [...plan.saved], packed: [...plan.packed], pin: plan.pin, custom: [...plan.custom] });

/** What this browser remembers of its sync with one account, read afresh on every call (another tab may have changed it). */
export type SyncRecord = {
  /** The plan in this browser came from another account, which has not removed it from here. */
  heldByAnother: () => boolean;
  status: () => SyncStatus;
  signedOut: () => boolean;
  planId: () => string | undefined;
  base: () => Plan | undefined;
  /** The sync sent and not yet agreed, if any. */
  sent: () => SentSync | undefined;
  /** A sync is about to be sent: kept until it is agreed, or refused. */
  send: (sync: SentSync) => void;
  /** The sync sent was refused: nothing of it reached the account. */
  forgetSent: () => void;
  /** This account takes the browser's plan as its own, to be joined with the account's at the next sync (a union). */
  adopt: () => void;
  /** A sync agreed with the account's plan `planId` on `plan`; the sync sent, if any, is done. */
  agree: (planId: string, plan: Plan) => void;
  setStatus: (status: SyncStatus) => void;
  /** The delete asked for names the account's plan `planId`, read because this browser knew none. */
  deleteNamed: (planId: string) => void;
  /** 'Sync again': the next sync joins the browser's plan with whatever the account holds now (a union). */
  startAgain: () => void;
  /** The visitor signs in (again): syncing resumes where it stood. */
  signIn: () => void;
  /** The visitor signs out: every tab stops syncing; `keep` leaves the record for the next sign-in, else it starts afresh. */
  signOut: (options: { keep: boolean; forgetPin: boolean }) => void;
};

export function syncRecord(userId: string): SyncRecord {
  const mine = () => {
    const stored = readStored();
    return stored?.userId === userId ? stored : undefined;
  };
  const write = (next: Stored) => writeJson(storageKeys.planSync, next);
  const update = (change: Partial<Stored>) => write({ userId, status: 'on', ...mine(), ...change });
  return {
    heldByAnother: () => {
      const stored = readStored();
      return stored !== undefined && stored.userId !== userId;
    },
    status: () => mine()?.status ?? 'on',
    signedOut: () => mine()?.signedOut === true,
    planId: () => mine()?.planId,
    base: () => mine()?.base,
    sent: () => {
      const sent = mine()?.sent;
      return sent && { ...sent, changes: { ...sent.changes, pin: sent.changes.pin } };
    },
    send: (sync) => update({ sent: { ...sync, start: copyOf(sync.start), merged: copyOf(sync.merged), edits: { saved: [...sync.edits.saved], packed: [...sync.edits.packed], custom: [...sync.edits.custom] } } }),
    forgetSent: () => update({ sent: undefined }),
    adopt: () => void write({ userId, status: 'on' }),
    agree: (planId, plan) => update({ planId, base: copyOf(plan), sent: undefined }),
    setStatus: (status) => update({ status }),
    deleteNamed: (planId) => update({ planId }),
    startAgain: () => void write({ userId, status: 'on' }),
    signIn: () => {
      const stored = mine();
      if (stored?.signedOut) write({ userId: stored.userId, status: stored.status, planId: stored.planId, base: stored.base, sent: stored.sent });
    },
    signOut: ({ keep, forgetPin }) => {
      const stored = mine();
      if (!keep || !stored) {
        write({ userId, status: stored?.status ?? 'on', signedOut: true });
        return;
      }
      if (!forgetPin) {
        write({ ...stored, signedOut: true });
        return;
      }
      // Forgotten here, the pin is the account's: neither the agreed plan nor a sync sent holds it as this browser's.
      const forget = <T extends Stored['base']>(plan: T): T => plan && { ...plan, pin: null };
      const sent = stored.sent && { ...stored.sent, start: forget(stored.sent.start), merged: forget(stored.sent.merged) };
      write({ ...stored, base: forget(stored.base), sent, signedOut: true });
    },
  };
}
