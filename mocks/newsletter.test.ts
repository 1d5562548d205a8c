import { getResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { newsletterHandlers, type NewsletterEmail } from './newsletter';
import { memoryTableStore } from './postgrest';

const functionUrl = 'https://project.supabase.co/functions/v1/newsletter';

function service(start = Date.parse('2026-11-27T12:00:00Z')) {
  const outbox: NewsletterEmail[] = [];
  const clock = { now: start };
  const store = memoryTableStore();
  const handlers = newsletterHandlers({ store, mailer: (sent) => outbox.push(sent), siteOrigin: 'https://festivalcompass.app', now: () => clock.now });
  const call = async (query = '', body?: unknown) => {
    const response = await getResponse(
      handlers,
      new Request(`${functionUrl}${query}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: body === undefined ? undefined : JSON.stringify(body) }),
    );
    if (!response) throw new Error('unhandled');
    return { status: response.status, body: await response.json() };
  };
  const linkOf = (label: string, sent = outbox.at(-1)!) => new URL(sent.email.links.find((link) => link.label === label)!.href);
  return { outbox, clock, store, call, linkOf };
}

describe('the newsletter function stand-in', () => {
  it('answers a sign-up 202 and sends the home form the checklist with its confirmation and unsubscribe links', async () => {
    const { outbox, call, linkOf } = service();
    expect(await call('', { email: 'raver@example.com', source: 'home' })).toEqual({ status: 202, body: { result: 'received' } });
    expect(outbox).toHaveLength(1);
    expect(outbox[0]!.to).toBe('raver@example.com');
    expect(outbox[0]!.email.subject).toBe('Your festival packing checklist from Festival Compass');
    expect(linkOf('Confirm my address').pathname).toBe('/newsletter');
    expect(outbox[0]!.listUnsubscribe).toMatch(/^<https:\/\/project\.supabase\.co\/functions\/v1\/newsletter\?unsubscribe=[0-9a-f]{64}>$/);
  });

  it('sends nothing for a repeat within a day, and again after it', async () => {
    const { outbox, clock, call } = service();
    await call('', { email: 'fan@example.com', source: 'footer' });
    expect(await call('', { email: 'FAN@example.com', source: 'footer' })).toEqual({ status: 202, body: { result: 'received' } });
    expect(outbox).toHaveLength(1);
    clock.now += 25 * 60 * 60 * 1000;
    await call('', { email: 'fan@example.com', source: 'footer' });
    expect(outbox).toHaveLength(2);
  });

  it('confirms once, then says already confirmed; an old or unknown link has expired', async () => {
    const { clock, call, linkOf } = service();
    await call('', { email: 'fan@example.com', source: 'community' });
    const confirm = linkOf('Confirm my address').search;
    expect((await call(confirm)).body).toEqual({ result: 'confirmed' });
    expect((await call(confirm)).body).toEqual({ result: 'already-confirmed' });
    await call('', { email: 'late@example.com', source: 'home' });
    const late = linkOf('Confirm my address').search;
    clock.now += 8 * 24 * 60 * 60 * 1000;
    expect((await call(late)).body).toEqual({ result: 'expired' });
    expect((await call('?confirm=unknown')).body).toEqual({ result: 'expired' });
  });

  it('unsubscribes every list of the address for good, answering the same for any token', async () => {
    const { outbox, clock, call, linkOf } = service();
    await call('', { email: 'leaver@example.com', source: 'home' });
    expect((await call(linkOf('Unsubscribe').search)).body).toEqual({ result: 'unsubscribed' });
    clock.now += 2 * 24 * 60 * 60 * 1000;
    await call('', { email: 'leaver@example.com', source: 'footer' });
    expect(outbox).toHaveLength(1);
    expect((await call('?unsubscribe=unknown')).body).toEqual({ result: 'unsubscribed' });
  });

  it.each([
    { email: 'fan@example.com\r\nBcc: victim@example.net', source: 'home' },
    { email: '<b>fan</b>@example.com', source: 'home' },
    { email: `${'a'.repeat(288)}@example.com`, source: 'home' },
    { email: 'fan@example.com', source: 'sidebar' },
  ])('refuses %j with 400 and sends nothing', async (body) => {
    const { outbox, call } = service();
    expect(await call('', body)).toEqual({ status: 400, body: { error: 'invalid-request' } });
    expect(outbox).toHaveLength(0);
  });
});
