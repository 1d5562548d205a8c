import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isWaiting, openTransaction } from './openTransaction.ts';
import { anon, signedIn, openTestDatabase } from './testDatabase.ts';

const { as, asOwner, createUser } = openTestDatabase();

/** What the app sends to start the plan: supabase-js's upsert({ user_id, id }, { onConflict: 'user_id', ignoreDuplicates: true }). */
const startPlan = (userId: string, planId: string = randomUUID()) =>
  as(signedIn(userId), 'insert into public.synced_plans (user_id, id) values ($1, $2) on conflict (user_id) do nothing', [userId, planId]);

/** The plan's id as its owner reads it. */
const planIdOf = async (userId: string) => (await as(signedIn(userId), 'select id from public.synced_plans')).rows[0]?.id as string | undefined;

/** 'Delete my synced plan': DELETE /rest/v1/synced_plans?user_id=eq.<uid>. */
const deletePlan = (userId: string) => as(signedIn(userId), 'delete from public.synced_plans where user_id = $1', [userId]);

/** One row of each plan table, written as the app writes it, with the plan's id. */
const writes = [
  { table: 'saved_festivals', sql: 'insert into public.saved_festivals (plan_id, festival_id) values ($1, 7)' },
  { table: 'packed_items', sql: "insert into public.packed_items (plan_id, item_id) values ($1, 'tent')" },
  {
    table: 'pinned_spots',
    sql: `insert into public.pinned_spots (plan_id, lat, lng, pinned_at) values ($1, 51.5, -0.12, '2026-11-25T10:00:00Z')
          on conflict (user_id) do update set plan_id = excluded.plan_id, lat = excluded.lat, lng = excluded.lng, pinned_at = excluded.pinned_at`,
  },
  {
    table: 'custom_gear_items',
    sql: "insert into public.custom_gear_items (plan_id, id, category_id, name) values ($1, '5b0c1a6e-3f1d-4c2a-9e47-2d8f0a1b9c3e', 'camping', 'Tent pegs')",
  },
];

const countRows = async (table: string, userId: string) =>
  Number((await asOwner(`select count(*) from public.${table} where user_id = $1`, [userId])).rows[0].count);

const permissionDenied = { code: '42501' };

async function userWithPlan() {
  const user = await createUser();
  await startPlan(user);
  return { user, plan: (await planIdOf(user)) as string };
}

