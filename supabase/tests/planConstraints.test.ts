import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { signedIn, openTestDatabase } from './testDatabase.ts';

const { as, createUser } = openTestDatabase();

/** The user's synced plan, started on their first write, as the app starts it. */
const plans = new Map<string, string>();
async function planOf(userId: string) {
  const known = plans.get(userId);
  if (known) return known;
  const plan = randomUUID();
  await as(signedIn(userId), 'insert into public.synced_plans (id) values ($1)', [plan]);
  plans.set(userId, plan);
  return plan;
}

/** A user that was never created, and a plan id they could never have started. */
const nobody = () => ({ userId: randomUUID(), planId: randomUUID() });

const saveFestival = async (userId: string, festivalId: unknown, planId?: string) =>
  as(signedIn(userId), 'insert into public.saved_festivals (plan_id, festival_id) values ($1, $2)', [planId ?? (await planOf(userId)), festivalId]);
const packItem = async (userId: string, itemId: unknown, planId?: string) =>
  as(signedIn(userId), 'insert into public.packed_items (plan_id, item_id) values ($1, $2)', [planId ?? (await planOf(userId)), itemId]);
const pinSpot = async (userId: string, spot: { lat?: unknown; lng?: unknown; pinnedAt?: unknown }, planId?: string) => {
  const { lat, lng, pinnedAt } = { lat: 51.5, lng: -0.12, pinnedAt: '2026-11-25T10:00:00Z', ...spot };
  return as(signedIn(userId), 'insert into public.pinned_spots (plan_id, lat, lng, pinned_at) values ($1, $2, $3, $4)', [
    planId ?? (await planOf(userId)),
    lat,
    lng,
    pinnedAt,
  ]);
};

const violates = (constraint: string) => ({ code: '23514', constraint });
const missing = (column: string) => ({ code: '23502', column });
const duplicate = (constraint: string) => ({ code: '23505', constraint });

describe('saved_festivals', () => {
  it.each([0, -1, 10000])('refuses festival id %s (ids run from 1 to 9999)', async (festivalId) => {
    await expect(saveFestival(await createUser(), festivalId)).rejects.toMatchObject(violates('saved_festivals_festival_id_range'));
  });

  it('accepts the first and the last festival id', async () => {
    const user = await createUser();
    await saveFestival(user, 1);
    await saveFestival(user, 9999);
  });

  it('refuses a row without a festival id', async () => {
    await expect(saveFestival(await createUser(), null)).rejects.toMatchObject(missing('festival_id'));
  });

  it('refuses the same festival twice for one user', async () => {
    const user = await createUser();
    await saveFestival(user, 7);
    await expect(saveFestival(user, 7)).rejects.toMatchObject(duplicate('saved_festivals_pkey'));
  });

  it('refuses a user that does not exist', async () => {
    const { userId, planId } = nobody();
    await expect(saveFestival(userId, 7, planId)).rejects.toMatchObject({ code: '23503', constraint: 'saved_festivals_user_id_fkey' });
  });
});

describe('packed_items', () => {
  it.each(['', 'a'.repeat(65), 'Tent', 'tent pegs', '-tent', 'tent-', 'tent--pegs', 'tent_pegs', 'tént'])(
    'refuses item id %j (lowercase words joined by single hyphens, 1 to 64 characters)',
    async (itemId) => {
      await expect(packItem(await createUser(), itemId)).rejects.toMatchObject(violates('packed_items_item_id_shape'));
    },
  );

  it('accepts the ids the checklist uses, up to 64 characters', async () => {
    const user = await createUser();
    await packItem(user, 'tent');
    await packItem(user, 'sleeping-bag-2');
    await packItem(user, 'a'.repeat(64));
  });

  it('refuses a row without an item id', async () => {
    await expect(packItem(await createUser(), null)).rejects.toMatchObject(missing('item_id'));
  });

  it('refuses the same item twice for one user', async () => {
    const user = await createUser();
    await packItem(user, 'tent');
    await expect(packItem(user, 'tent')).rejects.toMatchObject(duplicate('packed_items_pkey'));
  });

  it('refuses a user that does not exist', async () => {
    const { userId, planId } = nobody();
    await expect(packItem(userId, 'tent', planId)).rejects.toMatchObject({ code: '23503', constraint: 'packed_items_user_id_fkey' });
  });
});

