import type { Page } from '@playwright/test';
import { waitForHydration } from './fixtures';

/**
 * Opens /auth and fills the Login tab's email and password as a visitor would, without pressing
 * Login; returns the tab.
 */
export async function fillLoginForm(page: Page, { email, password }: { email: string; password: string }) {
  await page.goto('/auth');
  await waitForHydration(page);
  const login = page.getByRole('tabpanel', { name: 'Login' });
  await login.getByRole('textbox', { name: 'Email' }).fill(email);
  await login.getByLabel('Password', { exact: true }).fill(password);
  return login;
}
