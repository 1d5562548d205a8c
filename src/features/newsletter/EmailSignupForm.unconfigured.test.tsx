import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { leavesThePage, startMockWorker } from '#src/test/mockWorker';
import { EmailSignupForm } from './EmailSignupForm';
import { earlyAccess } from './signups';

// A production build without the Supabase variables: no demo stand-in, no hosted service.
vi.mock('#src/lib/env', () => ({
  env: { googleMapsApiKey: undefined, googleMapsMapId: 'DEMO_MAP_ID', supabase: undefined, isDev: false, isDemo: false },
}));

// Any request leaving the page fails the test: there is nowhere to send a sign-up.
startMockWorker([], leavesThePage);

describe('the email sign-up without a sign-up service', () => {
  it('says sign-ups are not available, sends nothing and keeps the address', async () => {
    const screen = await render(
      <>
        <EmailSignupForm {...earlyAccess} />
        <Toaster />
      </>,
    );
    const form = screen.getByRole('form', { name: 'Early access sign-up' });
    const field = form.getByRole('textbox', { name: 'Email address' });
    await field.fill('raver@example.com');
    await form.getByRole('button', { name: 'Get Early Access' }).click();
    await expect.element(screen.getByText('Sign-ups are not available yet: this site has no sign-up service configured.')).toBeVisible();
    await expect.element(screen.getByText("You're on the list!")).not.toBeInTheDocument();
    await expect.element(field).toHaveValue('raver@example.com');
  });
});
