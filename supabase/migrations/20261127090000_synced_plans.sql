-- The account's synced plan as one thing with an id, so that 'Delete my synced plan' holds on every
-- device. Each plan row names the plan it belongs to (`plan_id`); deleting the user's synced_plans
-- row deletes every row of the plan in the same statement (on delete cascade), and a device that
-- has not yet learnt of the delete writes with the old id, which the foreign key refuses (23503,
-- which the Data API answers with 409) instead of bringing the deleted plan back. The key is
-- checked by PostgreSQL itself, whatever the policies on synced_plans let the caller see.

create table public.synced_plans (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  id uuid not null default gen_random_uuid(),
  created_at timestamptz not null default now(),
  -- What the plan rows' foreign keys point at: the plan of that user with that id.
  constraint synced_plans_user_id_id_key unique (user_id, id)
);

alter table public.synced_plans enable row level security;

-- A plan is started (insert, or an upsert that ignores the existing one), read and deleted, never
-- changed: its id is what tells a current write from a stale one.
revoke all on table public.synced_plans from anon, authenticated;
grant select, delete on table public.synced_plans to authenticated;
grant insert (user_id, id) on table public.synced_plans to authenticated;

create policy "Owners read their synced plan" on public.synced_plans
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Owners start their synced plan" on public.synced_plans
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Owners delete their synced plan" on public.synced_plans
  for delete to authenticated using ((select auth.uid()) = user_id);

-- Every user who already has plan rows gets a plan, and their rows join it. The backfill is no
-- change of the rows themselves, so `updated_at` keeps the time of their last write.
insert into public.synced_plans (user_id)
select user_id from public.saved_festivals
union
select user_id from public.packed_items
union
select user_id from public.pinned_spots;

alter table public.saved_festivals add column plan_id uuid;
alter table public.packed_items add column plan_id uuid;
alter table public.pinned_spots add column plan_id uuid;

alter table public.saved_festivals disable trigger set_updated_at;
alter table public.packed_items disable trigger set_updated_at;
alter table public.pinned_spots disable trigger set_updated_at;

update public.saved_festivals as held set plan_id = plan.id from public.synced_plans as plan where plan.user_id = held.user_id;
update public.packed_items as held set plan_id = plan.id from public.synced_plans as plan where plan.user_id = held.user_id;
update public.pinned_spots as held set plan_id = plan.id from public.synced_plans as plan where plan.user_id = held.user_id;

alter table public.saved_festivals enable trigger set_updated_at;
alter table public.packed_items enable trigger set_updated_at;
alter table public.pinned_spots enable trigger set_updated_at;

-- Each table's primary key starts with user_id, so it serves the cascade's lookup of a plan's rows.
alter table public.saved_festivals
  alter column plan_id set not null,
  add constraint saved_festivals_plan_fkey foreign key (user_id, plan_id)
    references public.synced_plans (user_id, id) on delete cascade;
alter table public.packed_items
  alter column plan_id set not null,
  add constraint packed_items_plan_fkey foreign key (user_id, plan_id)
    references public.synced_plans (user_id, id) on delete cascade;
alter table public.pinned_spots
  alter column plan_id set not null,
  add constraint pinned_spots_plan_fkey foreign key (user_id, plan_id)
    references public.synced_plans (user_id, id) on delete cascade;
