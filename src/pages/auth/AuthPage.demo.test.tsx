import { toast, Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { demoInbox } from '#mocks/demoInbox';
import { memoryStore, supabaseAuthHandlers } from '#mocks/supabase-auth';
import { startMockWorker } from '#src/test/mockWorker';
import { renderApp, renderWithRouter } from '#src/test/renderApp';
import AuthPage from './AuthPage';

const store = memoryStore();
const opened: string[] = [];
startMockWorker(supabaseAuthHandlers({ store, mailer: demoInbox(store, (url) => opened.push(url)) }), (url) =>
  url.pathname.startsWith('/auth/v1/'),
);

const renderAuth = (path: string) =>
  renderWithRouter(
    <>
      <AuthPage />
      <Toaster />
    </>,
    path,
  );

describe('demo mode', () => {
  it('shows the confirmation email as a toast whose link confirms the address and signs in', async () => {
    const signUpPage = await renderAuth('/auth');
    const screen = signUpPage.screen;
    await screen.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = screen.getByRole('tabpanel', { name: 'Sign Up' });
    await signUp.getByRole('textbox', { name: 'Email' }).fill('parent@example.com');
    await signUp.getByLabelText('Password', { exact: true }).fill('camping-chair');
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect.element(screen.getByText('Demo email to parent@example.com')).toBeVisible();
    const link = screen.getByRole('link', { name: 'Confirm your email address' });
    await expect.element(link).toHaveAttribute('href', expect.stringMatching(/^https:\/\/demo\.supabase\.invalid\/auth\/v1\/verify\?token=pkce_/));
    await link.click();
    expect(opened).toEqual([expect.stringMatching(new RegExp(`^${location.origin}/auth\\?code=`))]);
    await screen.unmount();

    const landing = new URL(opened[0]!);
    const confirmed = await renderAuth(`${landing.pathname}${landing.search}`);
    await expect.element(confirmed.screen.getByText('Email confirmed: you are signed in')).toBeVisible();
  });

  it('shows the email beside the sign-up message on a phone, not behind it', { timeout: 30_000 }, async () => {
    // Sonner keeps the toasts of the test before.
    toast.dismiss();
    await expect.poll(() => document.querySelectorAll('[data-sonner-toast]').length).toBe(0);
    await page.viewport(390, 844);
    const { screen, location: where } = await renderApp('/auth');
    await screen.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = screen.getByRole('tabpanel', { name: 'Sign Up' });
    await signUp.getByRole('textbox', { name: 'Email' }).fill('teen@example.com');
    await signUp.getByLabelText('Password', { exact: true }).fill('camping-chair');
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    const message = screen.getByText('Check your email for the confirmation link!');
    const link = screen.getByRole('link', { name: 'Confirm your email address' });
    await expect.element(message).toBeVisible();
    await expect.element(link).toBeVisible();
    expect(where.history?.at(-1)).toBe('/');
    // Seen whole (a stacked toast's content is transparent) and what a tap at its middle reaches.
    const reached = (target: Element) => {
      const box = target.getBoundingClientRect();
      let seen = true;
      for (let part: Element | null = target; part; part = part.parentElement) seen &&= getComputedStyle(part).opacity === '1';
      return seen && target.contains(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2));
    };
    await expect.poll(() => reached(link.element()) && reached(message.element())).toBe(true);
    await page.viewport(1280, 800);
  });
});
