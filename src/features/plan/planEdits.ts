import { readJson, remove, storageKeys, writeJson, type JsonCheck, type StorageKey } from '#src/lib/storage';
import { storedSet, type StoredSet } from '#src/lib/storedSet';

/**
 * The ids the visitor changed in this browser since the plan last synced (`plan_edits_v1`). A
 * festival removed and saved again between two syncs ends where it started, so the browser's plan
 * alone cannot tell it from one left alone: this list can, and the sync then takes the visitor's
 * choice over a removal made earlier on another device.
 */
export type Edits = { saved: readonly number[]; packed: readonly string[] };

const isListOf = (value: unknown, type: 'number' | 'string') => Array.isArray(value) && value.every((item) => typeof item === type);

/** Checked by hand, as the stored sets are: this module loads with the header, before zod is wanted. */
const editsCheck: JsonCheck<Edits> = {
  safeParse: (data) => {
    const { saved, packed } = (data ?? {}) as Record<string, unknown>;
    return isListOf(saved, 'number') && isListOf(packed, 'string')
      ? { success: true, data: { saved: saved as number[], packed: packed as string[] } }
      : { success: false, error: new TypeError('The stored value is not a list of plan changes.') };
  },
};

/** 500 of each fit many times over; a longer value is not one the site wrote. */
const MAX_LENGTH = 50_000;

const none: Edits = { saved: [], packed: [] };

export function readEdits(): Edits {
  const stored = readJson(storageKeys.planEdits, editsCheck, MAX_LENGTH);
  if (stored.status === 'invalid') console.warn('Ignored an unreadable list of plan changes.', stored.error);
  return stored.status === 'valid' ? stored.value : none;
}

function writeEdits(edits: Edits) {
  if (edits.saved.length === 0 && edits.packed.length === 0) remove(storageKeys.planEdits);
  else writeJson(storageKeys.planEdits, edits);
}

function markEdited<K extends keyof Edits>(kind: K, values: Edits[K]) {
  if (values.length === 0) return;
  const edits = readEdits();
  writeEdits({ ...edits, [kind]: [...new Set([...edits[kind], ...values])] });
}

/** Forgets the changes a sync has sent (`sent`, read as it began); changes made since stay. */
export function clearEdits(sent: Edits): void {
  const edits = readEdits();
  writeEdits({
    saved: edits.saved.filter((id) => !sent.saved.includes(id)),
    packed: edits.packed.filter((id) => !sent.packed.includes(id)),
  });
}

/**
 * A stored set of the plan whose every change by the visitor (a toggle, an add, a clear) is also
 * marked as an edit of `kind`; a sync's `replace` is not one.
 */
export function editedSet<K extends keyof Edits>(
  kind: K,
  key: StorageKey,
  isItem: (value: unknown) => value is Edits[K][number],
  known: Edits[K],
): StoredSet<Edits[K][number]> {
  const set = storedSet(key, isItem, known);
  const mark = (values: readonly Edits[K][number][]) => markEdited(kind, values as Edits[K]);
  return {
    ...set,
    toggle: (value) => {
      set.toggle(value);
      mark([value]);
    },
    add: (values) => {
      const before = set.read();
      set.add(values);
      mark(set.read().filter((value) => !before.includes(value)));
    },
    clear: () => {
      mark(set.read());
      set.clear();
    },
  };
}
