import { z } from 'zod/mini';
import { readJson, storageKeys, writeJson } from '#src/lib/storage';
import type { Plan } from './planTypes';

/**
 * Where this browser's sync with an account stands:
 * - `on`: it syncs;
 * - `off`: the visitor deleted the synced plan here, and nothing is sent until 'Sync again';
 * - `deleting`: a delete was asked for and is not done yet: it is retried, and nothing is sent meanwhile;
 * - `deletedElsewhere`: the account's plan was deleted on another device: nothing is sent until 'Sync again'.
 */
export type SyncStatus = 'on' | 'off' | 'deleting' | 'deletedElsewhere';

const planSchema = z.object({
  saved: z.array(z.number()),
  packed: z.array(z.string()),
  pin: z.nullable(z.object({ lat: z.number(), lng: z.number(), pinnedAt: z.string() })),
});

/**
 * The one account whose plan this browser holds. `planId` names the account's synced plan
 * (synced_plans.id) and `base` is the plan both agreed on at their last sync; neither exists
 * before the first sync, which is then a union. `signedOut` stops every tab's sync from the
 * moment the visitor chose to sign out until they sign in again.
 */
const recordSchema = z.object({
  userId: z.string(),
  status: z.enum(['on', 'off', 'deleting', 'deletedElsewhere']),
  planId: z.optional(z.string()),
  base: z.optional(planSchema),
  signedOut: z.optional(z.literal(true)),
});

type Stored = z.infer<typeof recordSchema>;

/** Two plans of 500 festivals and 500 items fit many times over; a longer value is not one the site wrote. */
const MAX_LENGTH = 100_000;

function readStored(): Stored | undefined {
  const stored = readJson(storageKeys.planSync, recordSchema, MAX_LENGTH);
  if (stored.status === 'invalid') console.warn('Ignored an unreadable record of the last plan sync.', stored.error);
  return stored.status === 'valid' ? stored.value : undefined;
}

const copyOf = (plan: Plan): NonNullable<Stored['base']> => ({ saved: [...plan.saved], packed: [...plan.packed], pin: plan.pin });

/** What this browser remembers of its sync with one account, read afresh on every call (another tab may have changed it). */
export type SyncRecord = {
  /** The plan in this browser came from another account, which has not removed it from here. */
  heldByAnother: () => boolean;
  status: () => SyncStatus;
  signedOut: () => boolean;
  planId: () => string | undefined;
  base: () => Plan | undefined;
  /** This account takes the browser's plan as its own, to be joined with the account's at the next sync (a union). */
  adopt: () => void;
  /** A sync agreed with the account's plan `planId` on `plan`. */
  agree: (planId: string, plan: Plan) => void;
  setStatus: (status: SyncStatus) => void;
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
    adopt: () => void write({ userId, status: 'on' }),
    agree: (planId, plan) => update({ planId, base: copyOf(plan) }),
    setStatus: (status) => update({ status }),
    startAgain: () => void write({ userId, status: 'on' }),
    signIn: () => {
      const stored = mine();
      if (stored?.signedOut) write({ userId: stored.userId, status: stored.status, planId: stored.planId, base: stored.base });
    },
    signOut: ({ keep, forgetPin }) => {
      const stored = mine();
      if (!keep || !stored) {
        write({ userId, status: stored?.status ?? 'on', signedOut: true });
        return;
      }
      const base = stored.base && forgetPin ? { ...stored.base, pin: null } : stored.base;
      write({ ...stored, base, signedOut: true });
    },
  };
}
