import { useSyncExternalStore } from 'react';
import {
  notifyStoredKeyChanged,
  readJson,
  readString,
  remove,
  subscribeToStoredKey,
  writeJson,
  type JsonCheck,
  type StorageKey,
} from './storage';

/** The values of `values` that are in `known`, once each, in the order of `known`. */
export function knownValues<T>(values: readonly T[], known: readonly T[]): T[] {
  const wanted = new Set(values);
  return known.filter((value) => wanted.has(value));
}

export type StoredSet<T> = {
  /** Where the set is stored. */
  key: StorageKey;
  /** The stored values, in the order of the known list. The same array while nothing changed. */
  read: () => readonly T[];
  subscribe: (onChange: () => void) => () => void;
  toggle: (value: T) => void;
  /** Adds every known value of `values` that is not stored yet. */
  add: (values: readonly T[]) => void;
  clear: () => void;
  /** Stores exactly `values` (the known ones among them), as a sync with the account does. */
  replace: (values: readonly T[]) => void;
  /** Whether `value` is one this set may hold (a known one). */
  knows: (value: T) => boolean;
};

const nothing: readonly never[] = [];

/** A JSON array whose every item passes `isItem`. */
function arrayOf<T>(isItem: (value: unknown) => value is T): JsonCheck<T[]> {
  return {
    safeParse: (data) =>
      Array.isArray(data) && data.every(isItem)
        ? { success: true, data }
        : { success: false, error: new TypeError('The stored value is not a list of the expected values.') },
  };
}

/**
 * A set of values kept in localStorage under `key` as a JSON array, limited to `known` values.
 * A stored value that is not such an array is ignored and removed. Subscribers hear of changes
 * made in this page and, through the `storage` event, in other tabs. When the browser refuses to
 * store a change, the change is kept in memory for the rest of the visit.
 */
export function storedSet<T>(key: StorageKey, isItem: (value: unknown) => value is T, known: readonly T[]): StoredSet<T> {
  const schema = arrayOf(isItem);
  const knownSet = new Set(known);
  let snapshot: { text: string; values: readonly T[] } = { text: '[]', values: nothing };
  /** The stored text `snapshot` was read from: every subscriber reads on every change, most of them the same text. */
  let readFrom: string | undefined;
  let unsaved: readonly T[] | undefined;

  function stored(): readonly T[] {
    const result = readJson(key, schema);
    if (result.status === 'invalid') console.warn(`Ignored an unreadable value stored under ${key}.`, result.error);
    return result.status === 'valid' ? knownValues(result.value, known) : nothing;
  }

  function read(): readonly T[] {
    if (unsaved === undefined) {
      const raw = readString(key);
      if (raw !== undefined && raw === readFrom) return snapshot.values;
      readFrom = raw;
    }
    const values = unsaved ?? stored();
    const text = JSON.stringify(values);
    if (text !== snapshot.text) snapshot = { text, values };
    return snapshot.values;
  }

  function write(values: readonly T[]) {
    readFrom = undefined;
    if (values.length === 0) remove(key);
    const saved = values.length === 0 || writeJson(key, values);
    unsaved = saved ? undefined : values;
    notifyStoredKeyChanged(key);
  }

  return {
    key,
    read,
    subscribe: (onChange) => subscribeToStoredKey(key, onChange),
    toggle: (value) => {
      const current = read();
      write(current.includes(value) ? current.filter((other) => other !== value) : knownValues([...current, value], known));
    },
    add: (values) => write(knownValues([...read(), ...values], known)),
    clear: () => write(nothing),
    replace: (values) => write(knownValues(values, known)),
    knows: (value) => knownSet.has(value),
  };
}

/**
 * The values of a stored set for a component. Prerendered HTML and hydration show the empty set,
 * so server and client agree; the stored values take over right after hydration. Before that, the
 * page's inline script shows them on the set's toggles (`useStoredToggle`, decision 018).
 */
export function useStoredSet<T>(set: StoredSet<T>): readonly T[] {
  return useSyncExternalStore(set.subscribe, set.read, () => nothing);
}

/**
 * Whether `value` is in a stored set, for a component that shows one value: it re-renders when
 * that value comes or goes, not on every change of the set. Off in prerendered HTML and hydration,
 * as `useStoredSet`.
 */
export function useStoredSetHas<T>(set: StoredSet<T>, value: T): boolean {
  return useSyncExternalStore(
    set.subscribe,
    () => set.read().includes(value),
    () => false,
  );
}
