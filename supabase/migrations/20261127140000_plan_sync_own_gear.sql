-- The visitor's own gear items sync in the same one call as the rest of the plan:
-- `public.apply_plan_changes(plan, change, changes)` is replaced (same arguments, same grants), so
-- `changes` may also carry `custom: {"upsert": [{"id", "category", "name", "packed"}], "remove": [ids]}`.
-- The merge is per item and per field:
-- - an item the account does not hold is added (`name` required, `packed` false when left out);
-- - an item it holds takes the fields the call carries, and keeps those it leaves out, so a rename
--   on one device and a tick on another both stay; of two changes of one field, the one that
--   reaches the account later wins;
-- - a removal is final: the item's id is kept in `private.removed_gear_items`, and a later call
--   naming it (a rename or a tick from a device that had not heard of the removal yet) adds nothing.
-- Items the call does not name are left as they are, whatever their category.

-- The own gear items removed from each plan. Each names its plan, so the ids go with it. At most
-- the 1,000 latest are kept per user: twice as many as the items a user may keep.
create table private.removed_gear_items (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  plan_id uuid not null,
  id uuid not null,
  removed_at timestamptz not null default now(),
  primary key (user_id, id),
  constraint removed_gear_items_plan_fkey foreign key (user_id, plan_id)
    references public.synced_plans (user_id, id) on delete cascade
);

-- The cascade from synced_plans finds a plan's removed items by this index.
create index removed_gear_items_user_id_plan_id on private.removed_gear_items (user_id, plan_id);

alter table private.removed_gear_items enable row level security;

revoke all on table private.removed_gear_items from anon, authenticated;
grant select, insert, delete on table private.removed_gear_items to authenticated;

create policy "Owners read their removed gear items" on private.removed_gear_items
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Owners record their removed gear items" on private.removed_gear_items
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Owners forget their old removed gear items" on private.removed_gear_items
  for delete to authenticated using ((select auth.uid()) = user_id);

create or replace function public.apply_plan_changes(plan uuid, change uuid, changes jsonb)
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
  custom jsonb := changes -> 'custom';
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

  delete from public.custom_gear_items as held
    where held.user_id = caller
      and held.id in (select value::uuid from jsonb_array_elements_text(custom -> 'remove'));
  insert into private.removed_gear_items (user_id, plan_id, id)
    select caller, plan, value::uuid from jsonb_array_elements_text(custom -> 'remove')
    on conflict (user_id, id) do nothing;
  delete from private.removed_gear_items as kept
    where kept.user_id = caller
      and kept.id not in (
        select latest.id from private.removed_gear_items as latest
        where latest.user_id = caller order by latest.removed_at desc, latest.id limit 1000
      );
  update public.custom_gear_items as held
    set name = coalesce(item ->> 'name', held.name), packed = coalesce((item ->> 'packed')::boolean, held.packed)
    from jsonb_array_elements(custom -> 'upsert') as item
    where held.user_id = caller and held.id = (item ->> 'id')::uuid;
  insert into public.custom_gear_items (user_id, plan_id, id, category_id, name, packed)
    select caller, plan, (item ->> 'id')::uuid, item ->> 'category', item ->> 'name', coalesce((item ->> 'packed')::boolean, false)
    from jsonb_array_elements(custom -> 'upsert') as item
    where not exists (
        select from public.custom_gear_items as held where held.user_id = caller and held.id = (item ->> 'id')::uuid
      )
      and not exists (
        select from private.removed_gear_items as gone where gone.user_id = caller and gone.id = (item ->> 'id')::uuid
      )
    on conflict (user_id, id) do nothing;

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
