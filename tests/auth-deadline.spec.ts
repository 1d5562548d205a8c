import { delay, http } from 'msw';
import { memoryStore, supabaseAuthHandlers } from '../mocks/supabase-auth';
import { expect, test, TODAY } from './fixtures';
import { fillLoginForm } from './loginForm';
import { mockServices } from '../scenarios/mockServices';

/** The built site against an auth service that never answers, on the page's own clock. */
test('a login that gets no answer ends after 15 seconds with a toast, and the form is usable again', async ({ page }) => {
  await page.clock.install({ time: TODAY });
  await mockServices(page, '**/auth/v1/**', [http.post('*/auth/v1/token', () => delay('infinite')), ...supabaseAuthHandlers({ store: memoryStore() })]);
  const login = await fillLoginForm(page, { email: 'raver@example.com', password: 'glitter-and-wellies' });
  const button = login.getByRole('button', { name: 'Login' });
  const tokenRequest = page.waitForRequest((request) => request.url().includes('/auth/v1/token'));
  await button.click();
  await expect(login.getByRole('status')).toHaveText('Logging in…');

  // The 15 seconds start just before the request, which first waits for the auth client's code. Read
  // the page's time once the request is out, then stop it there (plus a margin for this call), so a
  // busy machine cannot move it: 12 seconds on the login still waits, 15 seconds on it has ended.
  await tokenRequest;
  const requestedAt = await page.evaluate(() => Date.now());
  await page.clock.pauseAt(requestedAt + 5_000);
  await page.clock.fastForward(7_000);
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await page.clock.fastForward(3_000);
  await page.clock.resume();
  await expect(page.getByText('The account service did not answer. Please try again in a moment.')).toBeVisible();
  await expect(button).not.toHaveAttribute('aria-disabled');
  await expect(login.getByRole('textbox', { name: 'Email' })).toHaveValue('raver@example.com');
  await expect(page).toHaveURL('/auth');
});
