import type { CustomGearItem } from './customGear';
import type { KnownIds, Plan, PlanEdits, TimedPin } from './planTypes';

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
  const changedHere = new Set(edited ?? []);
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

const FIELDS = ['name', 'packed'] as const;

/**
 * The visitor's own gear items after a merge, per item and per field (`edited`: the ids added or
 * removed here since the last sync, and `<id>/name`, `<id>/packed` for a field changed here;
 * without it, as a sync settles on its merge with `base` the browser's items as it began, a field
 * that differs from `base` changed here):
 * - an item added on either side is kept; on a first sync (or after 'Sync again') both sides'
 *   are, and of an item both hold this browser's fields win: joining is the visitor's later action;
 * - an item removed on either side is gone, even if the other side renamed or ticked it: a
 *   removal is final, and the account refuses to bring it back too;
 * - of an item on both sides, a field changed here (noted as edited, or differing from `base`) is
 *   as here (all of them for an item added here), the others as the account has them: the later
 *   change to reach the account wins;
 * - an item of a category this build does not `know` is never here, and stays as the account has it.
 * The browser's order first, then the account's items it does not hold.
 */
export function mergeCustom(
  local: readonly CustomGearItem[],
  base: readonly CustomGearItem[] | undefined,
  remote: readonly CustomGearItem[],
  knows: (category: string) => boolean,
  edited?: readonly string[],
): CustomGearItem[] {
  const byId = (items: readonly CustomGearItem[] | undefined) => new Map(items?.map((item) => [item.id, item]));
  const [here, before, there] = [byId(local), byId(base), byId(remote)];
  const changedHere = new Set(edited);
  const removedHere = (item: CustomGearItem) => knows(item.category) && !here.has(item.id) && (before.has(item.id) || changedHere.has(item.id));
  const merged = local.flatMap((item): CustomGearItem[] => {
    const account = there.get(item.id);
    if (!account) return before.has(item.id) ? [] : [item];
    const agreed = before.get(item.id);
    // A field noted as edited; one that differs from `base` (changed again while the sync that
    // sent the first change ran, whose edits that sync then forgot); any, without a base.
    const fieldChanged = (key: (typeof FIELDS)[number]) =>
      changedHere.has(item.id) || changedHere.has(`${item.id}/${key}`) || !agreed || item[key] !== agreed[key];
    const field = <K extends (typeof FIELDS)[number]>(key: K) => (fieldChanged(key) ? item[key] : account[key]);
    return [{ ...account, name: field('name'), packed: field('packed') }];
  });
  return [...merged, ...remote.filter((item) => !here.has(item.id) && !removedHere(item))];
}

const sameItem = (a: CustomGearItem, b: CustomGearItem | undefined) =>
  b !== undefined && a.category === b.category && FIELDS.every((key) => a[key] === b[key]);

export function sameCustomGear(a: readonly CustomGearItem[], b: readonly CustomGearItem[]): boolean {
  const other = new Map(b.map((item) => [item.id, item]));
  return a.length === b.length && a.every((item) => sameItem(item, other.get(item.id)));
}

/**
 * Joins the browser's plan with the account's. `base` is the plan both agreed on at this
 * browser's last sync with the account (none before its first), so a removal on either side is
 * told apart from an item the other side never had, and a removed item never comes back.
 */
export function mergePlans(local: Plan, base: Plan | undefined, remote: Plan, known: KnownIds, edits?: PlanEdits): Plan {
  return {
    saved: mergeSet(local.saved, base?.saved, remote.saved, known.saved, edits?.saved),
    packed: mergeSet(local.packed, base?.packed, remote.packed, known.packed, edits?.packed),
    pin: mergePin(local.pin, base ? base.pin : undefined, remote.pin),
    custom: mergeCustom(local.custom, base?.custom, remote.custom, known.category, edits?.custom),
  };
}

export function samePlan(a: Plan, b: Plan): boolean {
  return sameSet(a.saved, b.saved) && sameSet(a.packed, b.packed) && samePin(a.pin, b.pin) && sameCustomGear(a.custom, b.custom);
}

/** What must change in the account so it holds `target`. */
export type PlanChanges = {
  saved: { add: number[]; remove: number[] };
  packed: { add: string[]; remove: string[] };
  /** The pin to store, null to remove it, undefined to leave it. */
  pin: TimedPin | null | undefined;
  /** Own gear items to add (whole) or change (the fields that differ), and the ids to remove. */
  custom: { upsert: CustomGearChange[]; remove: string[] };
};

/** An own gear item as the account takes it: a field left out is left as the account holds it. */
export type CustomGearChange = Pick<CustomGearItem, 'id' | 'category'> & Partial<Pick<CustomGearItem, 'name' | 'packed'>>;

/** What the account must change of its own gear items so it holds `target`'s. */
function customChanges(remote: readonly CustomGearItem[], target: readonly CustomGearItem[]): PlanChanges['custom'] {
  const held = new Map(remote.map((item) => [item.id, item]));
  const upsert = target.flatMap((item): CustomGearChange[] => {
    const account = held.get(item.id);
    if (!account) return [item];
    const changed = FIELDS.filter((key) => item[key] !== account[key]);
    return changed.length === 0 ? [] : [{ id: item.id, category: item.category, ...Object.fromEntries(changed.map((key) => [key, item[key]])) }];
  });
  const kept = new Set(target.map((item) => item.id));
  return { upsert, remove: remote.filter((item) => !kept.has(item.id)).map((item) => item.id) };
}

export function planChanges(remote: Plan, target: Plan): PlanChanges {
  const added = <T>(from: readonly T[], to: readonly T[]) => to.filter((value) => !from.includes(value));
  return {
    saved: { add: added(remote.saved, target.saved), remove: added(target.saved, remote.saved) },
    packed: { add: added(remote.packed, target.packed), remove: added(target.packed, remote.packed) },
    pin: samePin(remote.pin, target.pin) ? undefined : target.pin,
    custom: customChanges(remote.custom, target.custom),
  };
}

export function hasChanges({ saved, packed, pin, custom }: PlanChanges): boolean {
  const count = saved.add.length + saved.remove.length + packed.add.length + packed.remove.length + custom.upsert.length + custom.remove.length;
  return count > 0 || pin !== undefined;
}