describe('the synced plan, owned by its user', () => {
  it('is started once: a second start keeps the first id, as the upsert that ignores duplicates does', async () => {
    const user = await createUser();
    const first = randomUUID();

    expect((await startPlan(user, first)).rowCount).toBe(1);
    expect((await startPlan(user, randomUUID())).rowCount).toBe(0);

    expect(await planIdOf(user)).toBe(first);
  });

  it('takes its owner from the JWT and its id from the server when the row leaves them out', async () => {
    const user = await createUser();
    await as(signedIn(user), 'insert into public.synced_plans default values');
    expect(await planIdOf(user)).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('is one per user: a second plan is refused by the primary key', async () => {
    const { user } = await userWithPlan();
    await expect(as(signedIn(user), 'insert into public.synced_plans (id) values ($1)', [randomUUID()])).rejects.toMatchObject({
      code: '23505',
      constraint: 'synced_plans_pkey',
    });
  });

  it('is never changed, nor its creation time chosen by the client', async () => {
    const { user, plan } = await userWithPlan();
    await expect(as(signedIn(user), 'update public.synced_plans set id = $1', [randomUUID()])).rejects.toMatchObject(permissionDenied);
    await expect(
      as(signedIn(await createUser()), "insert into public.synced_plans (created_at) values ('2000-01-01')"),
    ).rejects.toMatchObject(permissionDenied);
    expect(await planIdOf(user)).toBe(plan);
  });

  it("shows another user nothing of it, and lets them neither start nor delete it", async () => {
    const { user, plan } = await userWithPlan();
    const other = await createUser();

    expect((await as(signedIn(other), 'select * from public.synced_plans')).rowCount).toBe(0);
    expect((await as(signedIn(other), 'delete from public.synced_plans where user_id = $1', [user])).rowCount).toBe(0);
    const stranger = await createUser();
    await expect(as(signedIn(other), 'insert into public.synced_plans (user_id) values ($1)', [stranger])).rejects.toMatchObject(permissionDenied);

    expect(await planIdOf(user)).toBe(plan);
    expect(await planIdOf(stranger)).toBeUndefined();
  });

  it('denies anon every read and write', async () => {
    const { user, plan } = await userWithPlan();
    await expect(as(anon, 'select * from public.synced_plans')).rejects.toMatchObject(permissionDenied);
    await expect(as(anon, 'insert into public.synced_plans (user_id) values ($1)', [await createUser()])).rejects.toMatchObject(permissionDenied);
    await expect(as(anon, 'delete from public.synced_plans')).rejects.toMatchObject(permissionDenied);
    expect(await planIdOf(user)).toBe(plan);
  });
});

describe('deleting the synced plan', () => {
  it('deletes every row of the plan in the same statement, and nothing of another user', async () => {
    const { user, plan } = await userWithPlan();
    const { user: other, plan: otherPlan } = await userWithPlan();
    for (const { sql } of writes) {
      await as(signedIn(user), sql, [plan]);
      await as(signedIn(other), sql, [otherPlan]);
    }

    expect((await deletePlan(user)).rowCount).toBe(1);

    for (const { table } of writes) {
      expect(await countRows(table, user)).toBe(0);
      expect(await countRows(table, other)).toBe(1);
    }
    expect(await planIdOf(user)).toBeUndefined();
  });

  it.each(writes)("refuses a $table write that carries the deleted plan's id (23503), even once a new plan is started", async ({ table, sql }) => {
    const { user, plan: deleted } = await userWithPlan();
    await deletePlan(user);
    // The detail leaves the key's values out: PostgreSQL does so for a table under row level security.
    const refusal = {
      code: '23503',
      constraint: `${table}_plan_fkey`,
      message: `insert or update on table "${table}" violates foreign key constraint "${table}_plan_fkey"`,
      detail: 'Key is not present in table "synced_plans".',
    };

    await expect(as(signedIn(user), sql, [deleted])).rejects.toMatchObject(refusal);
    await startPlan(user);
    await expect(as(signedIn(user), sql, [deleted])).rejects.toMatchObject(refusal);

    expect(await countRows(table, user)).toBe(0);
    await as(signedIn(user), sql, [await planIdOf(user)]);
    expect(await countRows(table, user)).toBe(1);
  });

  it('refuses a pin moved into a deleted plan by an upsert that merges', async () => {
    const { user, plan: deleted } = await userWithPlan();
    await deletePlan(user);
    await startPlan(user);
    const [, , pin] = writes;
    await as(signedIn(user), pin!.sql, [await planIdOf(user)]);

    await expect(as(signedIn(user), pin!.sql, [deleted])).rejects.toMatchObject({ code: '23503', constraint: 'pinned_spots_plan_fkey' });
    expect((await asOwner('select plan_id from public.pinned_spots where user_id = $1', [user])).rows).toEqual([{ plan_id: await planIdOf(user) }]);
  });

  it("refuses a row put into another user's plan", async () => {
    const { user } = await userWithPlan();
    const { plan: otherPlan } = await userWithPlan();
    for (const { sql } of writes) {
      await expect(as(signedIn(user), sql, [otherPlan])).rejects.toMatchObject({ code: '23503' });
    }
  });

  it('waits for a write in flight, then deletes its row too', async () => {
    const { user, plan } = await userWithPlan();
    const device = await openTransaction(asOwner, signedIn(user));
    await device.query(writes[0]!.sql, [plan]);

    const deleting = deletePlan(user);
    expect(await isWaiting(deleting)).toBe(true);
    await device.commit();
    await deleting;

    expect(await countRows('saved_festivals', user)).toBe(0);
  });

  it('makes a write that arrives while the delete is in flight wait, then refuses it', async () => {
    const { user, plan } = await userWithPlan();
    const deleting = await openTransaction(asOwner, signedIn(user));
    await deleting.query('delete from public.synced_plans where user_id = $1', [user]);

    const writing = as(signedIn(user), writes[0]!.sql, [plan]);
    expect(await isWaiting(writing)).toBe(true);
    await deleting.commit();

    await expect(writing).rejects.toMatchObject({ code: '23503', constraint: 'saved_festivals_plan_fkey' });
    expect(await countRows('saved_festivals', user)).toBe(0);
  });
});
