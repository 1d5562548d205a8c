import { readString, remove, storageKeys, writeString } from '#src/lib/storage';

/** Perplexity keys are about 50 characters long: a stored value longer than this is not a key. */
export const MAX_STORED_KEY_LENGTH = 256;

/** The visitor's Perplexity key, trimmed; a blank or overlong value is not a key, and is removed. */
export function readStoredKey(): string | undefined {
  const value = readString(storageKeys.perplexityApiKey, MAX_STORED_KEY_LENGTH);
  const key = value?.trim();
  if (key) return key;
  if (value !== undefined) remove(storageKeys.perplexityApiKey);
  return undefined;
}

/** Saves the key; false when the browser refused, and the key is kept for this visit only. */
export function saveStoredKey(key: string): boolean {
  return writeString(storageKeys.perplexityApiKey, key);
}

export function forgetStoredKey(): void {
  remove(storageKeys.perplexityApiKey);
}