describe('pinned_spots', () => {
  it.each([90.0001, -90.5, 'NaN', 'Infinity'])('refuses latitude %s', async (lat) => {
    await expect(pinSpot(await createUser(), { lat })).rejects.toMatchObject(violates('pinned_spots_lat_range'));
  });

  it.each([180.0001, -181, 'NaN', '-Infinity'])('refuses longitude %s', async (lng) => {
    await expect(pinSpot(await createUser(), { lng })).rejects.toMatchObject(violates('pinned_spots_lng_range'));
  });

  it('accepts the edges of the map', async () => {
    await pinSpot(await createUser(), { lat: 90, lng: -180 });
    await pinSpot(await createUser(), { lat: -90, lng: 180 });
  });

  it.each([
    ['lat', { lat: null }],
    ['lng', { lng: null }],
    ['pinned_at', { pinnedAt: null }],
  ])('refuses a spot without %s', async (column, spot) => {
    await expect(pinSpot(await createUser(), spot)).rejects.toMatchObject(missing(column));
  });

  it('refuses a second spot for one user', async () => {
    const user = await createUser();
    await pinSpot(user, {});
    await expect(pinSpot(user, { lat: 48.85, lng: 2.35 })).rejects.toMatchObject(duplicate('pinned_spots_pkey'));
  });

  it('refuses a user that does not exist', async () => {
    const { userId, planId } = nobody();
    await expect(pinSpot(userId, {}, planId)).rejects.toMatchObject({ code: '23503', constraint: 'pinned_spots_user_id_fkey' });
  });
});

describe('custom_gear_items', () => {
  const itemId = () => randomUUID();
  const addItem = async (userId: string, item: { id?: unknown; categoryId?: unknown; name?: unknown }, planId?: string) => {
    const { id, categoryId, name } = { id: itemId(), categoryId: 'camping', name: 'Tent pegs', ...item };
    return as(signedIn(userId), 'insert into public.custom_gear_items (plan_id, id, category_id, name) values ($1, $2, $3, $4)', [
      planId ?? (await planOf(userId)),
      id,
      categoryId,
      name,
    ]);
  };

  it.each(['', 'x'.repeat(81), ' Tent pegs', 'Tent pegs ', '\tTent pegs', 'Tent pegs\n'])(
    'refuses the name %j (1 to 80 characters, trimmed)',
    async (name) => {
      await expect(addItem(await createUser(), { name })).rejects.toMatchObject(violates('custom_gear_items_name_length'));
    },
  );

  it('accepts a name of one character, one of 80, and one of 80 letters outside the Basic Latin block', async () => {
    const user = await createUser();
    await addItem(user, { name: 'x' });
    await addItem(user, { name: 'x'.repeat(80) });
    await addItem(user, { name: 'é'.repeat(80) });
  });

  it.each(['', 'Camping', 'personal care', 'no_such', 'a'.repeat(65)])('refuses the category id %j', async (categoryId) => {
    await expect(addItem(await createUser(), { categoryId })).rejects.toMatchObject(violates('custom_gear_items_category_id_shape'));
  });

  it.each([
    ['id', { id: null }],
    ['category_id', { categoryId: null }],
    ['name', { name: null }],
  ])('refuses an item without %s', async (column, item) => {
    await expect(addItem(await createUser(), item)).rejects.toMatchObject(missing(column));
  });

  it('refuses an id that is not a UUID', async () => {
    await expect(addItem(await createUser(), { id: 'tent-pegs' })).rejects.toMatchObject({ code: '22P02' });
  });

  it('starts unticked, and refuses the same id twice for one user while another user may hold it', async () => {
    const user = await createUser();
    const id = itemId();
    await addItem(user, { id });
    expect((await as(signedIn(user), 'select packed from public.custom_gear_items')).rows).toEqual([{ packed: false }]);
    await expect(addItem(user, { id, name: 'Other' })).rejects.toMatchObject(duplicate('custom_gear_items_pkey'));
    await addItem(await createUser(), { id });
  });

  it('refuses a user that does not exist', async () => {
    const { userId, planId } = nobody();
    await expect(addItem(userId, {}, planId)).rejects.toMatchObject({ code: '23503', constraint: 'custom_gear_items_user_id_fkey' });
  });
});
