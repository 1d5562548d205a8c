import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { readJson, readString, remove, storageKeys, writeJson, writeString } from './storage';

const pinSchema = z.object({ lat: z.number(), lng: z.number() });

function memoryStorage(): Storage {
  const data = new Map<string, string>();
  return {
    get length() {
      return data.size;
    },
    clear: () => data.clear(),
    getItem: (key) => data.get(key) ?? null,
    key: (index) => [...data.keys()][index] ?? null,
    removeItem: (key) => void data.delete(key),
    setItem: (key, value) => void data.set(key, String(value)),
  };
}

describe('storage', () => {
  let storage: Storage;
  beforeEach(() => {
    storage = memoryStorage();
    vi.stubGlobal('window', { localStorage: storage });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('reads back what it writes', () => {
    expect(writeString(storageKeys.cookieConsent, 'true')).toBe(true);
    expect(readString(storageKeys.cookieConsent)).toBe('true');
    remove(storageKeys.cookieConsent);
    expect(readString(storageKeys.cookieConsent)).toBeUndefined();
  });

  it('reads valid JSON that matches the schema', () => {
    writeJson(storageKeys.pinnedMapLocation, { lat: 51.5, lng: -0.1 });
    expect(readJson(storageKeys.pinnedMapLocation, pinSchema)).toEqual({ status: 'valid', value: { lat: 51.5, lng: -0.1 } });
  });

  it('reports an absent value', () => {
    expect(readJson(storageKeys.pinnedMapLocation, pinSchema)).toEqual({ status: 'absent' });
  });

  it.each(['{not json', '{"lat":1}', '"text"', 'null', '[1,2]'])('removes the corrupt value %s', (raw) => {
    storage.setItem(storageKeys.pinnedMapLocation, raw);
    expect(readJson(storageKeys.pinnedMapLocation, pinSchema).status).toBe('invalid');
    expect(storage.getItem(storageKeys.pinnedMapLocation)).toBeNull();
  });

  it('treats blocked storage as empty and never throws', () => {
    const blocked = {
      getItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
      setItem: () => {
        throw new DOMException('full', 'QuotaExceededError');
      },
      removeItem: () => {
        throw new DOMException('denied', 'SecurityError');
      },
    };
    vi.stubGlobal('window', { localStorage: blocked });
    expect(readString(storageKeys.cookieConsent)).toBeUndefined();
    expect(writeString(storageKeys.cookieConsent, 'true')).toBe(false);
    expect(() => remove(storageKeys.cookieConsent)).not.toThrow();
  });

  it('works without a window (prerendering)', () => {
    vi.unstubAllGlobals();
    expect(readString(storageKeys.cookieConsent)).toBeUndefined();
    expect(writeString(storageKeys.cookieConsent, 'true')).toBe(false);
  });
});
