// The newsletter function against a copy of the migrated database (supabase/tests/runFunctionTests.ts)
// and a local server standing in for Resend's email API.
import postgres from 'npm:postgres@3.4.9';
import assert from 'node:assert/strict';
import { newsletterHandler, type NewsletterSettings } from './handler.ts';
import { resendMailer } from './mailer.ts';

const socketDir = Deno.env.get('TEST_POSTGRES_SOCKET_DIR');
const template = Deno.env.get('TEST_POSTGRES_TEMPLATE');
if (!socketDir || !template) throw new Error('Run these tests with supabase/tests/runFunctionTests.ts (npm run test:functions).');

const connect = (database: string) => postgres({ path: `${socketDir}/.s.PGSQL.5432`, user: 'postgres', database, onnotice: () => undefined });
const database = `functions_${crypto.randomUUID().replaceAll('-', '')}`;
const admin = connect('postgres');
await admin.unsafe(`create database ${database} template ${template}`);
await admin.end();
const sql = connect(database);

type Sent = { authorization: string | null; body: { from: string; to: string[]; subject: string; html: string; text: string; headers: Record<string, string> } };

/** Resend's stand-in: records each email and answers as `mode` says. */
const emailApi = { sent: [] as Sent[], mode: 'ok' as 'ok' | 'refuse' | 'hang' };
const provider = Deno.serve({ port: 0, hostname: '127.0.0.1', onListen: () => undefined }, async (request) => {
  const body = await request.json();
  if (emailApi.mode === 'hang') await new Promise((resolve) => setTimeout(resolve, 2_000));
  if (emailApi.mode === 'refuse') return Response.json({ statusCode: 500, name: 'internal_server_error', message: 'Try again later' }, { status: 500 });
  emailApi.sent.push({ authorization: request.headers.get('authorization'), body });
  return Response.json({ id: crypto.randomUUID() });
});

const logged: string[] = [];
const settings: NewsletterSettings = {
  sql,
  mailer: resendMailer({ apiKey: 're_test', from: 'Festival Compass <news@festivalcompass.app>', endpoint: `http://127.0.0.1:${provider.addr.port}/emails`, timeoutMs: 300 }),
  siteOrigin: 'https://festivalcompass.app',
  functionUrl: 'https://project.supabase.co/functions/v1/newsletter',
  limits: { perAddress: 3, perClient: 6 },
  log: (message) => void logged.push(message),
};
let handle = newsletterHandler(settings);

let client = 0;
/** A sign-up as a form sends it, each from a client address of its own unless one is given. */
const signUp = (body: unknown, from = `203.0.113.${++client}`) =>
  handle(
    new Request('https://project.supabase.co/functions/v1/newsletter', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `${from}, 10.0.0.1` },
      body: JSON.stringify(body),
    }),
  );
const follow = (query: string, body?: BodyInit) =>
  handle(new Request(`https://project.supabase.co/functions/v1/newsletter?${query}`, { method: 'POST', ...(body ? { body } : {}) }));

const linkIn = (text: string, action: 'confirm' | 'unsubscribe') => {
  const match = text.match(new RegExp(`https://festivalcompass\\.app/newsletter\\?${action}=([A-Za-z0-9_-]+)`));
  return match?.[1];
};
const rows = async (email: string) => [
  ...(await sql<{ source: string; confirmed: boolean; unsubscribed: boolean; emailed: boolean }[]>`
    select source, confirmed_at is not null as confirmed, unsubscribed_at is not null as unsubscribed, emailed_at is not null as emailed
    from public.newsletter_signups where lower(email) = lower(${email}) order by source`),
];
const lastSent = () => emailApi.sent.at(-1)!.body;

const options = { sanitizeOps: false, sanitizeResources: false };
const reset = () => {
  emailApi.sent.length = 0;
  emailApi.mode = 'ok';
  logged.length = 0;
  handle = newsletterHandler(settings);
};

