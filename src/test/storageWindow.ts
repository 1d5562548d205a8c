import { vi } from 'vitest';

type StorageListener = (event: { key: string | null }) => void;

/**
 * Stubs `window` for a Node test of stored values: its localStorage kept in `data` (every write
 * refused, as a full quota does, while `refuseWrites` is set), and the listeners of its `storage`
 * event in `storageListeners`. Undo with `vi.unstubAllGlobals()`.
 */
export function stubStorageWindow() {
  const browser = { data: new Map<string, string>(), refuseWrites: false, storageListeners: [] as StorageListener[] };
  vi.stubGlobal('window', {
    localStorage: {
      getItem: (name: string) => browser.data.get(name) ?? null,
      setItem: (name: string, value: string) => {
        if (browser.refuseWrites) throw new DOMException('quota', 'QuotaExceededError');
        browser.data.set(name, value);
      },
      removeItem: (name: string) => void browser.data.delete(name),
    },
    addEventListener: (_type: string, listener: StorageListener) => browser.storageListeners.push(listener),
    removeEventListener: (_type: string, listener: StorageListener) => {
      browser.storageListeners = browser.storageListeners.filter((other) => other !== listener);
    },
  });
  return browser;
}
