import { delay, http } from 'msw';
import { Toaster } from 'sonner';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStore, supabaseAuthHandlers } from '#mocks/supabase-auth';
import { storageKeys } from '#src/lib/storage';
import { startMockWorker } from '#src/test/mockWorker';
import { renderWithRouter } from '#src/test/renderApp';
import { AccountEntry } from './AccountEntry';

// The real deadline is 15 s (src/lib/deadlineFetch.test.ts, tests/auth-deadline.spec.ts); here it is short.
vi.mock(import('#src/lib/deadlineFetch'), async (importOriginal) => ({ ...(await importOriginal()), serviceDeadlineMs: 300 }));

const worker = startMockWorker([], (url) => url.pathname.startsWith('/auth/v1/'));
let refreshes: number;

beforeEach(() => {
  refreshes = 0;
  worker.use(
    http.post('*/auth/v1/token', async () => {
      refreshes += 1;
      // supabase-js retries a refresh with no answer until its 30 s tick is over: let that time pass.
      vi.setSystemTime(Date.now() + 30_000);
      return delay('infinite');
    }),
    ...supabaseAuthHandlers({ store: memoryStore() }),
  );
});

/** A session stored by an earlier visit whose access token has expired, so it is refreshed at once. */
function storeExpiredSession() {
  const now = Math.floor(Date.now() / 1000);
  localStorage.setItem(
    storageKeys.authSession,
    JSON.stringify({
      access_token: 'header.payload.signature',
      refresh_token: 'refresh-token-of-an-earlier-visit',
      token_type: 'bearer',
      expires_in: 3600,
      expires_at: now - 60,
      user: { id: 'b1d5a0b2-5f3c-4a5e-9a0e-6f1d2c3b4a5f', aud: 'authenticated', email: 'raver@example.com', app_metadata: {}, user_metadata: {}, created_at: '2026-11-01T12:00:00Z' },
    }),
  );
}

describe('the account entry when the service does not answer', () => {
  it('ends a refresh that hangs with a toast, and keeps the session and its Sign out usable', async () => {
    storeExpiredSession();
    const { screen } = await renderWithRouter(
      <>
        <AccountEntry />
        <Toaster />
      </>,
      '/auth',
    );
    const account = screen.getByRole('button', { name: 'Signed in as raver@example.com' });
    await expect.element(account).toBeVisible();
    await expect.element(screen.getByText('The account service did not answer. Please try again in a moment.')).toBeVisible();
    expect(refreshes).toBe(1);
    await expect.element(account).toBeEnabled();
    await account.click();
    await expect.element(screen.getByRole('menuitem', { name: 'Sign out' })).toBeEnabled();
    expect(localStorage.getItem(storageKeys.authSession)).toContain('refresh-token-of-an-earlier-visit');
  });
});
