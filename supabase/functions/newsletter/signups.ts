import type { Sql } from 'npm:postgres@3.4.9';
import { confirmLinkDays, type SignupSource } from '#content/newsletter.ts';

/** How many sign-ups an hour one address, and one client address, may make. */
export type Limits = { perAddress: number; perClient: number };

/** What to send after a sign-up: nothing, or an email with the tokens of its links. */
export type Dispatch =
  | { send: false }
  | { send: true; id: number; checklist: boolean; confirmToken?: string; unsubscribeToken: string; previousEmailedAt: Date | null };

const randomToken = () => {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  return btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
};

/** The SHA-256 of a value, in hex: what the table keeps of a confirmation token and a client address. */
export async function sha256(value: string) {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)));
  return Array.from(digest, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Whether the client address has used up its sign-ups for the hour. Old attempts are removed here. */
export async function clientOverLimit(sql: Sql, clientHash: string, limits: Limits) {
  await sql`delete from public.newsletter_attempts where attempted_at < now() - interval '1 day'`;
  const [row] = await sql<{ count: number }[]>`
    select count(*)::int as count from public.newsletter_attempts
    where client_hash = ${clientHash} and attempted_at > now() - interval '1 hour'`;
  return (row?.count ?? 0) >= limits.perClient;
}

/**
 * Records a sign-up and decides what to send, in one transaction that locks the sign-up's row:
 * nothing to an address that unsubscribed, over its limit, or emailed within a day; otherwise the
 * checklist (home) and the confirmation request (until confirmed), with a fresh confirmation token.
 * The row is marked emailed now, so a concurrent repeat sends nothing; `release` undoes that when
 * the email could not be sent.
 */
export function recordSignup(sql: Sql, email: string, source: SignupSource, clientHash: string, limits: Limits): Promise<Dispatch> {
  return sql.begin(async (tx) => {
    const emailKey = email.toLowerCase();
    const [attempts] = await tx<{ count: number }[]>`
      select count(*)::int as count from public.newsletter_attempts
      where email_key = ${emailKey} and attempted_at > now() - interval '1 hour'`;
    await tx`insert into public.newsletter_attempts (email_key, client_hash) values (${emailKey}, ${clientHash})`;
    if ((attempts?.count ?? 0) >= limits.perAddress) return { send: false } as const;

    const [unsubscribed] = await tx`
      select 1 from public.newsletter_signups where lower(email) = ${emailKey} and unsubscribed_at is not null limit 1`;
    if (unsubscribed) return { send: false } as const;

    await tx`
      insert into public.newsletter_signups (email, source)
      values (${email}, ${source})
      on conflict ((lower(email)), source) do nothing`;
    const [row] = await tx<{ id: number; confirmed: boolean; recent: boolean; emailed_at: Date | null; unsubscribe_token: string }[]>`
      select id::int, confirmed_at is not null as confirmed, emailed_at > now() - interval '1 day' as recent,
        emailed_at, unsubscribe_token
      from public.newsletter_signups where lower(email) = ${emailKey} and source = ${source} for update`;
    if (!row || row.recent) return { send: false } as const;
    const checklist = source === 'home';
    if (row.confirmed && !checklist) return { send: false } as const;

    const confirmToken = row.confirmed ? undefined : randomToken();
    await tx`
      update public.newsletter_signups set
        emailed_at = now(),
        confirm_token_hash = coalesce(${confirmToken ? await sha256(confirmToken) : null}, confirm_token_hash),
        confirm_expires_at = case when ${Boolean(confirmToken)} then now() + ${`${confirmLinkDays} days`}::interval else confirm_expires_at end
      where id = ${row.id}`;
    return {
      send: true,
      id: row.id,
      checklist,
      ...(confirmToken ? { confirmToken } : {}),
      unsubscribeToken: row.unsubscribe_token,
      previousEmailedAt: row.emailed_at,
    } as const;
  });
}

/** Gives back the day's email of a sign-up whose email was not sent, so a retry sends it. */
export async function release(sql: Sql, id: number, previousEmailedAt: Date | null) {
  await sql`update public.newsletter_signups set emailed_at = ${previousEmailedAt} where id = ${id}`;
}

/** Confirms the sign-up a confirmation token belongs to, once; an unknown, old or unsubscribed one has expired. */
export async function confirm(sql: Sql, token: string): Promise<'confirmed' | 'already-confirmed' | 'expired'> {
  const hash = await sha256(token);
  return sql.begin(async (tx) => {
    const [row] = await tx<{ id: number; confirmed: boolean; live: boolean }[]>`
      select id::int, confirmed_at is not null as confirmed,
        confirm_expires_at > now() and unsubscribed_at is null as live
      from public.newsletter_signups where confirm_token_hash = ${hash} for update`;
    if (!row) return 'expired';
    if (row.confirmed) return 'already-confirmed';
    if (!row.live) return 'expired';
    await tx`update public.newsletter_signups set confirmed_at = now() where id = ${row.id}`;
    return 'confirmed';
  });
}

/** Unsubscribes the address an unsubscribe token belongs to from every list, for good. */
export async function unsubscribe(sql: Sql, token: string) {
  await sql`
    update public.newsletter_signups set unsubscribed_at = now()
    where unsubscribed_at is null
      and lower(email) = (select lower(email) from public.newsletter_signups where unsubscribe_token = ${token})`;
}
