-- Bounds on what one account may keep, so that no client, however wrong, can fill the tables:
-- at most 500 saved festivals and 500 packed items per user, and a pin dated at most one day ahead
-- of the server's clock (so a device whose clock runs far ahead cannot win every later pin for
-- ever). The triggers refuse with check_violation (23514, which the Data API answers with 400) and
-- the message a check constraint gives, naming the bound, so a client reads them as it reads any
-- refused check.

-- A pin's date is checked against the time of the write, which a check constraint may not read
-- (now() is not immutable): a trigger does it, on insert and on update. A missing date passes
-- here and is refused by its not-null constraint.
create function private.refuse_future_pin()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.pinned_at > now() + interval '1 day' then
    raise exception using
      errcode = 'check_violation',
      message = 'new row for relation "pinned_spots" violates check constraint "pinned_spots_pinned_at_not_future"',
      detail = 'A pin is dated at most one day ahead of the time it is written.',
      schema = 'public',
      table = 'pinned_spots',
      constraint = 'pinned_spots_pinned_at_not_future';
  end if;
  return new;
end;
$$;
revoke all on function private.refuse_future_pin() from public;

create trigger pinned_at_not_future before insert or update on public.pinned_spots
  for each row execute function private.refuse_future_pin();

-- The per-user limits. Each insert first takes a lock on its user for the rest of the transaction,
-- so two inserts for one user count one after the other: the second counts the first's row once
-- it is committed (read committed, the Data API's level), and two devices at 499 cannot both add
-- the 500th. The lock is an advisory one keyed by the user: locking the user's synced_plans row
-- would need the update privilege and an update policy on it, which the API roles must not have.
-- The functions run as the caller, so under row level security they count only the caller's own
-- rows: a write for another user learns nothing of that user's plan and is refused by the
-- policies. A row whose key is already held passes, for its conflict to decide: a duplicate is
-- refused as one (23505), and a re-sent row of a full plan is ignored or merged by an upsert.
create function private.limit_saved_festivals()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock('public.synced_plans'::regclass::oid::integer, hashtext(new.user_id::text));
  if not exists (select from public.saved_festivals where user_id = new.user_id and festival_id = new.festival_id)
    and (select count(*) from public.saved_festivals where user_id = new.user_id) >= 500 then
    raise exception using
      errcode = 'check_violation',
      message = 'new row for relation "saved_festivals" violates check constraint "saved_festivals_per_user_limit"',
      detail = 'A user saves at most 500 festivals.',
      schema = 'public',
      table = 'saved_festivals',
      constraint = 'saved_festivals_per_user_limit';
  end if;
  return new;
end;
$$;
revoke all on function private.limit_saved_festivals() from public;

create function private.limit_packed_items()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform pg_advisory_xact_lock('public.synced_plans'::regclass::oid::integer, hashtext(new.user_id::text));
  if not exists (select from public.packed_items where user_id = new.user_id and item_id = new.item_id)
    and (select count(*) from public.packed_items where user_id = new.user_id) >= 500 then
    raise exception using
      errcode = 'check_violation',
      message = 'new row for relation "packed_items" violates check constraint "packed_items_per_user_limit"',
      detail = 'A user packs at most 500 items.',
      schema = 'public',
      table = 'packed_items',
      constraint = 'packed_items_per_user_limit';
  end if;
  return new;
end;
$$;
revoke all on function private.limit_packed_items() from public;

create trigger per_user_limit before insert on public.saved_festivals
  for each row execute function private.limit_saved_festivals();
create trigger per_user_limit before insert on public.packed_items
  for each row execute function private.limit_packed_items();
