import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { isWaiting, openTransaction } from './openTransaction.ts';
import { signedIn, openTestDatabase } from './testDatabase.ts';

const { as, asOwner, createUser } = openTestDatabase();

/** A new user with their synced plan started. */
async function userWithPlan() {
  const user = await createUser();
  const plan = randomUUID();
  await as(signedIn(user), 'insert into public.synced_plans (id) values ($1)', [plan]);
  return { user, plan };
}

describe('the pinned spot is dated at most one day ahead', () => {
  const pin = (user: string, plan: string, pinnedAt: string) =>
    as(
      signedIn(user),
      `insert into public.pinned_spots (plan_id, lat, lng, pinned_at) values ($1, 51.5, -0.12, ${pinnedAt})
       on conflict (user_id) do update set pinned_at = excluded.pinned_at`,
      [plan],
    );
  const refused = {
    code: '23514',
    constraint: 'pinned_spots_pinned_at_not_future',
    message: 'new row for relation "pinned_spots" violates check constraint "pinned_spots_pinned_at_not_future"',
    detail: 'A pin is dated at most one day ahead of the time it is written.',
  };

  it('accepts a pin from the past, now, and 23 hours ahead (a clock a little fast, or in another zone)', async () => {
    const { user, plan } = await userWithPlan();
    await pin(user, plan, "'2001-01-01T00:00:00Z'");
    await pin(user, plan, 'now()');
    await pin(user, plan, "now() + interval '23 hours'");
    const stored = (await asOwner("select pinned_at > now() + interval '22 hours' as ahead from public.pinned_spots where user_id = $1", [user])).rows;
    expect(stored).toEqual([{ ahead: true }]);
  });

  it.each([["25 hours ahead", "now() + interval '25 hours'"], ['in the year 9999', "'9999-12-31T23:59:59Z'"], ['at infinity', "'infinity'"]])(
    'refuses a pin dated %s, inserted or moved',
    async (_, pinnedAt) => {
      const { user, plan } = await userWithPlan();
      await expect(pin(user, plan, pinnedAt)).rejects.toMatchObject(refused);
      await pin(user, plan, "'2026-11-25T10:00:00Z'");
      await expect(pin(user, plan, pinnedAt)).rejects.toMatchObject(refused);
      await expect(as(signedIn(user), `update public.pinned_spots set pinned_at = ${pinnedAt}`)).rejects.toMatchObject(refused);

      const stored = (await asOwner('select pinned_at from public.pinned_spots where user_id = $1', [user])).rows;
      expect(stored).toEqual([{ pinned_at: new Date('2026-11-25T10:00:00Z') }]);
    },
  );

  it('leaves a missing date to the not-null constraint', async () => {
    const { user, plan } = await userWithPlan();
    await expect(pin(user, plan, 'null')).rejects.toMatchObject({ code: '23502', column: 'pinned_at' });
  });
});

/**
 * The tables with a limit per user, how to write the n-th row of a user's plan (its key, of
 * `keyType`), and the other columns such a row needs.
 */
const limited = [
  {
    table: 'saved_festivals',
    constraint: 'saved_festivals_per_user_limit',
    detail: 'A user saves at most 500 festivals.',
    key: 'festival_id',
    keyType: 'integer',
    value: (n: number) => n,
    rest: { columns: '', values: '' },
  },
  {
    table: 'packed_items',
    constraint: 'packed_items_per_user_limit',
    detail: 'A user packs at most 500 items.',
    key: 'item_id',
    keyType: 'text',
    value: (n: number) => `item-${n}`,
    rest: { columns: '', values: '' },
  },
  {
    table: 'custom_gear_items',
    constraint: 'custom_gear_items_per_user_limit',
    detail: 'A user keeps at most 500 gear items of their own.',
    key: 'id',
    keyType: 'uuid',
    value: (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
    rest: { columns: ', category_id, name', values: ", 'camping', 'Own item'" },
  },
];

describe.each(limited)('$table holds at most 500 rows per user', ({ table, constraint, detail, key, keyType, value, rest }) => {
  /** Rows `from` to `to` of the user's plan, in one statement (one request of the app). */
  const write = (user: string, plan: string, from: number, to = from, conflict = '') =>
    as(
      signedIn(user),
      `insert into public.${table} (plan_id, ${key}${rest.columns}) select $1, unnest($2::${keyType}[])${rest.values} ${conflict}`,
      [plan, Array.from({ length: to - from + 1 }, (_, i) => value(from + i))],
    );
  const count = async (user: string) => Number((await asOwner(`select count(*) from public.${table} where user_id = $1`, [user])).rows[0].count);
  const refused = {
    code: '23514',
    constraint,
    message: `new row for relation "${table}" violates check constraint "${constraint}"`,
    detail,
  };

  it('accepts the 500th row and refuses the 501st, while another user is unaffected', async () => {
    const { user, plan } = await userWithPlan();
    const { user: other, plan: otherPlan } = await userWithPlan();
    await write(user, plan, 1, 499);
    await write(other, otherPlan, 1, 499);

    await write(user, plan, 500);
    await expect(write(user, plan, 501)).rejects.toMatchObject(refused);

    await write(other, otherPlan, 500);
    expect([await count(user), await count(other)]).toEqual([500, 500]);
    await as(signedIn(user), `delete from public.${table} where ${key} = $1`, [value(1)]);
    await write(user, plan, 501);
    expect(await count(user)).toBe(500);
  });

  it('refuses a whole request that would pass the limit, keeping none of it', async () => {
    const { user, plan } = await userWithPlan();
    await expect(write(user, plan, 1, 501)).rejects.toMatchObject(refused);
    expect(await count(user)).toBe(0);
    await write(user, plan, 1, 500);
    expect(await count(user)).toBe(500);
  });

  it('lets a full plan re-send rows it holds: an upsert passes, a plain duplicate is refused as one', async () => {
    const { user, plan } = await userWithPlan();
    await write(user, plan, 1, 500);

    expect((await write(user, plan, 1, 500, `on conflict (user_id, ${key}) do nothing`)).rowCount).toBe(0);
    expect((await write(user, plan, 7, 7, `on conflict (user_id, ${key}) do update set plan_id = excluded.plan_id`)).rowCount).toBe(1);
    await expect(write(user, plan, 7)).rejects.toMatchObject({ code: '23505', constraint: `${table}_pkey` });
    await expect(write(user, plan, 500, 501, `on conflict (user_id, ${key}) do nothing`)).rejects.toMatchObject(refused);
    expect(await count(user)).toBe(500);
  });

  it('counts two requests at the same time one after the other: at 499, only one of them is kept', async () => {
    const { user, plan } = await userWithPlan();
    await write(user, plan, 1, 499);
    const firstDevice = await openTransaction(asOwner, signedIn(user));
    await firstDevice.query(`insert into public.${table} (plan_id, ${key}${rest.columns}) values ($1, $2${rest.values})`, [plan, value(500)]);

    const secondDevice = write(user, plan, 501);
    expect(await isWaiting(secondDevice)).toBe(true);
    await firstDevice.commit();

    await expect(secondDevice).rejects.toMatchObject(refused);
    expect(await count(user)).toBe(500);
  });

  it("gives a write into another user's full plan the policy's refusal, telling nothing of that plan", async () => {
    const { user, plan } = await userWithPlan();
    await write(user, plan, 1, 500);
    const intruder = await createUser();

    await expect(
      as(signedIn(intruder), `insert into public.${table} (user_id, plan_id, ${key}${rest.columns}) values ($1, $2, $3${rest.values})`, [user, plan, value(501)]),
    ).rejects.toMatchObject({ code: '42501' });
  });
});
