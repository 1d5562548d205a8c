import { delay, http } from 'msw';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { render } from 'vitest-browser-react';
import { callsSupabase, startMockWorker } from '#src/test/mockWorker';
import { EmailSignupForm } from './EmailSignupForm';
import { newsletter } from './signups';

// The real deadline is 15 s (src/lib/deadlineFetch.test.ts); here it is short.
vi.mock(import('#src/lib/deadlineFetch'), async (importOriginal) => ({ ...(await importOriginal()), serviceDeadlineMs: 300 }));

startMockWorker([http.post('*/functions/v1/newsletter', () => delay('infinite'))], callsSupabase);

describe('the email sign-up when the service does not answer', () => {
  it('gives up at the deadline, says the sign-up did not go through, and keeps the address', async () => {
    const screen = await render(
      <>
        <EmailSignupForm {...newsletter} />
        <Toaster />
      </>,
    );
    const form = screen.getByRole('form', { name: 'Newsletter sign-up' });
    const field = form.getByRole('textbox', { name: 'Email address' });
    const submit = form.getByRole('button', { name: 'Subscribe' });
    await field.fill('raver@example.com');
    await submit.click();
    await expect.element(submit).toHaveAttribute('aria-disabled', 'true');
    await expect.element(screen.getByText('Sign-up failed')).toBeVisible();
    await expect.element(screen.getByText('Thanks for subscribing!')).not.toBeInTheDocument();
    await expect.element(field).toHaveValue('raver@example.com');
    await expect.element(submit).not.toHaveAttribute('aria-disabled');
  });
});
