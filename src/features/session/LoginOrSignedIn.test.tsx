import { describe, expect, it } from 'vitest';
import { storageKeys } from '#src/lib/storage';
import { renderWithRouter } from '#src/test/renderApp';
import { LoginOrSignedIn } from './LoginOrSignedIn';

const storedSession = JSON.stringify({ access_token: 'a.b.c', refresh_token: 'r', expires_at: 4_102_444_800, user: { id: 'u1', email: 'raver@example.com' } });

describe('the map page account bar', () => {
  it("offers 'Login / Sign Up' while signed out", async () => {
    const { screen } = await renderWithRouter(<LoginOrSignedIn />);
    await expect.element(screen.getByRole('link', { name: 'Login / Sign Up' })).toHaveAttribute('href', '/auth');
  });

  it('gives way to who is signed in, and comes back once signed out', async () => {
    localStorage.setItem(storageKeys.authSession, storedSession);
    const { screen } = await renderWithRouter(<LoginOrSignedIn />);
    await expect.element(screen.getByText('Signed in as raver@example.com')).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Login / Sign Up' })).not.toBeInTheDocument();
    localStorage.removeItem(storageKeys.authSession);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.authSession }));
    await expect.element(screen.getByRole('link', { name: 'Login / Sign Up' })).toBeVisible();
  });
});
