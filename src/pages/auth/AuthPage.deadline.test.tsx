import { delay, http } from 'msw';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStore, supabaseAuthHandlers } from '#mocks/supabase-auth';
import { startMockWorker } from '#src/test/mockWorker';
import { renderWithRouter } from '#src/test/renderApp';
import AuthPage from './AuthPage';

// The real deadline is 15 s (src/lib/deadlineFetch.test.ts, tests/auth-deadline.spec.ts); here it is short.
vi.mock(import('#src/lib/deadlineFetch'), async (importOriginal) => ({ ...(await importOriginal()), serviceDeadlineMs: 300 }));

const worker = startMockWorker([], (url) => url.pathname.startsWith('/auth/v1/'));

beforeEach(() => {
  worker.use(
    http.post('*/auth/v1/token', () => delay('infinite')),
    http.post('*/auth/v1/signup', () => delay('infinite')),
    ...supabaseAuthHandlers({ store: memoryStore() }),
  );
});

const noAnswer = 'The account service did not answer. Please try again in a moment.';

async function renderAuth() {
  const { screen } = await renderWithRouter(
    <>
      <AuthPage />
      <Toaster />
    </>,
    '/auth',
  );
  return screen;
}

describe('the account page when the service does not answer', () => {
  it('ends a login that hangs with a toast, and the form is usable again with what was typed', async () => {
    const screen = await renderAuth();
    const login = screen.getByRole('tabpanel', { name: 'Login' });
    await login.getByRole('textbox', { name: 'Email' }).fill('raver@example.com');
    await login.getByLabelText('Password', { exact: true }).fill('glitter-and-wellies');
    const button = login.getByRole('button', { name: 'Login' });
    await button.click();
    await expect.element(button).toHaveAttribute('aria-disabled', 'true');
    await expect.element(screen.getByText(noAnswer)).toBeVisible();
    await expect.element(button).not.toHaveAttribute('aria-disabled');
    await expect.element(login.getByRole('textbox', { name: 'Email' })).toHaveValue('raver@example.com');
    await expect.element(login.getByLabelText('Password', { exact: true })).toHaveValue('glitter-and-wellies');
  });

  it('ends a sign-up that hangs with a toast, and the form is usable again', async () => {
    const screen = await renderAuth();
    await screen.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = screen.getByRole('tabpanel', { name: 'Sign Up' });
    await signUp.getByRole('textbox', { name: 'Email' }).fill('parent@example.com');
    await signUp.getByLabelText('Password', { exact: true }).fill('camping-chair');
    const button = signUp.getByRole('button', { name: 'Create Account' });
    await button.click();
    await expect.element(screen.getByText(noAnswer)).toBeVisible();
    await expect.element(button).not.toHaveAttribute('aria-disabled');
    await expect.element(signUp.getByRole('textbox', { name: 'Email' })).toHaveValue('parent@example.com');
  });
});
