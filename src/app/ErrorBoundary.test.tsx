import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { ErrorBoundary } from './ErrorBoundary';
import { ErrorScreen } from './ErrorScreen';

function Boom({ error }: { error: unknown }): never {
  throw error;
}

describe('error fallback', () => {
  it("shows 'Unexpected Application Error!' with the error's message", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const screen = await render(
      <ErrorBoundary>
        <Boom error={new Error('The festival tent blew away')} />
      </ErrorBoundary>,
    );
    await expect.element(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect.element(screen.getByText('The festival tent blew away', { exact: true })).toBeVisible();
    expect(logged).toHaveBeenCalled();
    logged.mockRestore();
  });

  it('shows the status text of a response-like error', async () => {
    const screen = await render(<ErrorScreen error={{ status: 503, statusText: 'Service Unavailable' }} showStack={false} />);
    await expect.element(screen.getByText('503 Service Unavailable')).toBeVisible();
  });

  it('shows the stack only when asked (development)', async () => {
    const error = new Error('Stacked');
    const withStack = await render(<ErrorScreen error={error} showStack />);
    expect(withStack.container.querySelector('pre')?.textContent).toContain('Stacked');
    withStack.unmount();
    const withoutStack = await render(<ErrorScreen error={error} showStack={false} />);
    expect(withoutStack.container.querySelector('pre')).toBeNull();
  });
});
