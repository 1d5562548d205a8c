import { delay, http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import { addAccount, memoryStore, supabaseAuthHandlers, supabaseAuthScenarios, type AuthStore } from '../../../mocks/supabase-auth';
import { startMockWorker } from '../../test/mockWorker';
import { renderWithRouter } from '../../test/renderApp';
import AuthPage from './AuthPage';

const worker = startMockWorker([], (url) => url.pathname.startsWith('/auth/v1/'));
let store: AuthStore;
let sent: { path: string; body: unknown }[];

beforeEach(() => {
  store = memoryStore();
  sent = [];
  worker.use(...supabaseAuthHandlers({ store }));
  worker.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/auth/v1/') || request.method !== 'POST') return;
    sent.push({ path: `${url.pathname}${url.search}`, body: await request.clone().json() });
  });
});

afterEach(() => {
  worker.events.removeAllListeners();
});

async function renderAuth() {
  const result = await renderWithRouter(
    <>
      <AuthPage />
      <Toaster />
    </>,
    '/auth',
  );
  const screen = result.screen;
  const loginPanel = screen.getByRole('tabpanel', { name: 'Login' });
  const signUpPanel = screen.getByRole('tabpanel', { name: 'Sign Up' });
  return { ...result, loginPanel, signUpPanel };
}

async function fillLogin(screen: Awaited<ReturnType<typeof renderAuth>>['loginPanel'], email: string, password: string) {
  await screen.getByRole('textbox', { name: 'Email' }).fill(email);
  await screen.getByLabelText('Password', { exact: true }).fill(password);
}

const account = { email: 'raver@example.com', password: 'glitter-and-wellies', role: 'teenager', confirmed: true };

