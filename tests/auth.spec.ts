import { http, HttpResponse } from 'msw';
import { addAccount, memoryStore, supabaseAuthHandlers } from '../mocks/supabase-auth';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { fillLoginForm } from './loginForm';
import { mockServices } from '../scenarios/mockServices';

/**
 * Accounts against the built site. The end-to-end build points supabase-js at a test project
 * URL (.env.e2e); its auth endpoints are answered by the same handlers demo mode uses.
 */
const authEndpoints = '**/auth/v1/**';

const newAccount = { email: 'parent@example.com', password: 'camping-chair' };

test.describe('accounts', () => {
  test('signs up with the role as metadata, with both tabs accessible', async ({ page, pageErrors }) => {
    const sent = await mockServices(page, authEndpoints, supabaseAuthHandlers({ store: memoryStore(), confirmSignUps: true }));
    await page.goto('/auth');
    await waitForHydration(page);
    await expect(page.getByRole('heading', { level: 1, name: 'Login / Sign Up' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expectNoAxeViolations(page);

    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(signUp.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email address.');
    await expect(signUp.getByLabel('Password', { exact: true })).toHaveAccessibleDescription('Password must be at least 8 characters.');
    await expectNoAxeViolations(page);

    await signUp.getByRole('textbox', { name: 'Email' }).fill(newAccount.email);
    await signUp.getByLabel('Password', { exact: true }).fill(newAccount.password);
    await signUp.getByRole('radio', { name: 'Parent' }).check();
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Check your email for the confirmation link!')).toBeVisible();
    await expect(page).toHaveURL('/');
    expect(sent.filter((request) => request.method === 'POST')).toEqual([
      expect.objectContaining({
        url: `https://e2e-project.supabase.co/auth/v1/signup?redirect_to=${encodeURIComponent(new URL('/auth', page.url()).href)}`,
        body: expect.objectContaining({ email: newAccount.email, password: newAccount.password, data: { role: 'parent' } }),
      }),
    ]);
    expect(pageErrors).toEqual([]);
  });

  test('logs in, shows who is signed in, and signs out', async ({ page }) => {
    const store = memoryStore();
    addAccount(store, { ...newAccount, role: 'parent', confirmed: true });
    const sent = await mockServices(page, authEndpoints, supabaseAuthHandlers({ store }));
    const login = await fillLoginForm(page, newAccount);
    await login.getByRole('button', { name: 'Login' }).click();
    await expect(page.getByText('Successfully logged in!')).toBeVisible();
    await expect(page).toHaveURL('/festival-map');
    expect(sent.at(-1)).toMatchObject({
      url: 'https://e2e-project.supabase.co/auth/v1/token?grant_type=password',
      body: { email: newAccount.email, password: newAccount.password },
    });

    const banner = page.getByRole('banner');
    const accountMenu = banner.getByRole('button', { name: `Signed in as ${newAccount.email}` });
    await accountMenu.click();
    await page.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByText('You have signed out.')).toBeVisible();
    await expect(accountMenu).toHaveCount(0);
    await expect(banner.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect(sent.at(-1)?.url).toContain('/auth/v1/logout');
  });

  test('is accessible while busy, ignores a second submit, and reports a wrong password', async ({ page, pageErrors }) => {
    let release: () => void = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    const heldLogin = http.post('*/auth/v1/token', async () => {
      await held;
      return HttpResponse.json({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' }, { status: 400 });
    });
    const sent = await mockServices(page, authEndpoints, [heldLogin, ...supabaseAuthHandlers()]);
    const login = await fillLoginForm(page, { email: 'raver@example.com', password: 'not-my-password' });
    const button = login.getByRole('button', { name: 'Login' });
    await button.click();
    await expect(button).toBeDisabled();
    await expect(login.getByRole('status')).toHaveText('Logging in…');
    // The second submit comes at once, while the first is surely still held.
    await login.getByLabel('Password', { exact: true }).press('Enter');
    // The held login must be released well inside the 15 s deadline, even on a busy machine: the
    // check of the busy state covers the page's own content, not the whole layout.
    await expectNoAxeViolations(page, 'main');
    release();
    await expect(page.getByText('Invalid login credentials')).toBeVisible();
    await expect(button).toBeEnabled();
    await expect(login.getByRole('textbox', { name: 'Email' })).toHaveValue('raver@example.com');
    await expect(page).toHaveURL('/auth');
    expect(sent.filter((request) => request.method === 'POST')).toHaveLength(1);
    await expectNoAxeViolations(page);
    // The only console line is the browser's own report of the rejected login request.
    expect(pageErrors).toEqual(['console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)']);
  });
});
