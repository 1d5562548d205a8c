import { readString, remove, storageKeys, writeString } from '../../lib/storage';

/** The visitor's Perplexity key, trimmed; a blank value is not a key, and is removed. */
export function readStoredKey(): string | undefined {
  const value = readString(storageKeys.perplexityApiKey);
  const key = value?.trim();
  if (key) return key;
  if (value !== undefined) remove(storageKeys.perplexityApiKey);
  return undefined;
}

export function saveStoredKey(key: string): void {
  writeString(storageKeys.perplexityApiKey, key);
}

export function forgetStoredKey(): void {
  remove(storageKeys.perplexityApiKey);
}
