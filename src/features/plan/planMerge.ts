import type { Edits } from './planEdits';
import type { KnownIds, Plan, TimedPin } from './planTypes';

function sorted<T extends number | string>(values: Iterable<T>): T[] {
  return [...new Set(values)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0));
}

/**
 * Three-way merge of a set: what `remote` holds, less what `local` removed since `base`, plus what
 * it added. Without a base (the first sync of this browser with the account) it is the union.
 * An id this build does not `know` is never in `local` (the browser keeps known ids only), so its
 * absence there is no removal: it stays as the account has it. An id `edited` here since the base
 * is as `local` has it, whatever the base says: removed and saved again, it is saved.
 */
export function mergeSet<T extends number | string>(
  local: readonly T[],
  base: readonly T[] | undefined,
  remote: readonly T[],
  knows: (value: T) => boolean,
  edited: readonly T[] = [],
): T[] {
  if (!base) return sorted([...local, ...remote]);
  const before = new Set(base);
  const now = new Set(local);
  const changedHere = new Set(edited);
  const removedHere = (value: T) => knows(value) && !now.has(value) && (before.has(value) || changedHere.has(value));
  const addedHere = local.filter((value) => !before.has(value) || changedHere.has(value));
  return sorted([...remote.filter((value) => !removedHere(value)), ...addedHere]);
}

export function sameSet<T extends number | string>(a: readonly T[], b: readonly T[]): boolean {
  const x = sorted(a);
  const y = sorted(b);
  return x.length === y.length && x.every((value, index) => value === y[index]);
}

export function samePin(a: TimedPin | null, b: TimedPin | null): boolean {
  if (a === null || b === null) return a === b;
  return a.lat === b.lat && a.lng === b.lng && Date.parse(a.pinnedAt) === Date.parse(b.pinnedAt);
}

/** The later pinned of two pins; a missing one never wins over a pin, so no pin is lost. */
function newerPin(a: TimedPin | null, b: TimedPin | null): TimedPin | null {
  if (a === null || b === null) return a ?? b;
  return Date.parse(b.pinnedAt) > Date.parse(a.pinnedAt) ? b : a;
}

/**
 * The pin after a merge: the side that changed it since `base` wins (a removal too); when both
 * changed it, or there is no base, the newer pin wins.
 */
export function mergePin(local: TimedPin | null, base: TimedPin | null | undefined, remote: TimedPin | null): TimedPin | null {
  if (base === undefined) return newerPin(local, remote);
  const localChanged = !samePin(local, base);
  const remoteChanged = !samePin(remote, base);
  if (localChanged && remoteChanged) return newerPin(local, remote);
  return localChanged ? local : remote;
}

/**
 * Joins the browser's plan with the account's. `base` is the plan both agreed on at this
 * browser's last sync with the account (none before its first), so a removal on either side is
 * told apart from an item the other side never had, and a removed item never comes back.
 */
export function mergePlans(local: Plan, base: Plan | undefined, remote: Plan, known: KnownIds, edits?: Edits): Plan {
  return {
    saved: mergeSet(local.saved, base?.saved, remote.saved, known.saved, edits?.saved),
    packed: mergeSet(local.packed, base?.packed, remote.packed, known.packed, edits?.packed),
    pin: mergePin(local.pin, base ? base.pin : undefined, remote.pin),
  };
}

export function samePlan(a: Plan, b: Plan): boolean {
  return sameSet(a.saved, b.saved) && sameSet(a.packed, b.packed) && samePin(a.pin, b.pin);
}

/** What must change in the account so it holds `target`. */
export type PlanChanges = {
  saved: { add: number[]; remove: number[] };
  packed: { add: string[]; remove: string[] };
  /** The pin to store, null to remove it, undefined to leave it. */
  pin: TimedPin | null | undefined;
};

export function planChanges(remote: Plan, target: Plan): PlanChanges {
  const added = <T>(from: readonly T[], to: readonly T[]) => to.filter((value) => !from.includes(value));
  return {
    saved: { add: added(remote.saved, target.saved), remove: added(target.saved, remote.saved) },
    packed: { add: added(remote.packed, target.packed), remove: added(target.packed, remote.packed) },
    pin: samePin(remote.pin, target.pin) ? undefined : target.pin,
  };
}

export function hasChanges({ saved, packed, pin }: PlanChanges): boolean {
  return saved.add.length + saved.remove.length + packed.add.length + packed.remove.length > 0 || pin !== undefined;
}
