// The synced plans migration applied to a project that already has plan rows: a database built
// with the migrations before it, given rows, then migrated the rest of the way.
import { randomUUID } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, inject, it } from 'vitest';

const migrations = join(import.meta.dirname, '..', 'migrations');
const syncedPlans = '20261127090000_synced_plans.sql';
const host = inject('postgresSocketDir');
const database = `backfill_${randomUUID().replaceAll('-', '')}`;
const client = new pg.Client({ host, user: 'postgres', database });

async function onServer(sql: string) {
  const admin = new pg.Client({ host, user: 'postgres', database: 'postgres' });
  await admin.connect();
  try {
    await admin.query(sql);
  } finally {
    await admin.end();
  }
}

const apply = async (files: string[]) => {
  for (const file of files) await client.query(readFileSync(join(migrations, file), 'utf8'));
};

const files = readdirSync(migrations).filter((name) => name.endsWith('.sql')).sort();
const users = { both: randomUUID(), packer: randomUUID(), planless: randomUUID() };
let updatedBefore: unknown[];

const updatedAt = async () =>
  (
    await client.query(`
      select 'saved_festivals' as t, user_id, updated_at from public.saved_festivals
      union all select 'packed_items', user_id, updated_at from public.packed_items
      union all select 'pinned_spots', user_id, updated_at from public.pinned_spots
      order by 1, 2, 3`)
  ).rows;

beforeAll(async () => {
  await onServer(`create database ${database} template template0`);
  await client.connect();
  // Roles belong to the server, which the run's setup has given them already.
  const stub = readFileSync(join(import.meta.dirname, 'supabaseStub.sql'), 'utf8').replace(/^create role .*$/gm, '');
  await client.query(stub);
  await apply(files.filter((file) => file < syncedPlans));

  for (const [name, id] of Object.entries(users)) {
    await client.query('insert into auth.users (id, email) values ($1, $2)', [id, `${name}@example.com`]);
  }
  await client.query('insert into public.saved_festivals (user_id, festival_id) values ($1, 1), ($1, 2)', [users.both]);
  await client.query("insert into public.packed_items (user_id, item_id) values ($1, 'tent'), ($2, 'tent'), ($2, 'head-torch')", [users.both, users.packer]);
  await client.query("insert into public.pinned_spots (user_id, lat, lng, pinned_at) values ($1, 51.5, -0.12, '2026-11-25T10:00:00Z')", [users.both]);
  updatedBefore = await updatedAt();

  await apply(files.filter((file) => file >= syncedPlans));
});

afterAll(async () => {
  await client.end();
  await onServer(`drop database ${database}`);
});

it('gives each user with plan rows one plan, and no plan to a user without rows', async () => {
  const plans = (await client.query('select user_id from public.synced_plans order by user_id')).rows.map((row) => row.user_id);
  expect(plans).toEqual([users.both, users.packer].sort());
});

it("puts every row in its own user's plan, and leaves the time of its last write as it was", async () => {
  const strays = await client.query(`
    select held.user_id from (
      select user_id, plan_id from public.saved_festivals
      union all select user_id, plan_id from public.packed_items
      union all select user_id, plan_id from public.pinned_spots
    ) as held left join public.synced_plans as plan on plan.user_id = held.user_id and plan.id = held.plan_id
    where plan.id is null`);
  expect(strays.rows).toEqual([]);
  expect(await updatedAt()).toEqual(updatedBefore);
});

it('makes plan_id required and a key into the plan in every plan table', async () => {
  const columns = await client.query(`
    select table_name, is_nullable from information_schema.columns
    where table_schema = 'public' and column_name = 'plan_id' order by table_name`);
  expect(columns.rows).toEqual([
    { table_name: 'custom_gear_items', is_nullable: 'NO' },
    { table_name: 'packed_items', is_nullable: 'NO' },
    { table_name: 'pinned_spots', is_nullable: 'NO' },
    { table_name: 'saved_festivals', is_nullable: 'NO' },
  ]);
  const keys = await client.query(`
    select conrelid::regclass::text as on_table, conname, pg_get_constraintdef(oid) as definition
    from pg_constraint where contype = 'f' and confrelid = 'public.synced_plans'::regclass and connamespace = 'public'::regnamespace
    order by conname`);
  expect(keys.rows).toEqual(
    ['custom_gear_items', 'packed_items', 'pinned_spots', 'saved_festivals'].map((table) => ({
      on_table: table,
      conname: `${table}_plan_fkey`,
      definition: 'FOREIGN KEY (user_id, plan_id) REFERENCES synced_plans(user_id, id) ON DELETE CASCADE',
    })),
  );
});

it("deletes a migrated plan's rows with it", async () => {
  await client.query('delete from public.synced_plans where user_id = $1', [users.both]);
  const left = await client.query(`
    select user_id from public.saved_festivals
    union all select user_id from public.packed_items
    union all select user_id from public.pinned_spots`);
  expect(left.rows).toEqual([{ user_id: users.packer }, { user_id: users.packer }]);
});
