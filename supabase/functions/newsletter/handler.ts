import type { Sql } from 'npm:postgres@3.4.9';
import { isPlainAddress, signupSources, type NewsletterAnswer, type SignupSource } from '#content/newsletter.ts';
import { composeEmail } from '#content/newsletterEmails.ts';
import type { Mailer } from './mailer.ts';
import { clientOverLimit, confirm, recordSignup, release, sha256, unsubscribe, type Limits } from './signups.ts';

export type NewsletterSettings = {
  sql: Sql;
  /** Absent without a Resend key: sign-ups are recorded and nothing is sent. */
  mailer: Mailer | undefined;
  /** The site's origin, for the links in the emails. */
  siteOrigin: string;
  /** This function's own address, for the one-click List-Unsubscribe header. */
  functionUrl: string;
  limits?: Limits;
  log?: (message: string) => void;
};

export const defaultLimits: Limits = { perAddress: 5, perClient: 20 };

const cors = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Methods': 'POST, OPTIONS',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
};

const answer = (body: NewsletterAnswer | { error: string }, status = 200, headers: Record<string, string> = {}) =>
  Response.json(body, { status, headers: { ...cors, ...headers } });

const invalid = () => answer({ error: 'invalid-request' }, 400);

/** The sign-up in a request body, when it is one: a plain address and a known form. */
function signupOf(body: unknown): { email: string; source: SignupSource } | undefined {
  if (typeof body !== 'object' || body === null) return undefined;
  const { email, source } = body as Record<string, unknown>;
  if (typeof email !== 'string' || typeof source !== 'string') return undefined;
  const address = email.trim();
  if (!isPlainAddress(address)) return undefined;
  if (!(signupSources as readonly string[]).includes(source)) return undefined;
  return { email: address, source: source as SignupSource };
}

/** The client's address as Supabase's gateway passes it on: the first of X-Forwarded-For. */
const clientAddress = (request: Request) => request.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || 'unknown';

/**
 * The newsletter function. A POST of `{ email, source }` signs up (202, the same answer whether
 * or not the address was listed; 429 past the client address's limit); `?confirm=<token>`
 * confirms (`confirmed`, `already-confirmed` or `expired`); `?unsubscribe=<token>` unsubscribes
 * in one POST, from the site's page or a mail client (RFC 8058), and answers the same for any token.
 */
export function newsletterHandler({ sql, mailer, siteOrigin, functionUrl, limits = defaultLimits, log = console.info }: NewsletterSettings) {
  async function send(to: string, dispatch: Extract<Awaited<ReturnType<typeof recordSignup>>, { send: true }>) {
    if (!mailer) {
      log('No email sent: RESEND_API_KEY is not set.');
      await release(sql, dispatch.id, dispatch.previousEmailedAt);
      return;
    }
    const email = composeEmail({
      siteOrigin,
      checklist: dispatch.checklist,
      ...(dispatch.confirmToken ? { confirmToken: dispatch.confirmToken } : {}),
      unsubscribeToken: dispatch.unsubscribeToken,
    });
    const oneClick = `${functionUrl}?${new URLSearchParams({ unsubscribe: dispatch.unsubscribeToken })}`;
    try {
      await mailer(to, email, { 'List-Unsubscribe': `<${oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
    } catch (error) {
      log(`No email sent: ${(error as Error).message}`);
      await release(sql, dispatch.id, dispatch.previousEmailedAt);
    }
  }

  return async (request: Request): Promise<Response> => {
    if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: cors });
    if (request.method !== 'POST') return answer({ error: 'method-not-allowed' }, 405, { Allow: 'POST, OPTIONS' });
    const query = new URL(request.url).searchParams;
    const confirmToken = query.get('confirm');
    if (confirmToken !== null) return answer({ result: await confirm(sql, confirmToken) });
    const unsubscribeToken = query.get('unsubscribe');
    if (unsubscribeToken !== null) {
      await unsubscribe(sql, unsubscribeToken);
      return answer({ result: 'unsubscribed' });
    }

    const signup = signupOf(await request.json().catch(() => undefined));
    if (!signup) return invalid();
    const clientHash = await sha256(clientAddress(request));
    if (await clientOverLimit(sql, clientHash, limits)) return answer({ error: 'too-many-requests' }, 429, { 'Retry-After': '3600' });
    const dispatch = await recordSignup(sql, signup.email, signup.source, clientHash, limits);
    if (dispatch.send) await send(signup.email, dispatch);
    return answer({ result: 'received' }, 202);
  };
}
