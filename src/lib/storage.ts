import type { z } from 'zod';

/** The only localStorage keys the site uses. */
export const storageKeys = {
  cookieConsent: 'cookie_consent',
  perplexityApiKey: 'perplexity_api_key',
  pinnedMapLocation: 'pinned_map_location',
  packedGear: 'packed_gear_v1',
  savedFestivals: 'saved_festivals_v1',
} as const;

export type StorageKey = (typeof storageKeys)[keyof typeof storageKeys];

function store(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.localStorage;
  } catch {
    return undefined;
  }
}

/** Reads a value; storage that is missing or blocked reads as absent. */
export function readString(key: StorageKey): string | undefined {
  try {
    return store()?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

/** Writes a value; returns false when the browser refuses (private mode, quota). */
export function writeString(key: StorageKey, value: string): boolean {
  try {
    const target = store();
    if (!target) return false;
    target.setItem(key, value);
    return true;
  } catch {
    return false;
  }
}

export function remove(key: StorageKey): void {
  try {
    store()?.removeItem(key);
  } catch {
    // Blocked storage holds nothing to remove.
  }
}

export type JsonRead<T> = { status: 'absent' } | { status: 'valid'; value: T } | { status: 'invalid'; error: unknown };

/**
 * Reads JSON stored under `key` and checks it against `schema`. Anything that does not parse or
 * does not match is removed, so a corrupt value is never trusted twice.
 */
export function readJson<T>(key: StorageKey, schema: z.ZodType<T>): JsonRead<T> {
  const raw = readString(key);
  if (raw === undefined) return { status: 'absent' };
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
