-- A signed-in visitor's plan: saved festivals, packed gear and the pinned spot.
-- Each row belongs to one user and is removed with that user. Only the owner reaches it, through
-- the `authenticated` role; `anon` gets nothing. Grants are explicit: Supabase no longer grants new
-- tables in `public` to the API roles, and an older project's default grants are revoked here.

-- Helpers live in a schema the Data API does not expose, so they cannot be called over REST.
create schema if not exists private;

-- Keeps `updated_at` at the time of the last write, whatever the client sends.
create function private.set_updated_at()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;
revoke all on function private.set_updated_at() from public;

-- Festivals the visitor saved (ids of content/festivals, 1 to 9999).
create table public.saved_festivals (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  festival_id integer not null constraint saved_festivals_festival_id_range check (festival_id between 1 and 9999),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, festival_id)
);

-- Gear the visitor packed (ids of the gear checklist: lowercase words joined by hyphens).
create table public.packed_items (
  user_id uuid not null default auth.uid() references auth.users (id) on delete cascade,
  item_id text not null constraint packed_items_item_id_shape check (
    char_length(item_id) between 1 and 64 and item_id ~ '^[a-z0-9]+(-[a-z0-9]+)*$'
  ),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  primary key (user_id, item_id)
);

-- The spot the visitor pinned on the map: at most one per user. `pinned_at` is the device's
-- clock when it was pinned, so that the newer pin wins when two devices meet.
create table public.pinned_spots (
  user_id uuid primary key default auth.uid() references auth.users (id) on delete cascade,
  lat double precision not null constraint pinned_spots_lat_range check (lat between -90 and 90),
  lng double precision not null constraint pinned_spots_lng_range check (lng between -180 and 180),
  pinned_at timestamptz not null,
  updated_at timestamptz not null default now()
);

-- Every primary key starts with user_id, so it serves the policies' lookups: no other index.

create trigger set_updated_at before insert or update on public.saved_festivals
  for each row execute function private.set_updated_at();
create trigger set_updated_at before insert or update on public.packed_items
  for each row execute function private.set_updated_at();
create trigger set_updated_at before insert or update on public.pinned_spots
  for each row execute function private.set_updated_at();

alter table public.saved_festivals enable row level security;
alter table public.packed_items enable row level security;
alter table public.pinned_spots enable row level security;

revoke all on table public.saved_festivals, public.packed_items, public.pinned_spots from anon, authenticated;
grant select, insert, update, delete on table public.saved_festivals, public.packed_items, public.pinned_spots to authenticated;

-- One policy per command, for the owner only. `(select auth.uid())` runs once per statement.
create policy "Owners read their saved festivals" on public.saved_festivals
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Owners save festivals" on public.saved_festivals
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Owners change their saved festivals" on public.saved_festivals
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "Owners remove their saved festivals" on public.saved_festivals
  for delete to authenticated using ((select auth.uid()) = user_id);

create policy "Owners read their packed items" on public.packed_items
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Owners pack items" on public.packed_items
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Owners change their packed items" on public.packed_items
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "Owners unpack items" on public.packed_items
  for delete to authenticated using ((select auth.uid()) = user_id);

create policy "Owners read their pinned spot" on public.pinned_spots
  for select to authenticated using ((select auth.uid()) = user_id);
create policy "Owners pin a spot" on public.pinned_spots
  for insert to authenticated with check ((select auth.uid()) = user_id);
create policy "Owners move their pinned spot" on public.pinned_spots
  for update to authenticated using ((select auth.uid()) = user_id) with check ((select auth.uid()) = user_id);
create policy "Owners remove their pinned spot" on public.pinned_spots
  for delete to authenticated using ((select auth.uid()) = user_id);
