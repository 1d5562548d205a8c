-- Newsletter sign-ups from the three forms (home, community, footer). Anyone may add an address
-- and where it was given; nobody reads the table through the API (no select grant, no select
-- policy). One address signs up once per form, whatever its case: a repeat is refused with 23505,
-- which the app takes as already signed up.

create table public.newsletter_signups (
  id bigint generated always as identity primary key,
  email text not null constraint newsletter_signups_email_shape check (
    char_length(email) between 3 and 254 and email ~ '^[^@\s]+@[^@\s]+$'
  ),
  source text not null constraint newsletter_signups_source_known check (source in ('home', 'community', 'footer')),
  created_at timestamptz not null default now()
);

create unique index newsletter_signups_email_source on public.newsletter_signups (lower(email), source);

alter table public.newsletter_signups enable row level security;

revoke all on table public.newsletter_signups from anon, authenticated;
grant insert (email, source) on table public.newsletter_signups to anon, authenticated;

create policy "Anyone signs up" on public.newsletter_signups
  for insert to anon, authenticated with check (true);
