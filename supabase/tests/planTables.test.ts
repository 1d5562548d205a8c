import { describe, expect, it } from 'vitest';
import { anon, signedIn, openTestDatabase } from './testDatabase.ts';

const { as, asOwner, createUser } = openTestDatabase();

/** Each plan table with a row to write for a user ($1) in their plan ($2), and a change to that row. */
const planTables = [
  {
    table: 'saved_festivals',
    insert: 'insert into public.saved_festivals (user_id, plan_id, festival_id) values ($1, $2, 7)',
    change: 'set festival_id = 8',
  },
  {
    table: 'packed_items',
    insert: "insert into public.packed_items (user_id, plan_id, item_id) values ($1, $2, 'tent')",
    change: "set item_id = 'tent-pegs'",
  },
  {
    table: 'pinned_spots',
    insert: "insert into public.pinned_spots (user_id, plan_id, lat, lng, pinned_at) values ($1, $2, 51.5, -0.12, '2026-11-25T10:00:00Z')",
    change: 'set lat = 48.85, lng = 2.35',
  },
  {
    table: 'custom_gear_items',
    insert:
      "insert into public.custom_gear_items (user_id, plan_id, id, category_id, name) values ($1, $2, '5b0c1a6e-3f1d-4c2a-9e47-2d8f0a1b9c3e', 'camping', 'Tent pegs')",
    change: "set name = 'Spare tent pegs', packed = true",
  },
];

/** A new user with their synced plan started, as the app starts it before the first write. */
async function createOwner() {
  const user = await createUser();
  const plan = (await as(signedIn(user), 'insert into public.synced_plans default values returning id')).rows[0].id as string;
  return { user, plan };
}

const permissionDenied = { code: '42501' };

describe.each(planTables)('$table', ({ table, insert, change }) => {
  const countRows = async (userId: string) =>
    Number((await asOwner(`select count(*) from public.${table} where user_id = $1`, [userId])).rows[0].count);

  it('lets the owner add, read, change and remove their rows', async () => {
    const { user: owner, plan } = await createOwner();

    expect((await as(signedIn(owner), insert, [owner, plan])).rowCount).toBe(1);
    const read = await as(signedIn(owner), `select user_id from public.${table}`);
    expect(read.rows).toEqual([{ user_id: owner }]);
    expect((await as(signedIn(owner), `update public.${table} ${change} where user_id = $1`, [owner])).rowCount).toBe(1);
    expect((await as(signedIn(owner), `delete from public.${table} where user_id = $1`, [owner])).rowCount).toBe(1);
    expect(await countRows(owner)).toBe(0);
  });

  it('fills in the owner from the JWT when the row leaves user_id out', async () => {
    const { user: owner, plan } = await createOwner();
    const withoutUser = insert.replace('(user_id, ', '(').replace('($1, $2, ', '($1, ');

    await as(signedIn(owner), withoutUser, [plan]);

    expect(await countRows(owner)).toBe(1);
  });

  it("shows another user none of the owner's rows and lets them change none", async () => {
    const { user: owner, plan } = await createOwner();
    const { user: other } = await createOwner();
    await as(signedIn(owner), insert, [owner, plan]);

    expect((await as(signedIn(other), `select * from public.${table}`)).rowCount).toBe(0);
    expect((await as(signedIn(other), `update public.${table} ${change}`)).rowCount).toBe(0);
    expect((await as(signedIn(other), `delete from public.${table}`)).rowCount).toBe(0);
    const before = (await asOwner(`select * from public.${table} where user_id = $1`, [owner])).rows;
    await expect(as(signedIn(other), insert, [owner, plan])).rejects.toMatchObject(permissionDenied);

    expect((await asOwner(`select * from public.${table} where user_id = $1`, [owner])).rows).toEqual(before);
  });

  it("refuses to hand a row over to another user, even into that user's plan", async () => {
    const { user: owner, plan } = await createOwner();
    const { user: other, plan: otherPlan } = await createOwner();
    await as(signedIn(owner), insert, [owner, plan]);

    await expect(as(signedIn(owner), `update public.${table} set user_id = $1`, [other])).rejects.toMatchObject(permissionDenied);
    await expect(as(signedIn(owner), `update public.${table} set user_id = $1, plan_id = $2`, [other, otherPlan])).rejects.toMatchObject(
      permissionDenied,
    );
    expect(await countRows(owner)).toBe(1);
  });

  it('denies anon every read and write', async () => {
    const { user: owner, plan } = await createOwner();
    await as(signedIn(owner), insert, [owner, plan]);

    await expect(as(anon, `select * from public.${table}`)).rejects.toMatchObject(permissionDenied);
    await expect(as(anon, insert, [owner, plan])).rejects.toMatchObject(permissionDenied);
    await expect(as(anon, `update public.${table} ${change}`)).rejects.toMatchObject(permissionDenied);
    await expect(as(anon, `delete from public.${table}`)).rejects.toMatchObject(permissionDenied);
    expect(await countRows(owner)).toBe(1);
  });

  it('keeps updated_at at the time of the last write, whatever the client sends', async () => {
    const { user: owner, plan } = await createOwner();
    await as(signedIn(owner), insert, [owner, plan]);
    await as(signedIn(owner), `update public.${table} set updated_at = '2000-01-01' where user_id = $1`, [owner]);
    // Compared in the database, to the microsecond: two writes can fall in one millisecond.
    const written = (await asOwner(`select updated_at::text as at, updated_at > '2026-01-01' as recent from public.${table} where user_id = $1`, [owner]))
      .rows[0];
    expect(written.recent).toBe(true);

    await as(signedIn(owner), `update public.${table} ${change} where user_id = $1`, [owner]);

    const changed = await asOwner(`select updated_at > $2::timestamptz as later from public.${table} where user_id = $1`, [owner, written.at]);
    expect(changed.rows[0].later).toBe(true);
  });
});

it("removes a user's whole plan, and its marker, when the user is deleted", async () => {
  const { user: owner, plan } = await createOwner();
  const { user: other, plan: otherPlan } = await createOwner();
  for (const { insert } of planTables) {
    await as(signedIn(owner), insert, [owner, plan]);
    await as(signedIn(other), insert, [other, otherPlan]);
  }

  await asOwner('delete from auth.users where id = $1', [owner]);

  for (const { table } of [...planTables, { table: 'synced_plans' }]) {
    const left = await asOwner(`select user_id from public.${table} where user_id in ($1, $2)`, [owner, other]);
    expect(left.rows).toEqual([{ user_id: other }]);
  }
});