Deno.test('a home sign-up gets the checklist and the request to confirm, with one-click unsubscribe headers', options, async () => {
  reset();
  const response = await signUp({ email: 'raver@example.com', source: 'home' });
  assert.deepEqual(response.status, 202);
  assert.deepEqual(await response.json(), { result: 'received' });
  assert.deepEqual(emailApi.sent.length, 1);
  const [{ authorization, body }] = emailApi.sent;
  assert.deepEqual(authorization, 'Bearer re_test');
  assert.deepEqual(body.from, 'Festival Compass <news@festivalcompass.app>');
  assert.deepEqual(body.to, ['raver@example.com']);
  assert.deepEqual(body.subject, 'Your festival packing checklist from Festival Compass');
  for (const part of [body.html, body.text]) {
    assert.ok(part.includes('Three-Season Sleeping Bag'));
    assert.ok(part.includes('https://festivalcompass.app/gear-checklists'));
    assert.ok(linkIn(part, 'confirm'));
    assert.ok(linkIn(part, 'unsubscribe'));
  }
  assert.match(body.headers['List-Unsubscribe']!, /^<https:\/\/project\.supabase\.co\/functions\/v1\/newsletter\?unsubscribe=[a-f0-9]{64}>$/);
  assert.deepEqual(body.headers['List-Unsubscribe-Post'], 'List-Unsubscribe=One-Click');
  assert.deepEqual(await rows('raver@example.com'), [{ source: 'home', confirmed: false, unsubscribed: false, emailed: true }]);
});

Deno.test('the community and footer forms send only the request to confirm', options, async () => {
  reset();
  for (const source of ['community', 'footer']) {
    assert.deepEqual((await signUp({ email: 'crowd@example.com', source })).status, 202);
    assert.deepEqual(lastSent().subject, 'Please confirm your sign-up to Festival Compass');
    assert.ok(!lastSent().text.includes('Sleeping Bag'));
    assert.ok(linkIn(lastSent().text, 'confirm'));
  }
  assert.deepEqual(emailApi.sent.length, 2);
});

Deno.test('a repeat within a day answers the same and sends nothing; after a day it sends again', options, async () => {
  reset();
  await signUp({ email: 'again@example.com', source: 'footer' });
  const repeat = await signUp({ email: 'Again@Example.com', source: 'footer' });
  assert.deepEqual(repeat.status, 202);
  assert.deepEqual(await repeat.json(), { result: 'received' });
  assert.deepEqual(emailApi.sent.length, 1);
  await sql`update public.newsletter_signups set emailed_at = now() - interval '25 hours' where lower(email) = 'again@example.com'`;
  await signUp({ email: 'again@example.com', source: 'footer' });
  assert.deepEqual(emailApi.sent.length, 2);
  assert.deepEqual((await rows('again@example.com')).length, 1);
});

Deno.test('confirming: confirmed once, then already confirmed; a newer link replaces an older one', options, async () => {
  reset();
  await signUp({ email: 'confirm@example.com', source: 'community' });
  const token = linkIn(lastSent().text, 'confirm')!;
  assert.deepEqual(await (await follow(`confirm=${token}`)).json(), { result: 'confirmed' });
  assert.deepEqual(await (await follow(`confirm=${token}`)).json(), { result: 'already-confirmed' });
  assert.deepEqual(await rows('confirm@example.com'), [{ source: 'community', confirmed: true, unsubscribed: false, emailed: true }]);
  await sql`update public.newsletter_signups set emailed_at = null where lower(email) = 'confirm@example.com'`;
  await signUp({ email: 'confirm@example.com', source: 'community' });
  assert.deepEqual(emailApi.sent.length, 1, 'a confirmed sign-up from the community form gets nothing more');
});

Deno.test('a confirmation link past its days, or unknown, has expired', options, async () => {
  reset();
  await signUp({ email: 'late@example.com', source: 'home' });
  const token = linkIn(lastSent().text, 'confirm')!;
  await sql`update public.newsletter_signups set confirm_expires_at = now() - interval '1 minute' where lower(email) = 'late@example.com'`;
  assert.deepEqual(await (await follow(`confirm=${token}`)).json(), { result: 'expired' });
  assert.deepEqual(await (await follow('confirm=not-a-token')).json(), { result: 'expired' });
  assert.deepEqual((await rows('late@example.com'))[0]!.confirmed, false);
});

Deno.test('unsubscribing takes one POST from a mail client, covers every list, and is final', options, async () => {
  reset();
  await signUp({ email: 'leaver@example.com', source: 'home' });
  await signUp({ email: 'leaver@example.com', source: 'footer' });
  const confirmToken = linkIn(lastSent().text, 'confirm')!;
  const oneClick = new URL(lastSent().headers['List-Unsubscribe']!.slice(1, -1));
  const response = await follow(oneClick.search.slice(1), new URLSearchParams({ 'List-Unsubscribe': 'One-Click' }));
  assert.deepEqual(response.status, 200);
  assert.deepEqual(await response.json(), { result: 'unsubscribed' });
  assert.deepEqual((await rows('leaver@example.com')).map(({ unsubscribed }) => unsubscribed), [true, true]);
  assert.deepEqual(await (await follow(`confirm=${confirmToken}`)).json(), { result: 'expired' });
  await sql`update public.newsletter_signups set emailed_at = null where lower(email) = 'leaver@example.com'`;
  assert.deepEqual((await signUp({ email: 'leaver@example.com', source: 'community' })).status, 202);
  assert.deepEqual(emailApi.sent.length, 2, 'nothing is sent to an address that unsubscribed');
  assert.deepEqual(await (await follow('unsubscribe=unknown')).json(), { result: 'unsubscribed' });
});

