import { delay, http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import {
  addAccount,
  confirmationRedirect,
  memoryStore,
  supabaseAuthHandlers,
  supabaseAuthScenarios,
  type AuthStore,
  type ConfirmationEmail,
} from '#mocks/supabase-auth';
import { storageKeys } from '#src/lib/storage';
import { startMockWorker } from '#src/test/mockWorker';
import { renderApp, renderWithRouter } from '#src/test/renderApp';
import AuthPage from './AuthPage';

const worker = startMockWorker([], (url) => url.pathname.startsWith('/auth/v1/'));
let store: AuthStore;
let sent: { path: string; body: unknown }[];
let outbox: ConfirmationEmail[];

beforeEach(() => {
  store = memoryStore();
  sent = [];
  outbox = [];
  worker.use(...supabaseAuthHandlers({ store, mailer: (email) => outbox.push(email) }));
  worker.events.on('request:start', async ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith('/auth/v1/') || request.method !== 'POST') return;
    sent.push({ path: `${url.pathname}${url.search}`, body: await request.clone().json() });
  });
});

afterEach(() => {
  worker.events.removeAllListeners();
});

async function renderAuth(path = '/auth') {
  const result = await renderWithRouter(
    <>
      <AuthPage />
      <Toaster />
    </>,
    path,
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

/** What /auth says about a link this browser holds no sign-up for: it cannot tell a real one from a made-up one. */
const linkElsewhere = {
  message: 'Login to continue',
  description: 'This browser holds no sign-up waiting for this link, so it cannot sign you in. If the link came from your confirmation email, use Login with your email and password.',
};

const account = { email: 'raver@example.com', password: 'glitter-and-wellies', role: 'teenager', confirmed: true };

describe('the account page', () => {
  it('shows the Login tab first, with its title, description and fields', async () => {
    const { screen, loginPanel } = await renderAuth();
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Login / Sign Up' })).toBeInTheDocument();
    await expect.element(screen.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expect.element(loginPanel.getByRole('heading', { name: 'Login' })).toBeVisible();
    await expect.element(loginPanel.getByText('Access your account to see your map.')).toBeVisible();
    await expect.element(loginPanel.getByRole('textbox', { name: 'Email' })).toHaveAttribute('placeholder', 'you@example.com');
    await expect.element(loginPanel.getByLabelText('Password', { exact: true })).toHaveAttribute('autocomplete', 'current-password');
    await expect.element(loginPanel.getByRole('button', { name: 'Login' })).toBeVisible();
    await expect.element(screen.getByText('Demo mode: accounts are simulated in this browser.')).toBeVisible();
  });

  it.each([390, 1280])('shows its heading and keeps every line in the card’s column at %i px', async (width) => {
    await page.viewport(width, 800);
    const { screen } = await renderAuth();
    const heading = screen.getByRole('heading', { level: 1, name: 'Login / Sign Up' });
    const card = screen.getByRole('tablist', { name: 'Login or sign up' }).element().parentElement!.getBoundingClientRect();
    const note = screen.getByText(/your saved festivals, packing ticks and pinned spot sync to your account/);
    for (const part of [heading, note, screen.getByText('Demo mode: accounts are simulated in this browser.')]) {
      const box = part.element().getBoundingClientRect();
      expect(box.height, `${part.element().textContent} is shown`).toBeGreaterThan(16);
      expect(box.left, `${part.element().textContent} starts in the column`).toBeGreaterThanOrEqual(card.left - 0.5);
      expect(box.right, `${part.element().textContent} ends in the column`).toBeLessThanOrEqual(card.right + 0.5);
    }
    await page.viewport(1280, 800);
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
        { path: `/auth/v1/signup?redirect_to=${encodeURIComponent(`${window.location.origin}/auth`)}`, body: expect.objectContaining({ email: 'parent@example.com', password: 'camping-chair', data: { role: 'parent' } }) },
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

  describe('confirmation links', () => {
    const newcomer = { email: 'parent@example.com', password: 'camping-chair' };

    async function signUpNewcomer() {
      const { screen, signUpPanel } = await renderAuth();
      await screen.getByRole('tab', { name: 'Sign Up' }).click();
      await signUpPanel.getByRole('textbox', { name: 'Email' }).fill(newcomer.email);
      await signUpPanel.getByLabelText('Password', { exact: true }).fill(newcomer.password);
      await signUpPanel.getByRole('button', { name: 'Create Account' }).click();
      // Sonner keeps the toasts of an earlier test: the email sent is what tells that the sign-up is done.
      await expect.poll(() => outbox).toHaveLength(1);
      await expect.element(screen.getByText('Check your email for the confirmation link!')).toBeVisible();
      await screen.unmount();
      return new URL(outbox[0]!.link);
    }

    /** Where the browser lands after opening the link: the service's redirect, as a path on this site. */
    function landingPath(link: URL) {
      const landing = new URL(confirmationRedirect(store, link));
      expect(landing.origin).toBe(location.origin);
      return `${landing.pathname}${landing.search}`;
    }

    it('signs up with a PKCE code challenge and a link that leads back to /auth', async () => {
      const link = await signUpNewcomer();
      const signUpRequest = sent.find((request) => request.path.startsWith('/auth/v1/signup'));
      expect(signUpRequest?.path).toBe(`/auth/v1/signup?redirect_to=${encodeURIComponent(`${location.origin}/auth`)}`);
      expect(signUpRequest?.body).toMatchObject({ code_challenge: expect.stringMatching(/^[\w-]{43}$/), code_challenge_method: 's256' });
      expect(link.searchParams.get('redirect_to')).toBe(`${location.origin}/auth`);
    });

    it('exchanges the code of the link, says the email is confirmed and opens the map, as a login does', async () => {
      const path = landingPath(await signUpNewcomer());
      expect(path).toMatch(/^\/auth\?code=[0-9a-f-]{36}$/);
      const { screen, location: where } = await renderApp(path);
      await expect.element(screen.getByText('Email confirmed: you are signed in')).toBeVisible();
      await expect.element(screen.getByRole('banner').getByRole('button', { name: `Signed in as ${newcomer.email}` })).toBeVisible();
      await expect.poll(() => where.history?.at(-1)).toBe('/festival-map');
      expect(sent.at(-1)).toEqual({
        path: '/auth/v1/token?grant_type=pkce',
        body: { auth_code: path.split('code=')[1], code_verifier: expect.any(String) },
      });
      expect(JSON.parse(localStorage.getItem(storageKeys.authSession) ?? '{}')).toMatchObject({ user: { email: newcomer.email } });
    });

    it('asks to log in when a link is opened in another browser, without claiming what it cannot check', async () => {
      const path = landingPath(await signUpNewcomer());
      localStorage.clear();
      const { screen } = await renderAuth(path);
      await expect.element(screen.getByText(linkElsewhere.message, { exact: true })).toBeVisible();
      await expect.element(screen.getByText(linkElsewhere.description)).toBeVisible();
      expect(sent.filter((request) => request.path.includes('grant_type=pkce'))).toEqual([]);
      expect(store.read().users[newcomer.email]?.confirmed).toBe(true);
    });

    it('never says a made-up code confirmed an email, in a browser that signed up nobody', async () => {
      localStorage.clear();
      await renderAuth('/auth?code=x');
      // Sonner keeps the toasts of earlier tests: the newest is the first.
      const newestToast = () => document.querySelector('[data-sonner-toast][data-index="0"]')?.textContent;
      await expect.poll(newestToast).toBe(`${linkElsewhere.message}${linkElsewhere.description}`);
    });

    it('offers a new link for a link that was used, and sends none to an address already confirmed', async () => {
      const link = await signUpNewcomer();
      landingPath(link);
      const used = landingPath(link);
      expect(used).toContain('error_code=otp_expired');
      const { screen, location: where } = await renderAuth(used);
      await expect.element(screen.getByRole('heading', { name: 'This confirmation link no longer works' })).toHaveFocus();
      expect(where.history?.at(-1)).toBe('/auth');
      const form = screen.getByRole('form', { name: 'This confirmation link no longer works' });
      await form.getByRole('textbox', { name: 'Email' }).fill(newcomer.email);
      await form.getByRole('button', { name: 'Send a new link' }).click();
      await expect.element(screen.getByText('If that address still needs confirming, a new link is on its way. Check your email!')).toBeVisible();
      expect(outbox).toHaveLength(1);
    });

    it('sends a new link for an expired one, with a new code challenge, once the service allows another email', async () => {
      addAccount(store, { ...newcomer, role: 'parent', confirmed: false });
      const { screen } = await renderAuth('/auth?error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired');
      const form = screen.getByRole('form', { name: 'This confirmation link no longer works' });
      const send = form.getByRole('button', { name: 'Send a new link' });
      await send.click();
      await expect.element(form.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Invalid email address.');
      await form.getByRole('textbox', { name: 'Email' }).fill(newcomer.email);
      await send.click();
      await expect.element(screen.getByText('For security purposes, you can only request this after 60 seconds.')).toBeVisible();
      await expect.element(form.getByRole('textbox', { name: 'Email' })).toHaveValue(newcomer.email);
      await expect.element(send).not.toHaveAttribute('aria-disabled');

      vi.setSystemTime(Date.now() + 60_000);
      await send.click();
      await expect.element(screen.getByText('If that address still needs confirming, a new link is on its way. Check your email!')).toBeVisible();
      await expect.element(form).not.toBeInTheDocument();
      expect(sent.at(-1)).toEqual({
        path: `/auth/v1/resend?redirect_to=${encodeURIComponent(`${location.origin}/auth`)}`,
        body: expect.objectContaining({ email: newcomer.email, type: 'signup', code_challenge: expect.any(String), code_challenge_method: 's256' }),
      });
      expect(outbox.map((email) => email.to)).toEqual([newcomer.email]);
      expect(landingPath(new URL(outbox[0]!.link))).toMatch(/^\/auth\?code=/);
    });

    it('offers a new link when the service no longer knows the code', async () => {
      await signUpNewcomer();
      const { screen } = await renderAuth('/auth?code=5a0a3b3e-1c55-4a43-9d5b-2f1f6c0e2f51');
      await expect.element(screen.getByRole('heading', { name: 'This confirmation link no longer works' })).toBeVisible();
      expect(sent.at(-1)?.path).toBe('/auth/v1/token?grant_type=pkce');
    });
  });
});
