import { useSyncExternalStore } from 'react';
import { z } from 'zod/mini';
import { gearCategories } from '#content/gear';
import { notifyStoredKeyChanged, readJson, readString, remove, storageKeys, subscribeToStoredKey, writeJson } from '#src/lib/storage';

/** An item the visitor added to a category of the gear checklist, with its tick. */
export type CustomGearItem = { readonly id: string; readonly category: string; readonly name: string; readonly packed: boolean };

/** As many as the account keeps (`custom_gear_items`). */
export const MAX_CUSTOM_GEAR_ITEMS = 500;
export const MAX_CUSTOM_GEAR_NAME_LENGTH = 80;
/** The items here, each with its two fields, and at most as many again removed here since the last sync. */
export const MAX_CUSTOM_GEAR_EDITS = 4 * MAX_CUSTOM_GEAR_ITEMS;
/** 500 items and 2,000 edits take about 170,000 characters: a longer value is not one the site wrote. */
const MAX_STORED_LENGTH = 200_000;

/** The name of an own item, trimmed: the store's rule and the forms' (their messages are these). */
export const customGearName = z
  .string()
  .check(
    z.trim(),
    z.minLength(1, 'Enter a name for your item.'),
    z.maxLength(MAX_CUSTOM_GEAR_NAME_LENGTH, `Keep the name to ${MAX_CUSTOM_GEAR_NAME_LENGTH} characters or fewer.`),
  );

/** Ids are UUIDs, written as PostgreSQL writes them, so the account's rows keep the browser's ids. */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const itemId = z.string().check(z.regex(UUID));
/** An edit: an item's id (added here, or removed here when it is no longer among the items), or `<id>/name`, `<id>/packed` (that field changed here). */
const editEntry = z.string().check(z.regex(new RegExp(`${UUID.source.slice(0, -1)}(/(name|packed))?$`)));

const itemSchema = z.object({
  id: itemId,
  category: z.enum(gearCategories.map((category) => category.id)),
  name: customGearName,
  packed: z.boolean(),
});

/** The stored value: a list whose entries are checked one by one, so one bad entry costs only itself. */
const storedSchema = z.object({ items: z.array(z.unknown()), edited: z.array(z.unknown()) });

type Stored = { items: readonly CustomGearItem[]; edited: readonly string[] };

const nothing: Stored = { items: [], edited: [] };

/** The entries of `entries` that pass `schema`, the first of each id, at most `max`; and how many were dropped. */
function validEntries<T>(entries: readonly unknown[], schema: z.ZodMiniType<T>, idOf: (entry: T) => string, max: number) {
  const ids = new Set<string>();
  const kept: T[] = [];
  for (const entry of entries) {
    const parsed = schema.safeParse(entry);
    if (!parsed.success || ids.has(idOf(parsed.data)) || kept.length === max) continue;
    ids.add(idOf(parsed.data));
    kept.push(parsed.data);
  }
  return { kept, dropped: entries.length - kept.length };
}

function parse(): Stored {
  const result = readJson(storageKeys.customGear, storedSchema, MAX_STORED_LENGTH);
  if (result.status === 'invalid') console.warn(`Ignored an unreadable value stored under ${storageKeys.customGear}.`, result.error);
  if (result.status !== 'valid') return nothing;
  const items = validEntries(result.value.items, itemSchema, (item) => item.id, MAX_CUSTOM_GEAR_ITEMS);
  const edited = validEntries(result.value.edited, editEntry, (entry) => entry, MAX_CUSTOM_GEAR_EDITS);
  const dropped = items.dropped + edited.dropped;
  if (dropped > 0) console.warn(`Dropped ${dropped} unreadable entries stored under ${storageKeys.customGear}.`);
  return { items: items.kept, edited: edited.kept };
}

/** The last value read, and the text it was read from: every subscriber reads on every change. */
let snapshot: { text: string | undefined; value: Stored } = { text: undefined, value: nothing };

function load(): Stored {
  const text = readString(storageKeys.customGear);
  if (text !== snapshot.text) snapshot = { text, value: parse() };
  return snapshot.value;
}

function save(next: Stored) {
  if (next.items.length === 0 && next.edited.length === 0) remove(storageKeys.customGear);
  else writeJson(storageKeys.customGear, next);
  notifyStoredKeyChanged(storageKeys.customGear);
}

