import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyComponent } from './lazyComponent';

function Part() {
  return <p>The part</p>;
}

/** A load that fails as many times as asked (as a dropped connection does), then succeeds. */
function flakyLoad(failures: number) {
  let calls = 0;
  return vi.fn(async () => {
    calls += 1;
    if (calls <= failures) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: Part };
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('lazyComponent', () => {
  it('loads its code once, however often it is asked for', async () => {
    const load = flakyLoad(0);
    const Lazy = lazyComponent(load);
    await Promise.all([Lazy.preload(), Lazy.preload()]);
    await Lazy.preload();
    expect(load).toHaveBeenCalledOnce();
  });

  it('keeps no failure: the next ask after a failed load loads again', async () => {
    const load = flakyLoad(1);
    const Lazy = lazyComponent(load);
    await expect(Lazy.preload()).rejects.toThrow('Failed to fetch dynamically imported module');
    await expect(Lazy.preload()).resolves.toEqual({ default: Part });
    expect(load).toHaveBeenCalledTimes(2);
  });
});
