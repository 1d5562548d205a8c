import { http, HttpResponse, type RequestHandler } from 'msw';
import { isPlainAddress, signupSources, type NewsletterAnswer, type SignupSource } from '#content/newsletter';
import { composeEmail, type Email } from '#content/newsletterEmails';
import { memoryTableStore, type Row, type TableStore } from './postgrest';

/** An email the stand-in sent: to whom, its words and its one-click unsubscribe header. */
export type NewsletterEmail = { to: string; email: Email; listUnsubscribe: string };

type Settings = {
  /** Where the sign-ups live: the Data API's rows (`newsletter_signups`), which the API itself may not read. */
  store?: TableStore;
  /** Each email sent, as Resend would deliver it. */
  mailer?: (sent: NewsletterEmail) => void;
  /** The site's origin, for the links in the emails. */
  siteOrigin: string;
  now?: () => number;
};

const day = 24 * 60 * 60 * 1000;
const confirmLinkMs = 7 * day;
const table = 'newsletter_signups';

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
};
const answer = (body: NewsletterAnswer | { error: string }, status = 200) => HttpResponse.json(body, { status, headers: cors });

const sha256 = async (value: string) =>
  Array.from(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value))), (byte) => byte.toString(16).padStart(2, '0')).join('');

const token = () => Array.from(crypto.getRandomValues(new Uint8Array(32)), (byte) => byte.toString(16).padStart(2, '0')).join('');

/**
 * The `newsletter` Edge Function (supabase/functions/newsletter) as demo mode and the tests have
 * it: the same answers for a sign-up (202 whether or not the address was listed; 400 for what is
 * not a plain address on a known form), a confirmation (confirmed, already confirmed, expired) and
 * an unsubscribe (final, one POST); a repeat within a day sends nothing. Its emails go to `mailer`
 * in place of Resend. The limits per address and per client address are the function's alone.
 */
export function newsletterHandlers({ store = memoryTableStore(), mailer = () => undefined, siteOrigin, now = Date.now }: Settings): RequestHandler[] {
  const rows = () => store.read().rows[table] ?? [];
  const save = (next: Row[]) => {
    const records = store.read();
    store.write({ ...records, rows: { ...records.rows, [table]: next }, sequences: { ...records.sequences, [table]: next.length } });
  };
  const at = (value: Row[string] | undefined) => (typeof value === 'string' ? Date.parse(value) : undefined);

  async function signUp(email: string, source: SignupSource, functionUrl: string) {
    const key = email.toLowerCase();
    const all = rows();
    if (all.some((row) => String(row.email).toLowerCase() === key && row.unsubscribed_at)) return;
    let row = all.find((candidate) => String(candidate.email).toLowerCase() === key && candidate.source === source);
    if (!row) {
      row = { id: all.length + 1, email, source, created_at: new Date(now()).toISOString(), unsubscribe_token: token() };
      all.push(row);
    }
    const emailedAt = at(row.emailed_at);
    if (emailedAt !== undefined && now() - emailedAt < day) return save(all);
    const checklist = source === 'home';
    if (row.confirmed_at && !checklist) return save(all);
    const confirmToken = row.confirmed_at ? undefined : token();
    if (confirmToken) Object.assign(row, { confirm_token_hash: await sha256(confirmToken), confirm_expires_at: new Date(now() + confirmLinkMs).toISOString() });
    row.emailed_at = new Date(now()).toISOString();
    save(all);
    const unsubscribeToken = String(row.unsubscribe_token);
    mailer({
      to: email,
      email: composeEmail({ siteOrigin, checklist, ...(confirmToken ? { confirmToken } : {}), unsubscribeToken }),
      listUnsubscribe: `<${functionUrl}?${new URLSearchParams({ unsubscribe: unsubscribeToken })}>`,
    });
  }

  async function confirm(confirmToken: string): Promise<NewsletterAnswer> {
    const hash = await sha256(confirmToken);
    const all = rows();
    const row = all.find((candidate) => candidate.confirm_token_hash === hash);
    if (!row) return { result: 'expired' };
    if (row.confirmed_at) return { result: 'already-confirmed' };
    if (row.unsubscribed_at || (at(row.confirm_expires_at) ?? 0) <= now()) return { result: 'expired' };
    row.confirmed_at = new Date(now()).toISOString();
    save(all);
    return { result: 'confirmed' };
  }

  function unsubscribe(unsubscribeToken: string) {
    const all = rows();
    const email = all.find((row) => row.unsubscribe_token === unsubscribeToken)?.email;
    if (typeof email !== 'string') return;
    for (const row of all) if (String(row.email).toLowerCase() === email.toLowerCase()) row.unsubscribed_at ??= new Date(now()).toISOString();
    save(all);
  }

  return [
    http.options('*/functions/v1/newsletter', () => new HttpResponse(null, { status: 204, headers: cors })),
    http.post('*/functions/v1/newsletter', async ({ request }) => {
      const url = new URL(request.url);
      const confirmToken = url.searchParams.get('confirm');
      if (confirmToken !== null) return answer(await confirm(confirmToken));
      const unsubscribeToken = url.searchParams.get('unsubscribe');
      if (unsubscribeToken !== null) {
        unsubscribe(unsubscribeToken);
        return answer({ result: 'unsubscribed' });
      }
      const body: unknown = await request.json().catch(() => undefined);
      const { email, source } = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
      const address = typeof email === 'string' ? email.trim() : '';
      if (!isPlainAddress(address) || !(signupSources as readonly unknown[]).includes(source)) return answer({ error: 'invalid-request' }, 400);
      await signUp(address, source as SignupSource, `${url.origin}${url.pathname}`);
      return answer({ result: 'received' }, 202);
    }),
  ];
}
