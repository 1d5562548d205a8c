import { http, HttpResponse } from 'msw';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render } from 'vitest-browser-react';
import { userEvent } from 'vitest/browser';
import { DEMO_SUPABASE } from '#content/services';
import { newsletterHandlers, type NewsletterEmail } from '#mocks/newsletter';
import { memoryTableStore, type TableStore } from '#mocks/postgrest';
import { callsSupabase, startMockWorker } from '#src/test/mockWorker';
import { EmailSignupForm } from './EmailSignupForm';
import { footerNews, newsletter, type EmailSignup } from './signups';

const ERROR = 'Please enter a valid email address.';
const FAILED = 'Sign-up failed';
const FAILED_DESCRIPTION = 'Your address was not saved. Check your connection and try again.';

const testSignup: EmailSignup = {
  id: 'test-signup',
  formLabel: 'Test sign-up',
  fieldLabel: 'Email address',
  submitLabel: 'Sign me up',
  source: 'community',
  layout: 'section',
  success: { title: 'Welcome aboard!', description: 'We will be in touch.' },
};

const worker = startMockWorker([], callsSupabase);

/** What reached the newsletter function, and how it answered. */
const sent: { request: Request; status?: number }[] = [];
worker.events.on('request:start', ({ request }) => {
  if (new URL(request.url).pathname.startsWith('/functions/v1/')) sent.push({ request: request.clone() });
});
worker.events.on('response:mocked', ({ request, response }) => {
  const entry = sent.find((candidate) => candidate.request.url === request.url && candidate.status === undefined);
  if (entry) entry.status = response.status;
});

let store: TableStore;
const outbox: NewsletterEmail[] = [];

beforeEach(() => {
  sent.length = 0;
  outbox.length = 0;
  store = memoryTableStore();
  worker.use(...newsletterHandlers({ store, mailer: (email) => outbox.push(email), siteOrigin: location.origin }));
});

// Toasts outlive the Toaster that showed them: one test's toast must not stand for the next one's.
afterEach(() => {
  toast.dismiss();
});

const signups = () => (store.read().rows.newsletter_signups ?? []).map(({ email, source }) => ({ email, source }));

async function renderForm(signup: EmailSignup = testSignup) {
  const screen = await render(
    <>
      <EmailSignupForm {...signup} />
      <Toaster />
    </>,
  );
  const form = screen.getByRole('form', { name: signup.formLabel });
  return {
    screen,
    form,
    field: form.getByRole('textbox', { name: signup.fieldLabel }),
    submit: form.getByRole('button', { name: signup.submitLabel }),
  };
}

