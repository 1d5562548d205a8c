import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { lazyComponent } from '#src/lib/lazyComponent';
import { RetryBoundary } from './RetryBoundary';

/** Whether the part fails to render, as one whose code did not arrive does. */
let broken = false;

function Fragile() {
  if (broken) throw new TypeError('Failed to fetch dynamically imported module');
  return <p>The part</p>;
}

/** A load of the part that fails while the connection is down. */
function loadWhile(connection: { up: boolean }) {
  return vi.fn(async () => {
    if (!connection.up) throw new TypeError('Failed to fetch dynamically imported module');
    return { default: () => <p>The part</p> };
  });
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('RetryBoundary', () => {
  it('keeps a failing part to itself, says to check the connection, and renders it again on Try again', async () => {
    // React reports the error it caught; the boundary is what this test is about.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    broken = true;
    const onRetry = vi.fn();
    const screen = await render(
      <>
        <button type="button">Elsewhere</button>
        <RetryBoundary onRetry={onRetry}>
          <Fragile />
        </RetryBoundary>
      </>,
    );
    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent("Couldn't load this part of the page. Check your connection and try again.");
    await expect.element(screen.getByRole('button', { name: 'Elsewhere' })).toBeVisible();
    broken = false;
    await screen.getByRole('button', { name: 'Try again' }).click();
    await expect.element(screen.getByText('The part')).toBeVisible();
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
    expect(onRetry).toHaveBeenCalledOnce();
  });

  it('renders a lazily loaded part once Try again is pressed after its code failed to load', async () => {
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
