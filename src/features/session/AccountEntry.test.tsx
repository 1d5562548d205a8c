import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { addAccount, memoryStore, supabaseAuthHandlers, type AuthStore } from '#mocks/supabase-auth';
import { storageKeys } from '#src/lib/storage';
import { getSupabase } from '#src/lib/supabase';
import { startMockWorker } from '#src/test/mockWorker';
import { renderWithRouter } from '#src/test/renderApp';
import { AccountEntry } from './AccountEntry';

const raver = { email: 'raver@example.com', password: 'glitter-and-wellies' };

const signInAsRaver = async () => {
  const supabase = await getSupabase();
  await supabase.auth.signInWithPassword(raver);
  return supabase;
};

const worker = startMockWorker([], (url) => url.pathname.startsWith('/auth/v1/'));
let store: AuthStore;
let logouts: number;

beforeEach(() => {
  store = memoryStore();
  logouts = 0;
  addAccount(store, { ...raver, role: 'teenager', confirmed: true });
  worker.use(...supabaseAuthHandlers({ store }));
  worker.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/auth/v1/logout') logouts += 1;
  });
});

afterEach(() => {
  worker.events.removeAllListeners();
});

const renderEntry = () =>
  renderWithRouter(
    <>
      <AccountEntry />
      <Toaster />
    </>,
  );

describe('the account entry of the header', () => {
  it('offers Login while signed out', async () => {
    const { screen } = await renderEntry();
    await expect.element(screen.getByRole('link', { name: 'Login', exact: true })).toHaveAttribute('href', '/auth');
    await expect.element(screen.getByRole('button', { name: /Signed in as/ })).not.toBeInTheDocument();
  });

  it('shows the email once the visitor logs in, with a menu that signs out', async () => {
    const { screen } = await renderEntry();
    await signInAsRaver();
    const account = screen.getByRole('button', { name: 'Signed in as raver@example.com' });
    await expect.element(account).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Login', exact: true })).not.toBeInTheDocument();
    await account.click();
    // The header may shorten the email or show only an icon: the menu names it whole.
    await expect.element(screen.getByRole('menu').getByRole('group', { name: 'Signed in as raver@example.com' })).toBeVisible();
    await screen.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect.element(screen.getByText('You have signed out.')).toBeVisible();
    await expect.element(account).not.toBeInTheDocument();
    await expect.element(screen.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect(localStorage.getItem(storageKeys.authSession)).toBeNull();
    expect(logouts).toBe(1);
  });

  it('shows the menu first, then moves focus into it: the menu on a click, its first item by the keyboard', async () => {
    const { screen } = await renderEntry();
    await signInAsRaver();
    const account = screen.getByRole('button', { name: 'Signed in as raver@example.com' });
    await expect.element(account).toBeVisible();
    const button = account.element() as HTMLButtonElement;
    button.focus();
    button.dispatchEvent(new MouseEvent('click', { bubbles: true, detail: 1 }));
    await new Promise(requestAnimationFrame);
    expect(document.activeElement).toBe(button);
    await expect.element(screen.getByRole('menu')).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect.element(account).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect.element(screen.getByRole('menuitemcheckbox', { name: 'Forget my Perplexity API key on this device' })).toHaveFocus();
  });

  it('signs out on this device when the service cannot be reached', async () => {
    const supabase = await signInAsRaver();
    worker.use(http.post('*/auth/v1/logout', () => HttpResponse.error()));
    const { screen } = await renderEntry();
    const account = screen.getByRole('button', { name: 'Signed in as raver@example.com' });
    await account.click();
    await screen.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect.element(screen.getByText('You have signed out.')).toBeVisible();
    await expect.element(account).not.toBeInTheDocument();
    await expect.element(screen.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect(localStorage.getItem(storageKeys.authSession)).toBeNull();
    expect((await supabase.auth.getSession()).data.session).toBeNull();
  });

  it('offers to forget the Perplexity key at sign-out, unticked at first', async () => {
    localStorage.setItem(storageKeys.perplexityApiKey, 'pplx-mine');
    await signInAsRaver();
    const { screen } = await renderEntry();
    await screen.getByRole('button', { name: 'Signed in as raver@example.com' }).click();
    const forgetKey = screen.getByRole('menuitemcheckbox', { name: 'Forget my Perplexity API key on this device' });
    await expect.element(forgetKey).not.toBeChecked();
    await forgetKey.click();
    await expect.element(forgetKey).toBeChecked();
    await screen.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect.element(screen.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect(localStorage.getItem(storageKeys.perplexityApiKey)).toBeNull();
  });

  it('shows a session stored earlier, and follows another tab signing out', async () => {
    await signInAsRaver();
    const { screen } = await renderEntry();
    await expect.element(screen.getByRole('button', { name: 'Signed in as raver@example.com' })).toBeVisible();
    localStorage.removeItem(storageKeys.authSession);
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.authSession }));
    await expect.element(screen.getByRole('button', { name: 'Signed in as raver@example.com' })).not.toBeInTheDocument();
    await expect.element(screen.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });

  it('ignores a stored value that is not a session', async () => {
    localStorage.setItem(storageKeys.authSession, '{"user":');
    const { screen } = await renderEntry();
    await expect.element(screen.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
  });
});
