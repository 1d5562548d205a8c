-- The visitor's own gear checklist items: each names its category of the checklist, has a name of
-- 1 to 80 characters (trimmed, as the browser stores it) and its tick. The item's id is the one the
-- browser gave it (a UUID), so a rename or a tick sent from any device reaches the same row. Like
-- every plan table, a row belongs to its user and to the user's synced plan (decision 040): it goes
-- with either, and a write carrying a deleted plan's id is refused (23503). Only the owner reaches
-- it, through `authenticated`; at most 500 rows per user (23514), as for the other plan tables,
-- whose limits now share one function with it (below).

create table public.custom_gear_items (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  plan_id uuid not null,
  id uuid not null,
  -- A category of the checklist (content/gear.ts): lowercase words joined by hyphens.
  category_id text not null constraint custom_gear_items_category_id_shape check (
    char_length(category_id) between 1 and 64 and category_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'
  ),
  name text not null constraint custom_gear_items_name_length check (
    char_length(name) between 1 and 80 and name = btrim(name, E' \t\n\r')
  ),
  packed boolean not null default false,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, id),
  constraint custom_gear_items_plan_fkey foreign key (user_id, plan_id)
    references public.synced_plans (user_id, id) on delete cascade
);

create trigger set_updated_at before insert or update on public.custom_gear_items
  for each row execute function private.set_updated_at();

alter table public.custom_gear_items enable row level security;

revoke all on table public.custom_gear_items from anon, authenticated;
grant select, insert, update, delete on table public.custom_gear_items to authenticated;

create policy "Owners read their own gear items" on public.custom_gear_items
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Owners add their own gear items" on public.custom_gear_items
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Owners change their own gear items" on public.custom_gear_items
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "Owners remove their own gear items" on public.custom_gear_items
  for delete to authenticated using ((select auth.uid()) = user_id);

-- The limits of every plan table, now one function (it replaces those of
-- 20261127090100_plan_limits.sql, which did the same for one table each): under the user's
-- advisory lock, so two devices at 499 cannot both add the 500th, and as the caller, so only the
-- caller's own rows are counted. A row whose key (the trigger's first argument) is already held
-- passes, for its conflict to decide. The refusal is the one a check constraint named
-- `<table>_per_user_limit` gives, with the trigger's second argument as its detail.
create function private.limit_rows_per_user()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  key_column text := tg_argv[0];
  limit_name text := tg_table_name || '_per_user_limit';
  held boolean;
  total bigint;
begin
  perform pg_advisory_xact_lock('public.synced_plans'::regclass::oid::integer, hashtext(new.user_id::text));
  execute format('select exists (select from public.%I where user_id = $1 and %I = ($2).%I)', tg_table_name, key_column, key_column)
    into held using new.user_id, new;
  execute format('select count(*) from public.%I where user_id = $1', tg_table_name) into total using new.user_id;
  if not held and total >= 500 then
    raise exception using
      errcode = 'check_violation',
      message = format('new row for relation "%s" violates check constraint "%s"', tg_table_name, limit_name),
      detail = tg_argv[1],
      schema = 'public',
      table = tg_table_name,
      constraint = limit_name;
  end if;
  return new;
end;
$$;
revoke all on function private.limit_rows_per_user() from public;

drop trigger per_user_limit on public.saved_festivals;
drop trigger per_user_limit on public.packed_items;
drop function private.limit_saved_festivals();
drop function private.limit_packed_items();

create trigger per_user_limit before insert on public.saved_festivals
  for each row execute function private.limit_rows_per_user('festival_id', 'A user saves at most 500 festivals.');
create trigger per_user_limit before insert on public.packed_items
  for each row execute function private.limit_rows_per_user('item_id', 'A user packs at most 500 items.');
create trigger per_user_limit before insert on public.custom_gear_items
  for each row execute function private.limit_rows_per_user('id', 'A user keeps at most 500 gear items of their own.');