describe('the account page', () => {
  it('shows the Login tab first, with its title, description and fields', async () => {
    const { screen, loginPanel } = await renderAuth();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Login / Sign Up' })).toBeInTheDocument();
    await expect.element(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(loginPanel.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect.element(loginPanel.getByText('Access your account to see your map.')).toBeVisible();
    await expect.element(loginPanel.getByRole('textbox', { name: 'Email' })).toHaveAttribute('placeholder', 'hello@festivalcompass.example');
    await expect.element(loginPanel.getByLabelText('Password', { exact: true })).toHaveAttribute('autocomplete', 'current-password');
    await expect.element(loginPanel.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect.element(screen.getByText('Demo mode: accounts are simulated in this browser.')).toBeVisible();
  });

  it('shows the Sign Up tab with Teenager chosen by default', async () => {
    const { screen, signUpPanel } = await renderAuth();
    await screen.getByRole('tab', { name: 'Sign Up' }).click();
    await expect.element(signUpPanel.getByRole('heading', { name: 'Sign Up' })).toBeVisible();
    await expect.element(signUpPanel.getByText('Create an account to get started.')).toBeVisible();
    await expect.element(signUpPanel.getByLabelText('Password', { exact: true })).toHaveAttribute('autocomplete', 'new-password');
    const role = signUpPanel.getByRole('radiogroup', { name: 'I am a...' });
    await expect.element(role.getByRole('radio', { name: 'Teenager' })).toBeChecked();
    await expect.element(role.getByRole('radio', { name: 'Parent' })).not.toBeChecked();
    await expect.element(signUpPanel.getByRole('button', { name: 'Create Account' })).toBeVisible();
  });

  it('gives a native submission nothing to send: no field has a name, and neither form can navigate', async () => {
    const { screen, loginPanel, signUpPanel } = await renderAuth();
    for (const [tab, panel] of [['Login', loginPanel], ['Sign Up', signUpPanel]] as const) {
      await screen.getByRole('tab', { name: tab }).click();
      const form = panel.getByRole('form', { name: tab });
      await expect.element(form).toHaveAttribute('method', 'dialog');
      await expect.element(form).not.toHaveAttribute('action');
      await expect.element(form.getByRole('textbox', { name: 'Email' })).not.toHaveAttribute('name');
      await expect.element(form.getByLabelText('Password', { exact: true })).not.toHaveAttribute('name');
    }
  });

  it('shows and hides the password', async () => {
    const { loginPanel } = await renderAuth();
    const password = loginPanel.getByLabelText('Password', { exact: true });
    const toggle = loginPanel.getByRole('button', { name: 'Show password' });
    await password.fill('glitter');
    await expect.element(password).toHaveAttribute('type', 'password');
    await toggle.click();
    await expect.element(password).toHaveAttribute('type', 'text');
    await expect.element(toggle).toHaveAttribute('aria-pressed', 'true');
    await toggle.click();
    await expect.element(password).toHaveAttribute('type', 'password');
  });

  describe('validation', () => {
    it('validates login on submit only, ties the errors to the fields, and re-validates on change', async () => {
      const { loginPanel } = await renderAuth();
      const email = loginPanel.getByRole('textbox', { name: 'Email' });
      const password = loginPanel.getByLabelText('Password', { exact: true });
      await email.fill('not-an-address');
      await expect.element(email).not.toHaveAttribute('aria-invalid');
      await loginPanel.getByRole('button', { name: 'Login' }).click();
      await expect.element(email).toHaveAccessibleDescription('Invalid email address.');
      await expect.element(email).toHaveAttribute('aria-invalid', 'true');
      await expect.element(email).toHaveFocus();
      await expect.element(password).toHaveAccessibleDescription('Password is required.');
      await expect.element(loginPanel.getByRole('alert').filter({ hasText: 'Password is required.' })).toBeVisible();
      await email.fill('raver@example.com');
      await expect.element(email).not.toHaveAttribute('aria-invalid');
      await password.fill('x');
      await expect.element(password).not.toHaveAttribute('aria-invalid');
      expect(sent).toEqual([]);
    });

    it('asks for a password of at least 8 characters at sign-up', async () => {
      const { screen, signUpPanel } = await renderAuth();
      await screen.getByRole('tab', { name: 'Sign Up' }).click();
      const password = signUpPanel.getByLabelText('Password', { exact: true });
      await signUpPanel.getByRole('textbox', { name: 'Email' }).fill('raver@example');
      await password.fill('short');
      await signUpPanel.getByRole('button', { name: 'Create Account' }).click();
      await expect.element(signUpPanel.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email address.');
      await expect.element(password).toHaveAccessibleDescription('Password must be at least 8 characters.');
      await password.fill('long-enough');
      await expect.element(password).not.toHaveAttribute('aria-invalid');
      expect(sent).toEqual([]);
    });
  });

  describe('sign-up', () => {
    it('sends the role as user metadata, asks to check the inbox and goes home', async () => {
      const { screen, signUpPanel, location } = await renderAuth();
      await screen.getByRole('tab', { name: 'Sign Up' }).click();
      await signUpPanel.getByRole('textbox', { name: 'Email' }).fill('parent@example.com');
      await signUpPanel.getByLabelText('Password', { exact: true }).fill('camping-chair');
      await signUpPanel.getByRole('radio', { name: 'Parent' }).click();
      await signUpPanel.getByRole('button', { name: 'Create Account' }).click();
      await expect.element(screen.getByText('Check your email for the confirmation link!')).toBeVisible();
      expect(location.history?.at(-1)).toBe('/');
      expect(sent).toEqual([
        { path: '/auth/v1/signup', body: expect.objectContaining({ email: 'parent@example.com', password: 'camping-chair', data: { role: 'parent' } }) },
      ]);
      expect(store.read().users['parent@example.com']?.user.user_metadata).toMatchObject({ role: 'parent' });
    });

    it('shows a weak password with its reasons and keeps what was typed', async () => {
      worker.use(supabaseAuthScenarios.weakPassword(['pwned']));
      const { screen, signUpPanel, location } = await renderAuth();
      await screen.getByRole('tab', { name: 'Sign Up' }).click();
      await signUpPanel.getByRole('textbox', { name: 'Email' }).fill('parent@example.com');
      await signUpPanel.getByLabelText('Password', { exact: true }).fill('password123');
      await signUpPanel.getByRole('button', { name: 'Create Account' }).click();
      await expect.element(screen.getByText('Password is known to be weak and easy to guess, please choose a different one.')).toBeVisible();
      await expect.element(screen.getByText('It has appeared in a data breach.')).toBeVisible();
      await expect.element(signUpPanel.getByRole('textbox', { name: 'Email' })).toHaveValue('parent@example.com');
      await expect.element(signUpPanel.getByLabelText('Password', { exact: true })).toHaveValue('password123');
      expect(location.history).toEqual(['/auth']);
    });

    it('reports the rate limit', async () => {
      worker.use(supabaseAuthScenarios.rateLimited());
      const { screen, signUpPanel } = await renderAuth();
      await screen.getByRole('tab', { name: 'Sign Up' }).click();
      await signUpPanel.getByRole('textbox', { name: 'Email' }).fill('parent@example.com');
      await signUpPanel.getByLabelText('Password', { exact: true }).fill('camping-chair');
      await signUpPanel.getByRole('button', { name: 'Create Account' }).click();
      await expect.element(screen.getByText('Request rate limit reached')).toBeVisible();
    });
  });

  describe('login', () => {
    it('logs in, says so and opens the map', async () => {
      addAccount(store, account);
      const { screen, loginPanel, location } = await renderAuth();
      await fillLogin(loginPanel, account.email, account.password);
      await loginPanel.getByRole('button', { name: 'Login' }).click();
      await expect.element(screen.getByText('Successfully logged in!')).toBeVisible();
      expect(location.history?.at(-1)).toBe('/festival-map');
      expect(sent).toEqual([{ path: '/auth/v1/token?grant_type=password', body: expect.objectContaining({ email: account.email, password: account.password }) }]);
      expect(JSON.parse(localStorage.getItem('supabase_auth_session') ?? '{}')).toMatchObject({ token_type: 'bearer', user: { email: account.email } });
    });

    it.each([
      ['a wrong password', () => addAccount(store, account), 'Invalid login credentials'],
      ['an unconfirmed address', () => addAccount(store, { ...account, confirmed: false }), 'Email not confirmed'],
      ['a service outage (503)', () => worker.use(supabaseAuthScenarios.unavailable()), 'The sign-in service is unavailable right now (error 503). Please try again in a moment.'],
    ])('reports %s and keeps what was typed', async (_case, arrange, message) => {
      arrange();
      const { screen, loginPanel, location } = await renderAuth();
      const password = _case === 'a wrong password' ? 'not-my-password' : account.password;
      await fillLogin(loginPanel, account.email, password);
      await loginPanel.getByRole('button', { name: 'Login' }).click();
      await expect.element(screen.getByText(message)).toBeVisible();
      await expect.element(loginPanel.getByRole('textbox', { name: 'Email' })).toHaveValue(account.email);
      await expect.element(loginPanel.getByLabelText('Password', { exact: true })).toHaveValue(password);
      await expect.element(loginPanel.getByRole('button', { name: 'Login' })).not.toHaveAttribute('aria-disabled');
      expect(location.history).toEqual(['/auth']);
    });

    it('shows a spinner and disables both buttons while busy, and ignores a second submit', async () => {
      addAccount(store, account);
      let release: () => void = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      worker.use(
        http.post('*/auth/v1/token', async () => {
          await held;
          await delay(0);
          return HttpResponse.json({ code: 400, error_code: 'invalid_credentials', msg: 'Invalid login credentials' }, { status: 400 });
        }),
      );
      const { screen, loginPanel, signUpPanel } = await renderAuth();
      await fillLogin(loginPanel, account.email, account.password);
      const login = loginPanel.getByRole('button', { name: 'Login' });
      await login.click();
      await expect.element(login).toHaveAttribute('aria-disabled', 'true');
      await expect.element(loginPanel.getByRole('status')).toHaveTextContent('Logging in…');
      await login.click({ force: true });
      await userEvent.keyboard('{Enter}');
      await screen.getByRole('tab', { name: 'Sign Up' }).click();
      await expect.element(signUpPanel.getByRole('button', { name: 'Create Account' })).toHaveAttribute('aria-disabled', 'true');
      await screen.getByRole('tab', { name: 'Login' }).click();
      release();
      await expect.element(screen.getByText('Invalid login credentials')).toBeVisible();
      await expect.element(login).not.toHaveAttribute('aria-disabled');
      expect(sent).toHaveLength(1);
    });
  });
});
