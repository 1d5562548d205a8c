import { afterEach, describe, expect, it, vi } from 'vitest';
import { storageKeys } from '#src/lib/storage';
import { renderWithRouter } from '#src/test/renderApp';
import { AccountEntry } from './AccountEntry';
import { LazyAccountMenu } from './LazyAccountMenu';

const loadMenu = LazyAccountMenu.preload;

/** The account menu's code fails to load while the connection is down. */
function dropConnection() {
  const connection = { up: false };
  vi.spyOn(LazyAccountMenu, 'preload').mockImplementation(() =>
    connection.up ? loadMenu() : Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
  );
  return { reconnect: () => (connection.up = true) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the account menu when its code fails to load', () => {
  it('says so, keeps the email in place, and shows the menu on Try again', async () => {
    localStorage.setItem(storageKeys.authSession, JSON.stringify({ user: { email: 'raver@example.com' } }));
    const { reconnect } = dropConnection();
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
