import { delay, http } from 'msw';
import { memoryStore, supabaseAuthHandlers } from '../mocks/supabase-auth';
import { expect, test, TODAY } from './fixtures';
import { fillLoginForm } from './loginForm';
import { mockServices } from './mockServices';

/** The built site against an auth service that never answers, on the page's own clock. */
test('a login that gets no answer ends after 15 seconds with a toast, and the form is usable again', async ({ page }) => {
  await page.clock.install({ time: TODAY });
  await mockServices(page, '**/auth/v1/**', [http.post('*/auth/v1/token', () => delay('infinite')), ...supabaseAuthHandlers({ store: memoryStore() })]);
  const login = await fillLoginForm(page, { email: 'raver@example.com', password: 'glitter-and-wellies' });
  const button = login.getByRole('button', { name: 'Login' });
  await button.click();
  await expect(login.getByRole('status')).toHaveText('Logging in…');

  await page.clock.fastForward(14_000);
  await expect(button).toHaveAttribute('aria-disabled', 'true');
  await page.clock.fastForward(1_000);
  await expect(page.getByText('The account service did not answer. Please try again in a moment.')).toBeVisible();
  await expect(button).not.toHaveAttribute('aria-disabled');
  await expect(login.getByRole('textbox', { name: 'Email' })).toHaveValue('raver@example.com');
  await expect(page).toHaveURL('/auth');
});
