import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it } from 'vitest';
import { addAccount, memoryStore, supabaseAuthHandlers } from '#mocks/supabase-auth';
import { storageKeys } from '#src/lib/storage';
import { getSupabase } from '#src/lib/supabase';
import { startMockWorker } from '#src/test/mockWorker';
import { renderWithRouter } from '#src/test/renderApp';
import AuthPage from './AuthPage';

const worker = startMockWorker([], (url) => url.pathname.startsWith('/auth/v1/'));

beforeEach(async () => {
  const store = memoryStore();
  addAccount(store, { email: 'raver@example.com', password: 'glitter-and-wellies', role: 'teenager', confirmed: true });
  worker.use(...supabaseAuthHandlers({ store }));
  const supabase = await getSupabase();
  await supabase.auth.signInWithPassword({ email: 'raver@example.com', password: 'glitter-and-wellies' });
});

describe('/auth while signed in', () => {
  it('says who is signed in, with Sign out and a link to the map, instead of the login form', async () => {
    const { screen } = await renderWithRouter(<AuthPage />, '/auth');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Your account' })).toBeVisible();
    await expect.element(screen.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expect.element(screen.getByText('Signed in as raver@example.com')).toBeVisible();
    await expect.element(screen.getByRole('link', { name: 'Go to the map' })).toHaveAttribute('href', '/festival-map');
    await expect.element(screen.getByRole('button', { name: 'Sign out' })).toBeVisible();
    await expect.element(screen.getByRole('tab', { name: 'Login' })).not.toBeInTheDocument();
  });

  it('signs out and shows the login form again', async () => {
    const { screen } = await renderWithRouter(
      <>
        <AuthPage />
        <Toaster />
      </>,
      '/auth',
    );
    await screen.getByRole('button', { name: 'Sign out' }).click();
    await expect.element(screen.getByText('You have signed out.')).toBeVisible();
    await expect.element(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Login / Sign Up' })).toBeVisible();
    expect(localStorage.getItem(storageKeys.authSession)).toBeNull();
  });
});
