-- Sign-ups are now received by the `newsletter` Edge Function, which emails them (decision 044).
-- Only the function writes: the API may no longer insert, and still reads nothing. Each sign-up
-- (an address on one form's list) waits for its confirmation link (double opt-in) and keeps the
-- hash of that link's token (only the email holds the token), its unsubscribe token (every email
-- of the sign-up carries the same one, so an old email's link still works; it can only
-- unsubscribe), and when an email was last sent to it, so a repeat within a day sends nothing.
-- Attempts are kept a day for the limits per address and per client address (kept as a hash).

drop policy "Anyone signs up" on public.newsletter_signups;
revoke all on table public.newsletter_signups from anon, authenticated;

alter table public.newsletter_signups
  add column confirm_token_hash text,
  add column confirm_expires_at timestamptz,
  add column confirmed_at timestamptz,
  -- Two random UUIDs: 244 random bits; rows from before get theirs here.
  add column unsubscribe_token text not null default replace(gen_random_uuid()::text || gen_random_uuid()::text, '-', ''),
  add column unsubscribed_at timestamptz,
  add column emailed_at timestamptz;

create unique index newsletter_signups_confirm_token on public.newsletter_signups (confirm_token_hash);
create unique index newsletter_signups_unsubscribe_token on public.newsletter_signups (unsubscribe_token);

create table public.newsletter_attempts (
  id bigint generated always as identity primary key,
  email_key text not null,
  client_hash text not null,
  attempted_at timestamptz not null default now()
);

create index newsletter_attempts_email on public.newsletter_attempts (email_key, attempted_at);
create index newsletter_attempts_client on public.newsletter_attempts (client_hash, attempted_at);

alter table public.newsletter_attempts enable row level security;
revoke all on table public.newsletter_attempts from anon, authenticated;
