-- One sync, one request: `public.apply_plan_changes(plan, change, changes)` applies what one sync
-- of a device changes in the account's plan (festivals saved and removed, items packed and
-- unpacked, the pin stored or removed) in one transaction, under a change id the device chose.
-- The device keeps that id until the sync is agreed, so a sync whose answer was lost is sent again
-- under the same id: the id is then found here and nothing is applied twice, where sending its
-- adds again could undo a removal another device made in between.
--
-- The function runs as the caller, so every write is under the tables' row level security, their
-- triggers and keys, and refuses as they do: 23503 when the plan is gone (deleted on another
-- device), 23514 for the limits and checks. Only `authenticated` may call it.

-- The change ids applied to each plan. Each names its plan, so a change for a deleted plan is
-- refused by the foreign key (23503) and the ids go with their plan. At most the 100 latest are
-- kept per user: a device sends a lost sync again at its next sync, long before 100 others.
create table private.plan_changes (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  plan_id uuid not null,
  change_id uuid not null,
  applied_at timestamptz not null default now(),
  primary key (user_id, change_id),
  constraint plan_changes_plan_fkey foreign key (user_id, plan_id)
    references public.synced_plans (user_id, id) on delete cascade
);

-- The cascade from synced_plans finds a plan's change ids by this index.
create index plan_changes_user_id_plan_id on private.plan_changes (user_id, plan_id);

alter table private.plan_changes enable row level security;

-- The Data API does not expose `private`: the caller reaches the table only through the function.
grant usage on schema private to authenticated;
revoke all on table private.plan_changes from anon, authenticated;
grant select, insert, delete on table private.plan_changes to authenticated;

create policy "Owners read their plan changes" on private.plan_changes
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Owners record their plan changes" on private.plan_changes
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Owners forget their old plan changes" on private.plan_changes
  for delete to authenticated using ((select auth.uid()) = user_id);

-- `changes`: {"saved": {"add": [festival ids], "remove": [...]}, "packed": {"add": [item ids],
-- "remove": [...]}, "pin": {"lat", "lng", "pinnedAt"} to store it, null to remove it, absent to
-- leave it}. A pin dated beyond the database's bound (a day ahead of its clock) was dated by a
-- device whose clock runs ahead: it is dated now, by the server's clock, so that device syncs.
-- Returns true when the change was applied, false when its id had been applied already.
create function public.apply_plan_changes(plan uuid, change uuid, changes jsonb)
returns boolean
language plpgsql
volatile
security invoker
set search_path = ''
as $$
declare
  caller uuid := auth.uid();
  pin jsonb := changes -> 'pin';
  pin_date timestamptz;
begin
  insert into private.plan_changes (user_id, plan_id, change_id) values (caller, plan, change)
    on conflict (user_id, change_id) do nothing;
  if not found then
    return false;
  end if;
  delete from private.plan_changes as kept
    where kept.user_id = caller
      and kept.change_id not in (
        select latest.change_id from private.plan_changes as latest
        where latest.user_id = caller order by latest.applied_at desc, latest.change_id limit 100
      );

  delete from public.saved_festivals as held
    where held.user_id = caller
      and held.festival_id in (select value::integer from jsonb_array_elements_text(changes #> '{saved,remove}'));
  insert into public.saved_festivals (user_id, plan_id, festival_id)
    select caller, plan, value::integer from jsonb_array_elements_text(changes #> '{saved,add}')
    on conflict (user_id, festival_id) do nothing;

  delete from public.packed_items as held
    where held.user_id = caller
      and held.item_id in (select value from jsonb_array_elements_text(changes #> '{packed,remove}'));
  insert into public.packed_items (user_id, plan_id, item_id)
    select caller, plan, value from jsonb_array_elements_text(changes #> '{packed,add}')
    on conflict (user_id, item_id) do nothing;

  if jsonb_typeof(pin) = 'null' then
    delete from public.pinned_spots as held where held.user_id = caller;
  elsif pin is not null then
    pin_date := (pin ->> 'pinnedAt')::timestamptz;
    if pin_date > now() + interval '1 day' then
      pin_date := now();
    end if;
    insert into public.pinned_spots (user_id, plan_id, lat, lng, pinned_at)
      values (caller, plan, (pin ->> 'lat')::double precision, (pin ->> 'lng')::double precision, pin_date)
      on conflict (user_id) do update
        set plan_id = excluded.plan_id, lat = excluded.lat, lng = excluded.lng, pinned_at = excluded.pinned_at;
  end if;
  return true;
end;
$$;

revoke all on function public.apply_plan_changes(uuid, uuid, jsonb) from public, anon, authenticated;
grant execute on function public.apply_plan_changes(uuid, uuid, jsonb) to authenticated;
