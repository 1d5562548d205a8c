import { readFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  authSessionStorage,
  notifyStoredKeyChanged,
  readJson,
  readString,
  remove,
  storageKeys,
  subscribeToStoredKey,
  writeJson,
  writeString,
} from './storage';

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
    for (const key of Object.values(storageKeys)) remove(key);
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

  it('keeps a value the browser refuses for the rest of the visit, and reports that it was not saved', () => {
    const setItem = vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    expect(writeString(storageKeys.perplexityApiKey, 'pplx-kept')).toBe(false);
    expect(readString(storageKeys.perplexityApiKey)).toBe('pplx-kept');
    expect(storage.getItem(storageKeys.perplexityApiKey)).toBeNull();
    expect(writeJson(storageKeys.pinnedMapLocation, { lat: 1, lng: 2 })).toBe(false);
    expect(readJson(storageKeys.pinnedMapLocation, pinSchema)).toEqual({ status: 'valid', value: { lat: 1, lng: 2 } });

    remove(storageKeys.perplexityApiKey);
    expect(readString(storageKeys.perplexityApiKey)).toBeUndefined();

    setItem.mockRestore();
    storage.setItem(storageKeys.pinnedMapLocation, JSON.stringify({ lat: 3, lng: 4 }));
    expect(readJson(storageKeys.pinnedMapLocation, pinSchema)).toEqual({ status: 'valid', value: { lat: 1, lng: 2 } });
    expect(writeJson(storageKeys.pinnedMapLocation, { lat: 5, lng: 6 })).toBe(true);
    expect(readJson(storageKeys.pinnedMapLocation, pinSchema)).toEqual({ status: 'valid', value: { lat: 5, lng: 6 } });
  });

  it('keeps values for the rest of the visit when the browser refuses even to open storage (every cookie blocked)', () => {
    vi.stubGlobal('window', {
      get localStorage(): Storage {
        throw new DOMException('The document is sandboxed and lacks the allow-same-origin flag.', 'SecurityError');
      },
    });
    expect(writeString(storageKeys.cookieConsent, 'true')).toBe(false);
    expect(readString(storageKeys.cookieConsent)).toBe('true');
    authSessionStorage.setItem(storageKeys.authSession, '{"user":{"email":"raver@example.com"}}');
    expect(authSessionStorage.getItem(storageKeys.authSession)).toBe('{"user":{"email":"raver@example.com"}}');
    authSessionStorage.removeItem(storageKeys.authSession);
    expect(authSessionStorage.getItem(storageKeys.authSession)).toBeNull();
  });

  it('ignores and removes a stored value longer than its bound', () => {
    storage.setItem(storageKeys.perplexityApiKey, 'x'.repeat(11));
    expect(readString(storageKeys.perplexityApiKey, 11)).toBe('x'.repeat(11));
    expect(readString(storageKeys.perplexityApiKey, 10)).toBeUndefined();
    expect(storage.getItem(storageKeys.perplexityApiKey)).toBeNull();

    const long = JSON.stringify({ lat: 1, lng: 2, note: 'x'.repeat(100) });
    storage.setItem(storageKeys.pinnedMapLocation, long);
    expect(readJson(storageKeys.pinnedMapLocation, pinSchema, long.length).status).toBe('valid');
    expect(readJson(storageKeys.pinnedMapLocation, pinSchema, 100).status).toBe('invalid');
    expect(storage.getItem(storageKeys.pinnedMapLocation)).toBeNull();
  });

  it('works without a window (prerendering)', () => {
    vi.unstubAllGlobals();
    expect(readString(storageKeys.cookieConsent)).toBeUndefined();
    expect(writeString(storageKeys.cookieConsent, 'true')).toBe(false);
  });

  it("gives supabase-js the auth keys through the same door, and nothing else", () => {
    authSessionStorage.setItem(storageKeys.authSession, '{"user":{"email":"raver@example.com"}}');
    authSessionStorage.setItem(storageKeys.authCodeVerifier, 'verifier');
    expect(storage.getItem('supabase_auth_session')).toBe('{"user":{"email":"raver@example.com"}}');
    expect(authSessionStorage.getItem('supabase_auth_session-code-verifier')).toBe('verifier');
    authSessionStorage.removeItem(storageKeys.authCodeVerifier);
    expect(storage.getItem('supabase_auth_session-code-verifier')).toBeNull();

    authSessionStorage.setItem('some_other_key', 'value');
    expect(storage.getItem('some_other_key')).toBeNull();
    expect(authSessionStorage.getItem('some_other_key')).toBeNull();
  });

  it('keeps a session the browser refuses for the rest of the visit', () => {
    vi.spyOn(storage, 'setItem').mockImplementation(() => {
      throw new DOMException('full', 'QuotaExceededError');
    });
    authSessionStorage.setItem(storageKeys.authSession, '{"user":{}}');
    expect(authSessionStorage.getItem(storageKeys.authSession)).toBe('{"user":{}}');
  });

  it("tells a key's subscribers of changes made in this page and, through the storage event, in another tab", () => {
    const tab = Object.assign(new EventTarget(), { localStorage: storage });
    vi.stubGlobal('window', tab);
    /** The `storage` event the browser fires when another tab changes `key` (null: it cleared storage). */
    const changedInAnotherTab = (key: string | null) => tab.dispatchEvent(Object.assign(new Event('storage'), { key }));
    const onChange = vi.fn();
    const stop = subscribeToStoredKey(storageKeys.gearView, onChange);

    notifyStoredKeyChanged(storageKeys.gearView);
    expect(onChange).toHaveBeenCalledTimes(1);
    notifyStoredKeyChanged(storageKeys.packedGear);
    changedInAnotherTab(storageKeys.packedGear);
    expect(onChange).toHaveBeenCalledTimes(1);
    changedInAnotherTab(storageKeys.gearView);
    changedInAnotherTab(null);
    expect(onChange).toHaveBeenCalledTimes(3);

    stop();
    notifyStoredKeyChanged(storageKeys.gearView);
    changedInAnotherTab(storageKeys.gearView);
    expect(onChange).toHaveBeenCalledTimes(3);
  });
});

describe("the README's list of what the site stores", () => {
  it('names every key of storage.ts, and no other', () => {
    const section = readFileSync('README.md', 'utf8').split("## The visitor's data")[1]?.split('\n## ')[0] ?? '';
    const named = [...section.matchAll(/`([a-z_][a-z0-9_-]*)`/g)].map(([, key = '']) => key);
    const demoOnly = ['demo_auth_accounts', 'demo_rest_rows'];
    expect(named.filter((key) => !demoOnly.includes(key)).sort()).toEqual(Object.values(storageKeys).sort());
  });
});