/** Stores `items`, noting `entries` as changed here after `edited`, each once (the newest edits kept when there are too many). */
function edit(items: readonly CustomGearItem[], entries: readonly string[], edited = load().edited) {
  save({ items, edited: [...new Set([...edited, ...entries])].slice(-MAX_CUSTOM_GEAR_EDITS) });
}

/** Applies `change` to the item with `id`, noting its `field` as changed here; false when there is no such item or the change is refused. */
function change(id: string, field: 'name' | 'packed', apply: (item: CustomGearItem) => CustomGearItem | undefined): boolean {
  const { items } = load();
  const item = items.find((other) => other.id === id);
  const changed = item && apply(item);
  if (!changed) return false;
  edit(
    items.map((other) => (other.id === id ? changed : other)),
    [`${id}/${field}`],
  );
  return true;
}

const isCategory = (category: string) => gearCategories.some((known) => known.id === category);

/**
 * The visitor's own gear items, kept in this browser (`custom_gear_v1`) with the ids of the items
 * added, renamed, ticked or removed here since the plan last synced (`edits`), as the other stores
 * of the plan note theirs in `plan_edits_v1`. A sync's `replace` is not an edit.
 */
export const customGear = {
  key: storageKeys.customGear,
  /** The items, in the order they were added. The same array while nothing changed. */
  read: (): readonly CustomGearItem[] => load().items,
  /**
   * What changed here since the last sync: the id of an item added here (or removed here, once it
   * is no longer among the items), `<id>/name` and `<id>/packed` for a field changed here.
   */
  edits: (): readonly string[] => load().edited,
  subscribe: (onChange: () => void) => subscribeToStoredKey(storageKeys.customGear, onChange),
  /** Whether this build's checklist has the category: items of another stay in the account, never here. */
  knows: isCategory,
  /** Adds an item named `name` (trimmed) to the category; undefined when the name, the category or the count is refused. */
  add: (category: string, name: string): CustomGearItem | undefined => {
    const { items } = load();
    const parsed = customGearName.safeParse(name);
    if (!parsed.success || !isCategory(category) || items.length >= MAX_CUSTOM_GEAR_ITEMS) return undefined;
    const added: CustomGearItem = { id: crypto.randomUUID(), category, name: parsed.data, packed: false };
    edit([...items, added], [added.id]);
    return added;
  },
  /** Renames an item (trimmed); false when there is no such item or the name is refused. */
  rename: (id: string, name: string): boolean => {
    const parsed = customGearName.safeParse(name);
    return parsed.success && change(id, 'name', (item) => ({ ...item, name: parsed.data }));
  },
  toggle: (id: string): void => void change(id, 'packed', (item) => ({ ...item, packed: !item.packed })),
  /** Removes the item: its field edits (and its add, if made here) are moot, the removal is the edit. */
  remove: (id: string): void => {
    const { items, edited } = load();
    if (!items.some((item) => item.id === id)) return;
    edit(
      items.filter((item) => item.id !== id),
      [id],
      edited.filter((entry) => entry !== id && !entry.startsWith(`${id}/`)),
    );
  },
  /** Unticks every item, as 'Reset checklist' does. */
  untickAll: (): void => {
    const { items } = load();
    const ticked = items.filter((item) => item.packed).map((item) => `${item.id}/packed`);
    if (ticked.length > 0)
      edit(
        items.map((item) => (item.packed ? { ...item, packed: false } : item)),
        ticked,
      );
  },
  /** Stores exactly `items` (the valid ones, at most 500), as a sync with the account does. */
  replace: (items: readonly CustomGearItem[]): void => {
    const { kept } = validEntries(items, itemSchema, (item) => item.id, MAX_CUSTOM_GEAR_ITEMS);
    save({ items: kept, edited: load().edited });
  },
  /** Forgets the edits a sync has sent (`sent`, read as it began); changes made since stay. */
  clearEdits: (sent: readonly string[]): void => {
    const stored = load();
    const edited = stored.edited.filter((entry) => !sent.includes(entry));
    if (edited.length < stored.edited.length) save({ items: stored.items, edited });
  },
};

/** The own items for a component: none in prerendered HTML and hydration, the stored ones right after. */
export function useCustomGear(): readonly CustomGearItem[] {
  return useSyncExternalStore(customGear.subscribe, customGear.read, () => nothing.items);
}
