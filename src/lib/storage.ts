
/**
 * The two keys the inline script's page parts read (src/early/parts), named on their own: a part
 * that read `storageKeys.gearView` would carry the whole `storageKeys` object into the pages'
 * inline script, since the bundler keeps an object whose property is read.
 */
export const gearViewKey = 'gear_view_v1';
export const savedFestivalsKey = 'saved_festivals_v1';

/**
 * Every localStorage key the site uses, and this module is the only one that touches
 * localStorage: the auth session too, which supabase-js keeps through `authSessionStorage` below.
 */
export const storageKeys = {
  cookieConsent: 'cookie_consent',
  perplexityApiKey: 'perplexity_api_key',
  pinnedMapLocation: 'pinned_map_location',
  /** When the stored pin was pinned (ISO 8601): of two pins, a signed-in visitor's sync keeps the newer. */
  pinnedMapLocationAt: 'pinned_map_location_at',
  packedGear: 'packed_gear_v1',
  /** The visitor's own gear items (name, category, tick), and which of them changed here since the plan last synced. */
  customGear: 'custom_gear_v1',
  /** How the gear checklist is shown: `cards` (picture, text and shop link) or `compact` (name and tick). */
  gearView: gearViewKey,
  savedFestivals: savedFestivalsKey,
  /** The one account whose plan this browser holds: the id of its synced plan, the plan as last synced, and whether syncing is on. */
  planSync: 'plan_sync_v1',
  /** The saved festivals and packed items the visitor changed here since the plan last synced. */
  planEdits: 'plan_edits_v1',
  /** The signed-in session, written by supabase-js and read by the header without loading it. */
  authSession: 'supabase_auth_session',
  /** supabase-js's PKCE code verifier, kept from a sign-up until its confirmation link comes back. */
  authCodeVerifier: 'supabase_auth_session-code-verifier',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

/** Read on each call, not kept in a set: a set made as the module loads would be in every inline script that reads storage. */
const isStorageKey = (key: string): key is StorageKey => (Object.values(storageKeys) as string[]).includes(key);

function store(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Values the browser refused to store (private mode, a full quota, every cookie blocked), kept in memory instead until
 * the page unloads: for the rest of this visit the site reads them back as if stored.
 */
const keptForThisVisit = new Map<StorageKey, string>();

function readStored(key: StorageKey): string | undefined {
  const kept = keptForThisVisit.get(key);
  if (kept !== undefined) return kept;
  try {
    return store()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** A stored value longer than its bound is not one the site wrote: it is removed, never parsed. */
function isTooLong(key: StorageKey, value: string, maxLength: number): boolean {
  if (value.length <= maxLength) return false;
  remove(key);
  return true;
}

/**
 * Reads a value; storage that is missing or blocked reads as absent, and so does a value longer
 * than `maxLength` characters.
 */
export function readString(key: StorageKey, maxLength = Infinity): string | undefined {
  const value = readStored(key);
  return value === undefined || isTooLong(key, value, maxLength) ? undefined : value;
}

/**
 * Writes a value. Returns false when the browser refuses (private mode, quota, blocked cookies): the
 * value is then kept for this visit only, so callers can say so instead of claiming it was saved.
 */
export function writeString(key: StorageKey, value: string): boolean {
  keptForThisVisit.delete(key);
  if (typeof window === 'undefined') return false;
  try {
    // Reading `localStorage` itself throws when every cookie is blocked.
    window.localStorage.setItem(key, value);
    return true;
  } catch {
    keptForThisVisit.set(key, value);
    return false;
  }
}

export function remove(key: StorageKey): void {
  keptForThisVisit.delete(key);
  try {
    store()?.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

/** Who listens for each key's changes in this page. */
const keyListeners = new Map<StorageKey, Set<() => void>>();

/** Tells the subscribers of `key` in this page that its value changed; called after a write. */
export function notifyStoredKeyChanged(key: StorageKey): void {
  for (const listener of keyListeners.get(key) ?? []) listener();
}

/**
 * Calls `onChange` when the value under `key` changes in this page (`notifyStoredKeyChanged`) or,
 * through the `storage` event, in another tab (a `null` key: that tab cleared storage).
 */
export function subscribeToStoredKey(key: StorageKey, onChange: () => void): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key === key || event.key === null) onChange();
  };
  const listeners = keyListeners.get(key) ?? new Set();
  keyListeners.set(key, listeners);
  listeners.add(onChange);
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(onChange);
    window.removeEventListener('storage', onStorage);
  };
}

/** What `readJson` checks a parsed value with: a zod schema, or any object that answers like one. */
export type JsonCheck<T> = { safeParse: (data: unknown) => { success: true; data: T } | { success: false; error: unknown } };

export type JsonRead<T> = { status: 'absent' } | { status: 'valid'; value: T } | { status: 'invalid'; error: unknown };

/**
 * Reads JSON stored under `key` and checks it against `schema`. Anything longer than `maxLength`
 * characters, or that does not parse or does not match, is removed, so a corrupt value is never
 * trusted twice.
 */
export function readJson<T>(key: StorageKey, schema: JsonCheck<T>, maxLength = Infinity): JsonRead<T> {
  const raw = readStored(key);
  if (raw === undefined) return { status: 'absent' };
  if (isTooLong(key, raw, maxLength)) return { status: 'invalid', error: new RangeError(`The stored value is longer than ${maxLength} characters.`) };
  try {
    const result = schema.safeParse(JSON.parse(raw));
    if (result.success) return { status: 'valid', value: result.data };
    remove(key);
    return { status: 'invalid', error: result.error };
  } catch (error) {
    remove(key);
    return { status: 'invalid', error };
  }
}

export function writeJson(key: StorageKey, value: unknown): boolean {
  return writeString(key, JSON.stringify(value));
}

/**
 * The storage supabase-js is given for the session (its `auth.storage` option): the same door as
 * every other value, so blocked storage reads as signed out and a refused write lasts this visit.
 * It holds only the auth keys named in `storageKeys`; any other key reads as absent.
 */
export const authSessionStorage = {
  getItem: (key: string): string | null => (isStorageKey(key) ? (readString(key) ?? null) : null),
  setItem: (key: string, value: string): void => {
    if (isStorageKey(key)) writeString(key, value);
  },
  removeItem: (key: string): void => {
    if (isStorageKey(key)) remove(key);
  },
};