Deno.test('a provider that refuses or does not answer in time: the same answer, logged, and a retry sends', options, async () => {
  reset();
  for (const mode of ['refuse', 'hang'] as const) {
    emailApi.mode = mode;
    const email = `${mode}@example.com`;
    const started = Date.now();
    assert.deepEqual((await signUp({ email, source: 'home' })).status, 202);
    assert.ok(Date.now() - started < 1_500, 'the deadline ends the wait');
    assert.deepEqual((await rows(email))[0]!.emailed, false);
    emailApi.mode = 'ok';
    await signUp({ email, source: 'home' });
    assert.deepEqual(lastSent().to, [email]);
  }
  assert.deepEqual(logged.length, 2);
  assert.ok(logged.every((line) => line.startsWith('No email sent:')));
});

Deno.test('without a Resend key, the sign-up is recorded and the log says no email was sent', options, async () => {
  reset();
  handle = newsletterHandler({ ...settings, mailer: undefined });
  assert.deepEqual((await signUp({ email: 'keyless@example.com', source: 'home' })).status, 202);
  assert.deepEqual(emailApi.sent.length, 0);
  assert.deepEqual(logged, ['No email sent: RESEND_API_KEY is not set.']);
  assert.deepEqual(await rows('keyless@example.com'), [{ source: 'home', confirmed: false, unsubscribed: false, emailed: false }]);
});

Deno.test('the limits: per address, silently; per client address, with 429', options, async () => {
  reset();
  for (let attempt = 0; attempt < 4; attempt++) {
    await sql`update public.newsletter_signups set emailed_at = null where lower(email) = 'busy@example.com'`;
    assert.deepEqual((await signUp({ email: 'busy@example.com', source: 'home' })).status, 202);
  }
  assert.deepEqual(emailApi.sent.length, 3);

  for (let attempt = 0; attempt < 6; attempt++) {
    assert.deepEqual((await signUp({ email: `bot${attempt}@example.com`, source: 'footer' }, '198.51.100.7')).status, 202);
  }
  const refused = await signUp({ email: 'bot6@example.com', source: 'footer' }, '198.51.100.7');
  assert.deepEqual(refused.status, 429);
  assert.deepEqual(await refused.json(), { error: 'too-many-requests' });
  assert.deepEqual((await rows('bot6@example.com')).length, 0);
  assert.deepEqual((await signUp({ email: 'bot6@example.com', source: 'footer' }, '198.51.100.8')).status, 202);
});

Deno.test('refuses HTML, header injection, a 300-character address and an unknown form, recording and sending nothing', options, async () => {
  reset();
  for (const body of [
    { email: '<script>alert(1)</script>@example.com', source: 'home' },
    { email: '"<b>fan</b>"@example.com', source: 'home' },
    { email: 'fan@example.com\r\nBcc: victim@example.net', source: 'home' },
    { email: 'fan@example.com>, victim@example.net', source: 'home' },
    { email: `${'a'.repeat(288)}@example.com`, source: 'home' },
    { email: 'fan@example.com', source: '<b>home</b>' },
    { email: ['fan@example.com'], source: 'home' },
    'not json',
  ]) {
    const response = await signUp(body);
    assert.deepEqual(response.status, 400, JSON.stringify(body));
    assert.deepEqual(await response.json(), { error: 'invalid-request' });
  }
  assert.deepEqual(emailApi.sent.length, 0);
  const [{ count }] = await sql<{ count: number }[]>`select count(*)::int as count from public.newsletter_signups where email like '%victim%' or email like '%<%' or length(email) > 254`;
  assert.deepEqual(count, 0);
});

Deno.test('answers preflight requests and refuses other methods', options, async () => {
  assert.deepEqual((await handle(new Request('https://project.supabase.co/functions/v1/newsletter', { method: 'OPTIONS' }))).status, 204);
  const get = await handle(new Request('https://project.supabase.co/functions/v1/newsletter?unsubscribe=x'));
  assert.deepEqual(get.status, 405);
});

Deno.test('closes the connections', options, async () => {
  await provider.shutdown();
  await sql.end();
});
