import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import { demoInbox } from '#mocks/demoInbox';
import { memoryStore, supabaseAuthHandlers } from '#mocks/supabase-auth';
import { startMockWorker } from '#src/test/mockWorker';
import { renderWithRouter } from '#src/test/renderApp';
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
});
