import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { DEMO_SUPABASE } from '#content/services';
import { newsletterHandlers, type NewsletterEmail } from '#mocks/newsletter';
import { memoryTableStore, type TableStore } from '#mocks/postgrest';
import { callsSupabase, startMockWorker } from '#src/test/mockWorker';
import { renderWithRouter } from '#src/test/renderApp';
import NewsletterPage from './NewsletterPage';

const worker = startMockWorker([], callsSupabase);

let store: TableStore;
const outbox: NewsletterEmail[] = [];

beforeEach(() => {
  outbox.length = 0;
  store = memoryTableStore();
  worker.use(...newsletterHandlers({ store, mailer: (email) => outbox.push(email), siteOrigin: location.origin }));
});

/** Signs up through the function's stand-in, and gives the path of a link of its email. */
async function emailedLink(label: 'Confirm my address' | 'Unsubscribe', source = 'footer') {
  await fetch(`${DEMO_SUPABASE.url}/functions/v1/newsletter`, { method: 'POST', body: JSON.stringify({ email: 'fan@example.com', source }) });
  const href = outbox.at(-1)!.email.links.find((link) => link.label === label)!.href;
  const url = new URL(href);
  return `${url.pathname}${url.search}`;
}

const rows = () => store.read().rows.newsletter_signups ?? [];

describe('the newsletter links page', () => {
  it('confirms a sign-up from its link at once, and says so', async () => {
    const { screen } = await renderWithRouter(<NewsletterPage />, await emailedLink('Confirm my address'));
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Your email sign-up' })).toBeVisible();
    await expect.element(screen.getByRole('status')).toHaveTextContent('Your address is confirmed. Festival news will reach your inbox now and then.');
    await expect.element(screen.getByRole('link', { name: 'Open the packing checklist' })).toHaveAttribute('href', '/gear-checklists');
    expect(rows()[0]!.confirmed_at).toEqual(expect.any(String));
  });

  it('says a link already followed was already confirmed', async () => {
    const path = await emailedLink('Confirm my address');
    await fetch(`${DEMO_SUPABASE.url}/functions/v1/newsletter${new URL(path, location.origin).search}`, { method: 'POST' });
    const { screen } = await renderWithRouter(<NewsletterPage />, path);
    await expect.element(screen.getByRole('status')).toHaveTextContent('Your address was already confirmed. Nothing more to do.');
  });

  it('says an unknown link has expired, and offers to sign up again', async () => {
    const { screen } = await renderWithRouter(<NewsletterPage />, '/newsletter?confirm=unknown');
    await expect.element(screen.getByRole('status')).toHaveTextContent('This link has expired or is no longer valid. Sign up again to get a new one.');
    await expect.element(screen.getByRole('link', { name: 'Sign up again' })).toHaveAttribute('href', '/');
  });

  it('unsubscribes only on the press of its button', async () => {
    const { screen } = await renderWithRouter(<NewsletterPage />, await emailedLink('Unsubscribe'));
    await expect.element(screen.getByRole('heading', { level: 1, name: 'Unsubscribe' })).toBeVisible();
    const button = screen.getByRole('button', { name: 'Unsubscribe' });
    await expect.element(button).toBeVisible();
    expect(rows()[0]!.unsubscribed_at).toBeUndefined();
    await button.click();
    await expect.element(screen.getByRole('status')).toHaveTextContent('You are unsubscribed. We will not email this address again.');
    await expect.element(button).not.toBeInTheDocument();
    expect(rows()[0]!.unsubscribed_at).toEqual(expect.any(String));
  });

  it('offers to try again when the service cannot be reached', async () => {
    const path = await emailedLink('Confirm my address');
    worker.use(http.post('*/functions/v1/newsletter', () => HttpResponse.error(), { once: true }));
    const { screen } = await renderWithRouter(<NewsletterPage />, path);
    await expect.element(screen.getByRole('status')).toHaveTextContent('We could not reach our sign-up service. Check your connection and try again.');
    await screen.getByRole('button', { name: 'Try again' }).click();
    await expect.element(screen.getByRole('status')).toHaveTextContent(/Your address is confirmed/);
  });

  it('says what the page is for when the address holds no link', async () => {
    const { screen } = await renderWithRouter(<NewsletterPage />, '/newsletter');
    await expect.element(screen.getByRole('status')).toHaveTextContent(/This address holds no such link/);
  });
});
