import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { addAccount, memoryStore, supabaseAuthHandlers, type AuthStore } from '../../../mocks/supabase-auth';
import { authSessionKey, getSupabase } from '../../lib/supabase';
import { startMockWorker } from '../../test/mockWorker';
import { renderWithRouter } from '../../test/renderApp';
import { SessionStatus } from './SessionStatus';

const worker = startMockWorker([], (url) => url.pathname.startsWith('/auth/v1/'));
let store: AuthStore;
let logouts: number;

beforeEach(() => {
  store = memoryStore();
  logouts = 0;
  addAccount(store, { email: 'raver@example.com', password: 'glitter-and-wellies', role: 'teenager', confirmed: true });
  worker.use(...supabaseAuthHandlers({ store }));
  worker.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname === '/auth/v1/logout') logouts += 1;
  });
});

afterEach(() => {
  worker.events.removeAllListeners();
});

const renderStatus = () =>
  renderWithRouter(
    <>
      <SessionStatus />
      <Toaster />
    </>,
  );

describe('the signed-in indicator', () => {
  it('shows nothing while signed out', async () => {
    const { screen } = await renderStatus();
    await expect.element(screen.getByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });

  it('appears when the visitor logs in, and signs out', async () => {
    const { screen } = await renderStatus();
    const supabase = await getSupabase();
    await supabase.auth.signInWithPassword({ email: 'raver@example.com', password: 'glitter-and-wellies' });
    await expect.element(screen.getByText('Signed in as raver@example.com')).toBeVisible();
    await screen.getByRole('button', { name: 'Sign out' }).click();
    await expect.element(screen.getByText('You have signed out.')).toBeVisible();
    await expect.element(screen.getByText('Signed in as raver@example.com')).not.toBeInTheDocument();
    expect(localStorage.getItem(authSessionKey)).toBeNull();
    expect(logouts).toBe(1);
  });

  it('shows a session stored earlier, and follows another tab signing out', async () => {
    const supabase = await getSupabase();
    await supabase.auth.signInWithPassword({ email: 'raver@example.com', password: 'glitter-and-wellies' });
    const { screen } = await renderStatus();
    await expect.element(screen.getByText('Signed in as raver@example.com')).toBeVisible();
    localStorage.removeItem(authSessionKey);
    window.dispatchEvent(new StorageEvent('storage', { key: authSessionKey }));
    await expect.element(screen.getByText('Signed in as raver@example.com')).not.toBeInTheDocument();
  });

  it('ignores a stored value that is not a session', async () => {
    localStorage.setItem(authSessionKey, '{"user":');
    const { screen } = await renderStatus();
    await expect.element(screen.getByRole('button', { name: 'Sign out' })).not.toBeInTheDocument();
  });
});