describe('email sign-up form', () => {
  it('gives a native submission nothing to send: the field has no name, the form cannot navigate', async () => {
    const { form, field } = await renderForm();
    await expect.element(form).toHaveAttribute('method', 'dialog');
    await expect.element(form).not.toHaveAttribute('action');
    await expect.element(field).not.toHaveAttribute('name');
  });

  it('shows no error while the visitor types before the first submit', async () => {
    const { form, field } = await renderForm();
    await field.fill('rav');
    await expect.element(field).not.toHaveAttribute('aria-invalid');
    await expect.element(form.getByText(ERROR)).not.toBeInTheDocument();
  });

  it('rejects an empty address on submit, announces the error, ties it to the field and sends nothing', async () => {
    const { form, field, submit } = await renderForm();
    await submit.click();
    const alert = form.getByRole('alert');
    await expect.element(alert).toHaveTextContent(ERROR);
    await expect.element(field).toHaveAttribute('aria-invalid', 'true');
    await expect.element(field).toHaveAccessibleDescription(ERROR);
    await expect.element(field).toHaveFocus();
    expect(sent).toEqual([]);
  });

  it('rejects a malformed address, then re-validates on every change', async () => {
    const { form, field, submit } = await renderForm();
    await field.fill('raver@');
    await submit.click();
    await expect.element(form.getByRole('alert')).toHaveTextContent(ERROR);
    await field.fill('raver@example.com');
    await expect.element(field).not.toHaveAttribute('aria-invalid');
    await expect.element(form.getByText(ERROR)).not.toBeInTheDocument();
    await field.fill('raver@example');
    await expect.element(form.getByRole('alert')).toHaveTextContent(ERROR);
  });

  it('sends the sign-up with its source to the newsletter function, then thanks the visitor and empties the field', async () => {
    const { screen, field, submit } = await renderForm();
    await field.fill('raver@example.com');
    await submit.click();
    await expect.element(screen.getByText('Welcome aboard!')).toBeVisible();
    await expect.element(screen.getByText('We will be in touch.')).toBeVisible();
    await expect.element(field).toHaveValue('');
    expect(signups()).toEqual([{ email: 'raver@example.com', source: 'community' }]);
    const [{ request, status }] = sent as [(typeof sent)[number]];
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${DEMO_SUPABASE.url}/functions/v1/newsletter`);
    expect(request.headers.get('authorization')).toBe(`Bearer ${DEMO_SUPABASE.publishableKey}`);
    expect(await request.json()).toEqual({ email: 'raver@example.com', source: 'community' });
    expect(status).toBe(202);
    expect(outbox.map(({ to, email }) => [to, email.subject])).toEqual([['raver@example.com', 'Please confirm your sign-up to Festival Compass']]);
  });

  it('starts afresh after a success: no error until the next submit', async () => {
    const { form, field, submit } = await renderForm();
    await field.fill('raver@example.com');
    await submit.click();
    await expect.element(field).toHaveValue('');
    await field.fill('x');
    await expect.element(form.getByText(ERROR)).not.toBeInTheDocument();
  });

  it('thanks a visitor whose address is already on the list just the same, and sends no second email that day', async () => {
    const { screen, field, submit } = await renderForm();
    await field.fill('raver@example.com');
    await submit.click();
    await expect.element(screen.getByText('Welcome aboard!')).toBeVisible();
    toast.dismiss();
    await field.fill('Raver@example.com');
    await submit.click();
    await expect.element(screen.getByText('Welcome aboard!')).toBeVisible();
    await expect.element(field).toHaveValue('');
    expect(sent.map(({ status }) => status)).toEqual([202, 202]);
    expect(signups()).toHaveLength(1);
    expect(outbox).toHaveLength(1);
  });

  it('says honestly that a refused sign-up did not go through, and keeps the address', async () => {
    worker.use(
      http.post('*/functions/v1/newsletter', () => HttpResponse.json({ error: 'too-many-requests' }, { status: 429 })),
    );
    const { screen, field, submit } = await renderForm();
    await field.fill('raver@example.com');
    await submit.click();
    await expect.element(screen.getByText(FAILED)).toBeVisible();
    await expect.element(screen.getByText(FAILED_DESCRIPTION)).toBeVisible();
    await expect.element(screen.getByText('Welcome aboard!')).not.toBeInTheDocument();
    await expect.element(field).toHaveValue('raver@example.com');
    await expect.element(submit).not.toHaveAttribute('aria-disabled');
  });

  it('says the same when the connection fails, and the visitor can try again', async () => {
    worker.use(http.post('*/functions/v1/newsletter', () => HttpResponse.error(), { once: true }));
    const { screen, field, submit } = await renderForm();
    await field.fill('raver@example.com');
    await submit.click();
    await expect.element(screen.getByText(FAILED_DESCRIPTION)).toBeVisible();
    await expect.element(field).toHaveValue('raver@example.com');
    await submit.click();
    await expect.element(screen.getByText('Welcome aboard!')).toBeVisible();
    expect(signups()).toEqual([{ email: 'raver@example.com', source: 'community' }]);
  });

  it('shows that it is busy while the sign-up is sent, and sends it once however often it is pressed', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => {
      answer = resolve;
    });
    worker.use(http.post('*/functions/v1/newsletter', () => answered.then(() => undefined), { once: true }));
    const { screen, form, field, submit } = await renderForm();
    await field.fill('raver@example.com');
    await submit.click();
    await expect.element(submit).toHaveAttribute('aria-disabled', 'true');
    await expect.element(form.getByRole('status')).toHaveTextContent('Signing up…');
    await userEvent.keyboard('{Enter}');
    await field.click();
    await userEvent.keyboard('{Enter}');
    answer();
    await expect.element(screen.getByText('Welcome aboard!')).toBeVisible();
    await expect.element(submit).not.toHaveAttribute('aria-disabled');
    await expect.element(form.getByRole('status')).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
  });

  it('can be completed with the keyboard alone', async () => {
    const { screen, field } = await renderForm();
    await userEvent.keyboard('{Tab}');
    await expect.element(field).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect.element(screen.getByRole('alert')).toHaveTextContent(ERROR);
    await userEvent.keyboard('raver@example.com{Enter}');
    await expect.element(screen.getByText('Welcome aboard!')).toBeVisible();
    expect(signups()).toEqual([{ email: 'raver@example.com', source: 'community' }]);
  });

  it("records the footer's sign-up as such, with its own words", async () => {
    const { screen, field, submit } = await renderForm(footerNews);
    await field.fill('raver@example.com');
    await submit.click();
    await expect.element(screen.getByText(footerNews.success.title)).toBeVisible();
    expect(signups()).toEqual([{ email: 'raver@example.com', source: 'footer' }]);
  });

  it("sends the home page's sign-up the packing checklist with the request to confirm, in the spec's words", async () => {
    const { screen, field, submit } = await renderForm(newsletter);
    await field.fill('raver@example.com');
    await submit.click();
    await expect.element(screen.getByText('Thanks for subscribing!')).toBeVisible();
    await expect.element(screen.getByText('Your free festival packing checklist is on its way to your inbox.')).toBeVisible();
    expect(outbox.map(({ email }) => email.subject)).toEqual(['Your festival packing checklist from Festival Compass']);
    expect(outbox[0]!.email.links.map(({ label }) => label)).toEqual(['Open the checklist to tick it off or print it', 'Confirm my address', 'Unsubscribe']);
  });
});
