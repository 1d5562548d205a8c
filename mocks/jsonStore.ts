/**
 * Where a stand-in service keeps its records: in memory for tests, in localStorage for demo mode,
 * so they survive a reload and every tab of the site reads the same ones. Each read is a fresh
 * copy, so a change counts only once it is written back.
 */
export type JsonStore<T> = { read: () => T; write: (records: T) => void };

export function memoryJsonStore<T>(empty: () => T): JsonStore<T> {
  let records = empty();
  return {
    read: () => structuredClone(records),
    write: (next) => {
      records = structuredClone(next);
    },
  };
}

/**
 * Records kept under `key` in localStorage; `parse` turns what is stored into records, or says
 * it is not theirs (then the store starts empty). In memory where there is no localStorage.
 */
export function browserJsonStore<T>(key: string, empty: () => T, parse: (stored: unknown) => T | undefined): JsonStore<T> {
  if (typeof localStorage === 'undefined') return memoryJsonStore(empty);
  return {
    read: () => {
      try {
        return parse(JSON.parse(localStorage.getItem(key) ?? 'null')) ?? empty();
      } catch {
        return empty();
      }
    },
    write: (records) => localStorage.setItem(key, JSON.stringify(records)),
  };
}
