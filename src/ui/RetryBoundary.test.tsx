import { afterEach, describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { RetryBoundary } from './RetryBoundary';

/** Whether the part fails to render, as one whose code did not arrive does. */
let broken = false;

function Fragile() {
  if (broken) throw new TypeError('Failed to fetch dynamically imported module');
  return <p>The part</p>;
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
});
