import { z } from 'zod/mini';
import { readJson, storageKeys, writeJson } from '#src/lib/storage';
import type { Plan } from './planMerge';

const planSchema = z.object({
  saved: z.array(z.number()),
  packed: z.array(z.string()),
  pin: z.nullable(z.object({ lat: z.number(), lng: z.number(), pinnedAt: z.string() })),
});

/** Per account id: the plan this browser and the account agreed on at their last sync, or that syncing is off here. */
const recordsSchema = z.record(z.string(), z.object({ base: z.optional(planSchema), off: z.optional(z.literal(true)) }));

type Records = z.infer<typeof recordsSchema>;

/** A few accounts' plans fit many times over; a longer value is not one the site wrote. */
const MAX_LENGTH = 100_000;

function readRecords(): Records {
  const stored = readJson(storageKeys.planSync, recordsSchema, MAX_LENGTH);
  if (stored.status === 'invalid') console.warn('Ignored an unreadable record of the last plan sync.', stored.error);
  return stored.status === 'valid' ? stored.value : {};
}

function update(userId: string, entry: Records[string] | undefined) {
  const records = readRecords();
  if (entry) records[userId] = entry;
  else delete records[userId];
  writeJson(storageKeys.planSync, records);
}

/** What this browser remembers of its syncs with one account. */
export type SyncRecord = {
  /** The plan as last synced; none before the first sync (which is then a union). */
  readBase: () => Plan | undefined;
  writeBase: (plan: Plan) => void;
  isOff: () => boolean;
  /** Syncing stops in this browser, and the next sync here starts afresh (a union). */
  turnOff: () => void;
  turnOn: () => void;
};

export function syncRecord(userId: string): SyncRecord {
  return {
    readBase: () => readRecords()[userId]?.base,
    writeBase: (plan) => update(userId, { base: { saved: [...plan.saved], packed: [...plan.packed], pin: plan.pin } }),
    isOff: () => readRecords()[userId]?.off === true,
    turnOff: () => update(userId, { off: true }),
    turnOn: () => update(userId, undefined),
  };
}
