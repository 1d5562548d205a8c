-- What a Supabase project provides and the migrations rely on, as Supabase's guide to testing
-- row level security stubs it: the API roles, auth.users, and auth.uid() reading the request's JWT.

create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;

create schema auth;
grant usage on schema auth to anon, authenticated, service_role;

create table auth.users (
  id uuid primary key,
  email text
);

create function auth.uid()
returns uuid
language sql
stable
as $$
  select (nullif(current_setting('request.jwt.claims', true), '')::jsonb ->> 'sub')::uuid
$$;
grant execute on function auth.uid() to anon, authenticated, service_role;

grant usage on schema public to anon, authenticated, service_role;

-- Projects created before the change of 2026 still grant every new table in `public` to the API
-- roles by default. The stub does too, so the tests prove the migrations revoke what they must.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
