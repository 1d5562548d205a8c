import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#src/lib/storage';
import { dropConnection } from '#src/test/dropConnection';
import { renderWithRouter } from '#src/test/renderApp';
import { AccountEntry } from './AccountEntry';
import { LazyAccountMenu } from './LazyAccountMenu';

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the account menu when its code fails to load', () => {
  it('says so, keeps the email in place, and shows the menu on Try again', async () => {
    localStorage.setItem(storageKeys.authSession, JSON.stringify({ user: { email: 'raver@example.com' } }));
    const { reconnect } = dropConnection(LazyAccountMenu);
    const { screen } = await renderWithRouter(<AccountEntry />);

    const alert = screen.getByRole('alert');
    await expect.element(alert).toHaveTextContent("Couldn't load this part of the page. Check your connection and try again.");
    await expect.element(screen.getByText('raver@example.com')).toBeVisible();

    reconnect();
    await alert.getByRole('button', { name: 'Try again' }).click();
    await expect.element(screen.getByRole('button', { name: 'Signed in as raver@example.com' })).toBeVisible();
    await expect.element(screen.getByRole('alert')).not.toBeInTheDocument();
  });
});
