import { describe, expect, it, vi } from 'vitest';
import { renderApp } from '#src/test/renderApp';

describe('not-found page', () => {
  it('shows 404 for an unknown route and logs the path', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { screen } = await renderApp('/no-such-page');
    await expect.element(screen.getByRole('heading', { name: '404' })).toBeVisible();
    await expect.element(screen.getByText('Oops! Page not found')).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.stringContaining('non-existent route'), '/no-such-page'));
    warn.mockRestore();
  });

  it('shows 404 for an unknown guide slug', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { screen } = await renderApp('/festival-guides/not-a-festival');
    await expect.element(screen.getByRole('heading', { name: '404' })).toBeVisible();
    await vi.waitFor(() => expect(warn).toHaveBeenCalledWith(expect.any(String), '/festival-guides/not-a-festival'));
    warn.mockRestore();
  });

  it('returns home from the link', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { screen, location } = await renderApp('/nope');
    await screen.getByRole('link', { name: 'Return to Home' }).click();
    expect(location.history?.at(-1)).toBe('/');
    vi.restoreAllMocks();
  });
});
