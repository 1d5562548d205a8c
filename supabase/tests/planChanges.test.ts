import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { anon, signedIn, openTestDatabase, type Caller } from './testDatabase.ts';

const { as, asOwner, createUser } = openTestDatabase();

type Changes = {
  saved?: { add?: number[]; remove?: number[] };
  packed?: { add?: string[]; remove?: string[] };
  pin?: { lat: number; lng: number; pinnedAt: string } | null;
  custom?: { upsert?: { id: string; category: string; name?: string; packed?: boolean }[]; remove?: string[] };
};

/** What one sync sends: supabase-js's rpc('apply_plan_changes', { plan, change, changes }), as PostgREST calls it. */
async function applyChanges(caller: Caller, plan: string, changes: Changes, change: string = randomUUID()): Promise<boolean> {
  const result = await as(caller, 'select public.apply_plan_changes(plan => $1, change => $2, changes => $3) as applied', [plan, change, JSON.stringify(changes)]);
  return result.rows[0].applied as boolean;
}

async function userWithPlan() {
  const user = await createUser();
  const plan = randomUUID();
  await as(signedIn(user), 'insert into public.synced_plans (id) values ($1)', [plan]);
  return { user, plan };
}

/** The user's plan as the owner of the database sees it. */
async function planOf(user: string) {
  const rows = async (sql: string) => (await asOwner(sql, [user])).rows;
  return {
    saved: (await rows('select festival_id from public.saved_festivals where user_id = $1 order by festival_id')).map((row) => row.festival_id as number),
    packed: (await rows('select item_id from public.packed_items where user_id = $1 order by item_id')).map((row) => row.item_id as string),
    pin: (await rows('select lat, lng, pinned_at from public.pinned_spots where user_id = $1'))[0] ?? null,
    custom: await rows('select id, category_id, name, packed from public.custom_gear_items where user_id = $1 order by name'),
  };
}

const changeCount = async (user: string) => Number((await asOwner('select count(*) from private.plan_changes where user_id = $1', [user])).rows[0].count);

describe('apply_plan_changes: one sync of a device in one call', () => {
  it('adds and removes festivals and items and stores the pin, in one transaction under the plan', async () => {
    const { user, plan } = await userWithPlan();
    const pin = { lat: 51.5, lng: -0.12, pinnedAt: '2026-11-25T10:00:00.000Z' };

    expect(await applyChanges(signedIn(user), plan, { saved: { add: [1, 2] }, packed: { add: ['tent', 'headlamp'] }, pin })).toBe(true);
    expect(await applyChanges(signedIn(user), plan, { saved: { add: [3], remove: [1] }, packed: { remove: ['tent'] } })).toBe(true);

    expect(await planOf(user)).toEqual({ saved: [2, 3], packed: ['headlamp'], pin: { lat: 51.5, lng: -0.12, pinned_at: new Date(pin.pinnedAt) }, custom: [] });
    const rows = await asOwner('select count(*) from public.saved_festivals where user_id = $1 and plan_id = $2', [user, plan]);
    expect(Number(rows.rows[0].count)).toBe(2);

    await applyChanges(signedIn(user), plan, { pin: null });
    expect((await planOf(user)).pin).toBeNull();
  });

  it('applies a change id once: the same sync sent again changes nothing, even after another device removed what it added', async () => {
    const { user, plan } = await userWithPlan();
    const change = randomUUID();

    expect(await applyChanges(signedIn(user), plan, { saved: { add: [1] } }, change)).toBe(true);
    await applyChanges(signedIn(user), plan, { saved: { remove: [1] } });
    expect(await applyChanges(signedIn(user), plan, { saved: { add: [1] } }, change)).toBe(false);

    expect((await planOf(user)).saved).toEqual([]);
  });

  it('keeps the 100 latest change ids of a user, and they go with the plan', async () => {
    const { user, plan } = await userWithPlan();
    for (let count = 0; count < 101; count += 1) await applyChanges(signedIn(user), plan, {});
    expect(await changeCount(user)).toBe(100);

    await as(signedIn(user), 'delete from public.synced_plans');
    expect(await changeCount(user)).toBe(0);
  });

  it('dates by the server clock a pin dated beyond the bound, which a direct write still refuses', async () => {
    const { user, plan } = await userWithPlan();
    const ahead = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString();

    await applyChanges(signedIn(user), plan, { pin: { lat: 1, lng: 2, pinnedAt: ahead } });
    const [{ now }] = (await asOwner('select now() as now')).rows as [{ now: Date }];
    const stored = (await planOf(user)).pin as { pinned_at: Date };
    expect(Math.abs(stored.pinned_at.getTime() - now.getTime())).toBeLessThan(60_000);

    const hoursAhead = new Date(Date.now() + 3 * 3600 * 1000).toISOString();
    await applyChanges(signedIn(user), plan, { pin: { lat: 1, lng: 2, pinnedAt: hoursAhead } });
    expect(((await planOf(user)).pin as { pinned_at: Date }).pinned_at).toEqual(new Date(hoursAhead));

    await expect(as(signedIn(user), `update public.pinned_spots set pinned_at = $1`, [ahead])).rejects.toMatchObject({
      code: '23514',
      constraint: 'pinned_spots_pinned_at_not_future',
    });
  });
});

