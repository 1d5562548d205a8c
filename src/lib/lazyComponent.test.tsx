import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { RetryBoundary } from '#src/ui/RetryBoundary';
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

/** A load that fails while the connection is down. */
function loadWhile(connection: { up: boolean }) {
  return vi.fn(async () => {
    if (!connection.up) throw new TypeError('Failed to fetch dynamically imported module');
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

  it('renders once Try again is pressed after its code failed to load', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const connection = { up: false };
    const load = loadWhile(connection);
    const Lazy = lazyComponent(load);
    const screen = await render(
      <RetryBoundary onRetry={() => void Lazy.preload()}>
        <Suspense fallback={null}>
          <Lazy />
        </Suspense>
      </RetryBoundary>,
    );
    await expect.element(screen.getByRole('alert')).toHaveTextContent('Check your connection');
    // A failed part waits for the visitor: rendering again does not fetch again.
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(load).toHaveBeenCalledOnce();
    connection.up = true;
    await screen.getByRole('button', { name: 'Try again' }).click();
    await expect.element(screen.getByText('The part')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
