import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubStorageWindow } from '#src/test/storageWindow';
import { storageKeys } from './storage';
import { knownValues, storedSet } from './storedSet';

const key = storageKeys.savedFestivals;
const known = [3, 1, 2] as const;

describe('knownValues', () => {
  it('keeps known values once each, in the order of the known list', () => {
    expect(knownValues([2, 9, 3, 2], known)).toEqual([3, 2]);
    expect(knownValues([], known)).toEqual([]);
  });
});

describe('storedSet', () => {
  let browser: ReturnType<typeof stubStorageWindow>;

  beforeEach(() => {
    browser = stubStorageWindow();
    vi.spyOn(console, 'warn').mockImplementation(() => {});
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  const makeSet = () => storedSet(key, (value): value is number => Number.isInteger(value), known);

  it('starts empty, and toggles values in and out of storage as a JSON array', () => {
    const set = makeSet();
    expect(set.read()).toEqual([]);
    set.toggle(2);
    set.toggle(3);
    expect(set.read()).toEqual([3, 2]);
    expect(JSON.parse(browser.data.get(key) ?? '')).toEqual([3, 2]);
    set.toggle(2);
    expect(set.read()).toEqual([3]);
    set.clear();
    expect(set.read()).toEqual([]);
    expect(browser.data.has(key)).toBe(false);
  });

  it('adds several values at once: the union with what is stored, each once, unknown ones left out', () => {
    const set = makeSet();
    set.toggle(2);
    set.add([1, 2, 42]);
    expect(set.read()).toEqual([1, 2]);
    expect(JSON.parse(browser.data.get(key) ?? '')).toEqual([1, 2]);
  });

  it('replaces the whole set with the known values given, and tells its subscribers', () => {
    const set = makeSet();
    const onChange = vi.fn();
    set.subscribe(onChange);
    set.toggle(2);
    set.replace([1, 42, 3]);
    expect(set.read()).toEqual([3, 1]);
    expect(JSON.parse(browser.data.get(key) ?? '')).toEqual([3, 1]);
    expect(onChange).toHaveBeenCalledTimes(2);
    set.replace([]);
    expect(browser.data.has(key)).toBe(false);
  });

  it('ignores and removes a corrupt or unknown stored value', () => {
    const set = makeSet();
    for (const raw of ['not json', '{"version":2}', '["1"]', '[1.5]', 'null']) {
      browser.data.set(key, raw);
      expect(set.read(), raw).toEqual([]);
      expect(browser.data.has(key), raw).toBe(false);
    }
  });

  it('drops values the content no longer has', () => {
    browser.data.set(key, '[1, 42, 1]');
    expect(makeSet().read()).toEqual([1]);
  });

  it('returns the same array while the stored values are unchanged', () => {
    const set = makeSet();
    browser.data.set(key, '[1]');
    const first = set.read();
    browser.data.set(key, '[1, 1]');
    expect(set.read()).toBe(first);
    browser.data.set(key, 'garbage');
    expect(set.read()).toBe(set.read());
  });

  it('tells subscribers of its own changes and of changes made in another tab', () => {
    const set = makeSet();
    const onChange = vi.fn();
    const stop = set.subscribe(onChange);
    set.toggle(1);
    expect(onChange).toHaveBeenCalledTimes(1);
    browser.data.set(key, '[1, 2]');
    for (const listener of browser.storageListeners) listener({ key: 'another_key' });
    expect(onChange).toHaveBeenCalledTimes(1);
    for (const listener of browser.storageListeners) listener({ key });
    expect(onChange).toHaveBeenCalledTimes(2);
    expect(set.read()).toEqual([1, 2]);
    stop();
    expect(browser.storageListeners).toEqual([]);
    set.toggle(3);
    expect(onChange).toHaveBeenCalledTimes(2);
  });

  it('keeps changes for the visit when the browser refuses to store them', () => {
    const set = makeSet();
    browser.refuseWrites = true;
    set.toggle(1);
    expect(set.read()).toEqual([1]);
    set.toggle(1);
    expect(set.read()).toEqual([]);
  });
});