describe('apply_plan_changes: own gear items, per item and per field', () => {
  const tent = { id: randomUUID(), category: 'camping', name: 'Spare pegs', packed: false };

  it('adds an item, and changes only the fields a call carries, so a rename and a tick from two devices both stay', async () => {
    const { user, plan } = await userWithPlan();
    await applyChanges(signedIn(user), plan, { custom: { upsert: [tent] } });
    await applyChanges(signedIn(user), plan, { custom: { upsert: [{ id: tent.id, category: tent.category, name: 'Tent pegs' }] } });
    await applyChanges(signedIn(user), plan, { custom: { upsert: [{ id: tent.id, category: tent.category, packed: true }] } });

    expect((await planOf(user)).custom).toEqual([{ id: tent.id, category_id: 'camping', name: 'Tent pegs', packed: true }]);
  });

  it('keeps a removal: a later rename or tick of the removed item, or its add sent again, adds nothing', async () => {
    const { user, plan } = await userWithPlan();
    const other = { id: randomUUID(), category: 'camping', name: 'Mallet', packed: true };
    await applyChanges(signedIn(user), plan, { custom: { upsert: [tent, other] } });
    await applyChanges(signedIn(user), plan, { custom: { remove: [tent.id] } });
    await applyChanges(signedIn(user), plan, { custom: { upsert: [{ ...tent, name: 'Renamed elsewhere', packed: true }] } });

    expect((await planOf(user)).custom).toEqual([{ id: other.id, category_id: 'camping', name: 'Mallet', packed: true }]);
    await as(signedIn(user), 'delete from public.synced_plans');
    expect(Number((await asOwner('select count(*) from private.removed_gear_items where user_id = $1', [user])).rows[0].count)).toBe(0);
  });

  it("refuses a name the table's check refuses with 23514, and keeps none of the call", async () => {
    const { user, plan } = await userWithPlan();
    await expect(applyChanges(signedIn(user), plan, { saved: { add: [1] }, custom: { upsert: [{ ...tent, name: ' untrimmed' }] } })).rejects.toMatchObject({
      code: '23514',
      constraint: 'custom_gear_items_name_length',
    });
    expect(await planOf(user)).toMatchObject({ saved: [], custom: [] });
  });
});

describe('apply_plan_changes refuses as the tables do, and applies nothing then', () => {
  it('refuses a change for a plan deleted meanwhile with 23503, and records no change id', async () => {
    const { user, plan } = await userWithPlan();
    await as(signedIn(user), 'delete from public.synced_plans');
    const change = randomUUID();

    await expect(applyChanges(signedIn(user), plan, { saved: { remove: [1] } }, change)).rejects.toMatchObject({ code: '23503' });
    expect(await changeCount(user)).toBe(0);
  });

  it('refuses the 501st festival with 23514 (counted after the removals), and keeps none of the call', async () => {
    const { user, plan } = await userWithPlan();
    await applyChanges(signedIn(user), plan, { saved: { add: Array.from({ length: 500 }, (_, index) => index + 1) } });
    const change = randomUUID();

    await expect(applyChanges(signedIn(user), plan, { saved: { add: [501, 502], remove: [1] } }, change)).rejects.toMatchObject({
      code: '23514',
      constraint: 'saved_festivals_per_user_limit',
    });
    const { saved } = await planOf(user);
    expect([saved.length, saved[0]]).toEqual([500, 1]);
    expect(await applyChanges(signedIn(user), plan, { saved: { remove: [1] } }, change)).toBe(true);
  });

  it("refuses an item id the table's check refuses with 23514", async () => {
    const { user, plan } = await userWithPlan();
    await expect(applyChanges(signedIn(user), plan, { packed: { add: ['Not An Id'] } })).rejects.toMatchObject({
      code: '23514',
      constraint: 'packed_items_item_id_shape',
    });
  });
});

describe("apply_plan_changes is the owner's only", () => {
  it('cannot be called by anon', async () => {
    const { plan } = await userWithPlan();
    await expect(applyChanges(anon, plan, { saved: { add: [1] } })).rejects.toMatchObject({ code: '42501' });
  });

  it("cannot touch another user's plan: their plan's id is refused, and the caller's removals reach only the caller's rows", async () => {
    const owner = await userWithPlan();
    const other = await userWithPlan();
    const ownItem = { id: randomUUID(), category: 'camping', name: 'Mallet' };
    await applyChanges(signedIn(owner.user), owner.plan, {
      saved: { add: [1] },
      packed: { add: ['tent'] },
      pin: { lat: 1, lng: 2, pinnedAt: '2026-11-25T10:00:00Z' },
      custom: { upsert: [ownItem] },
    });
    const before = await planOf(owner.user);

    await expect(applyChanges(signedIn(other.user), owner.plan, { saved: { add: [2] } })).rejects.toMatchObject({ code: '23503' });
    await applyChanges(signedIn(other.user), other.plan, { saved: { remove: [1] }, packed: { remove: ['tent'] }, pin: null, custom: { remove: [ownItem.id] } });

    expect(await planOf(owner.user)).toEqual(before);
  });

  it('keeps its change ids where the Data API does not reach, readable by their owner only', async () => {
    const owner = await userWithPlan();
    const other = await createUser();
    await applyChanges(signedIn(owner.user), owner.plan, {});

    expect((await as(signedIn(owner.user), 'select count(*) from private.plan_changes')).rows[0].count).toBe('1');
    expect((await as(signedIn(other), 'select count(*) from private.plan_changes')).rows[0].count).toBe('0');
    await expect(as(anon, 'select count(*) from private.plan_changes')).rejects.toMatchObject({ code: '42501' });
  });
});
