import type { RequestHandler } from 'msw';
import { memoryTableStore, postgrestHandlers, RANDOM_TOKEN, type DatabaseFunction, type Row, type Statements, type Table, type TableStore } from './postgrest';

/**
 * The tables of the site's Supabase project, as its migrations create them: the visitor's plan
 * (the synced plan itself, then its saved festivals, packed items, pinned spot and own gear items,
 * each row owned by its user and naming the plan it belongs to), the change ids a sync applied (in
 * `private`, for the function `apply_plan_changes` only), and the email sign-ups, which only the
 * newsletter function writes and nobody reads through the API.
 * Constraint names and error texts are the migrations' own.
 */

const between = (value: Row[string] | undefined, low: number, high: number) => typeof value === 'number' && value >= low && value <= high;

const ownedByTheUser = {
  grants: { authenticated: { select: true, insert: true, update: true, delete: true } },
  policies: { select: ['authenticated'], insert: ['authenticated'], update: ['authenticated'], delete: ['authenticated'] },
  ownerColumn: 'user_id',
  touchedColumn: 'updated_at',
} satisfies Partial<Table>;

/** The account's synced plan: started and deleted by its owner, never changed. */
export const syncedPlans: Table = {
  name: 'synced_plans',
  columns: {
    user_id: { type: 'uuid', default: 'auth.uid()' },
    id: { type: 'uuid', default: 'gen_random_uuid()' },
    created_at: { type: 'timestamptz', default: 'now()' },
  },
  primaryKey: ['user_id'],
  unique: [{ name: 'synced_plans_user_id_id_key', columns: ['user_id', 'id'] }],
  grants: { authenticated: { select: true, insert: ['user_id', 'id'], delete: true } },
  policies: { select: ['authenticated'], insert: ['authenticated'], delete: ['authenticated'] },
  ownerColumn: 'user_id',
};

/** Each plan row belongs to its user's current plan: deleting the plan deletes the row, a deleted plan's id is refused. */
const inThePlan = (table: string): Table['foreignKeys'] => [
  { name: `${table}_plan_fkey`, columns: ['user_id', 'plan_id'], references: { table: syncedPlans.name, columns: ['user_id', 'id'] }, onDelete: 'cascade' },
];

const timestamps = {
  created_at: { type: 'timestamptz', default: 'now()' },
  updated_at: { type: 'timestamptz', default: 'now()' },
} satisfies Table['columns'];

export const savedFestivals: Table = {
  name: 'saved_festivals',
  columns: {
    user_id: { type: 'uuid', default: 'auth.uid()' },
    festival_id: { type: 'integer' },
    ...timestamps,
    plan_id: { type: 'uuid' },
  },
  primaryKey: ['user_id', 'festival_id'],
  checks: [{ name: 'saved_festivals_festival_id_range', holds: (row) => between(row.festival_id, 1, 9999) }],
  rowLimit: { name: 'saved_festivals_per_user_limit', max: 500, details: 'A user saves at most 500 festivals.' },
  foreignKeys: inThePlan('saved_festivals'),
  ...ownedByTheUser,
};

const ITEM_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

/** An id of the checklist (an item's, a category's): lowercase words joined by hyphens, 1 to 64 characters. */
const isChecklistId = (id: Row[string] | undefined) => typeof id === 'string' && id.length >= 1 && id.length <= 64 && ITEM_ID.test(id);

/** How far ahead of the server's clock a pin may be dated. */
const DAY_MS = 24 * 60 * 60 * 1000;

export const packedItems: Table = {
  name: 'packed_items',
  columns: {
    user_id: { type: 'uuid', default: 'auth.uid()' },
    item_id: { type: 'text' },
    ...timestamps,
    plan_id: { type: 'uuid' },
  },
  primaryKey: ['user_id', 'item_id'],
  checks: [
    {
      name: 'packed_items_item_id_shape',
      holds: ({ item_id: id }) => isChecklistId(id),
    },
  ],
  rowLimit: { name: 'packed_items_per_user_limit', max: 500, details: 'A user packs at most 500 items.' },
  foreignKeys: inThePlan('packed_items'),
  ...ownedByTheUser,
};

export const pinnedSpots: Table = {
  name: 'pinned_spots',
  columns: {
    user_id: { type: 'uuid', default: 'auth.uid()' },
    lat: { type: 'double precision' },
    lng: { type: 'double precision' },
    pinned_at: { type: 'timestamptz' },
    updated_at: { type: 'timestamptz', default: 'now()' },
    plan_id: { type: 'uuid' },
  },
  primaryKey: ['user_id'],
  checks: [
    { name: 'pinned_spots_lat_range', holds: (row) => between(row.lat, -90, 90) },
    { name: 'pinned_spots_lng_range', holds: (row) => between(row.lng, -180, 180) },
  ],
  triggerChecks: [
    {
      name: 'pinned_spots_pinned_at_not_future',
      holds: ({ pinned_at: at }) => typeof at !== 'string' || Date.parse(at) <= Date.now() + DAY_MS,
      details: 'A pin is dated at most one day ahead of the time it is written.',
    },
  ],
  foreignKeys: inThePlan('pinned_spots'),
  ...ownedByTheUser,
};

/** A private table of `apply_plan_changes`: its caller reads, records and forgets their own rows, only through the function. */
const keptForTheFunction = {
  grants: { authenticated: { select: true, insert: true, delete: true } },
  policies: { select: ['authenticated'], insert: ['authenticated'], delete: ['authenticated'] },
  ownerColumn: 'user_id',
} satisfies Partial<Table>;

/** The change ids applied to each plan, kept for the function that applies them. */
export const planChanges: Table = {
  name: 'plan_changes',
  schema: 'private',
  columns: {
    user_id: { type: 'uuid', default: 'auth.uid()' },
    plan_id: { type: 'uuid' },
    change_id: { type: 'uuid' },
    applied_at: { type: 'timestamptz', default: 'now()' },
  },
  primaryKey: ['user_id', 'change_id'],
  foreignKeys: inThePlan('plan_changes'),
  ...keptForTheFunction,
};

/** The own gear items removed from each plan, kept so that a later call never brings one back. */
export const removedGearItems: Table = {
  name: 'removed_gear_items',
  schema: 'private',
  columns: {
    user_id: { type: 'uuid', default: 'auth.uid()' },
    plan_id: { type: 'uuid' },
    id: { type: 'uuid' },
    removed_at: { type: 'timestamptz', default: 'now()' },
  },
  primaryKey: ['user_id', 'id'],
  foreignKeys: inThePlan('removed_gear_items'),
  ...keptForTheFunction,
};

/** How many change ids the account keeps per user. */
const KEPT_CHANGES = 100;
/** How many removed own gear items the account keeps per user. */
const KEPT_REMOVALS = 1000;

/** An own gear item as a sync sends it: `name` and `packed` left out are left as the account holds them. */
type CustomGearChange = { id: string; category: string; name?: string; packed?: boolean };

type PlanChangesArgs = {
  plan: string;
  change: string;
  changes: {
    saved?: { add?: number[]; remove?: number[] };
    packed?: { add?: string[]; remove?: string[] };
    pin?: { lat: number; lng: number; pinnedAt: string } | null;
    custom?: { upsert?: CustomGearChange[]; remove?: string[] };
  };
};

const listed = (values: readonly (number | string)[]) => `in.(${values.join(',')})`;

const ignoring = (onConflict: string) => ({ onConflict, resolution: 'ignore-duplicates' as const });

/** Removes the rows of `table` beyond the `kept` latest by `order`, each named by `column`. */
async function keepLatest(statements: Statements, table: string, column: string, order: string, kept: number) {
  const rows = await statements.select(table, `select=${column}&order=${order}`);
  const old = rows.slice(kept).map((row) => String(row[column]));
  if (old.length > 0) await statements.remove(table, `${column}=${listed(old)}`);
}

/**
 * Own gear items, per item and per field (supabase/migrations/*_plan_sync_own_gear.sql): the
 * removed ones are deleted and kept as removed (the 1,000 latest); a held item takes the fields
 * the call carries; an item neither held nor removed is added.
 */
async function applyCustomGear(statements: Statements, plan: string, { upsert = [], remove = [] }: { upsert?: CustomGearChange[]; remove?: string[] }) {
  if (remove.length > 0) {
    await statements.remove('custom_gear_items', `id=${listed(remove)}`);
    await statements.upsert('removed_gear_items', remove.map((id) => ({ plan_id: plan, id })), ignoring('user_id,id'));
    await keepLatest(statements, 'removed_gear_items', 'id', 'removed_at.desc,id.asc', KEPT_REMOVALS);
  }
  if (upsert.length === 0) return;
  const ids = listed(upsert.map((item) => item.id));
  const held = await statements.select('custom_gear_items', `select=id,plan_id,category_id,name,packed&id=${ids}`);
  const gone = new Set((await statements.select('removed_gear_items', `select=id&id=${ids}`)).map((row) => row.id));
  const changed = held.flatMap((row) => {
    const item = upsert.find((candidate) => candidate.id === row.id);
    return item ? [{ ...row, name: item.name ?? row.name ?? null, packed: item.packed ?? row.packed ?? null }] : [];
  });
  const added = upsert
    .filter((item) => !gone.has(item.id) && !held.some((row) => row.id === item.id))
    .map((item) => ({ plan_id: plan, id: item.id, category_id: item.category, name: item.name ?? null, packed: item.packed ?? false }));
  if (changed.length > 0) await statements.upsert('custom_gear_items', changed, { onConflict: 'user_id,id', resolution: 'merge-duplicates' });
  if (added.length > 0) await statements.upsert('custom_gear_items', added, ignoring('user_id,id'));
}

/**
 * One sync's changes in one call, applied once per change id (supabase/migrations/
 * *_plan_sync_changes.sql, *_plan_sync_own_gear.sql): the id is recorded first (a plan gone
 * refuses it, 23503; an id recorded before makes the call change nothing and answer false), the
 * 100 latest ids are kept, then the removals, the adds, the own gear items and the pin, a pin
 * dated more than a day ahead dated now.
 */
export const applyPlanChanges: DatabaseFunction = {
  name: 'apply_plan_changes',
  parameters: ['plan', 'change', 'changes'],
  grants: ['authenticated'],
  run: async (args, statements) => {
    const { plan, change, changes } = args as PlanChangesArgs;
    const recorded = await statements.upsert('plan_changes', [{ plan_id: plan, change_id: change }], ignoring('user_id,change_id'));
    if (recorded.length === 0) return false;
    await keepLatest(statements, 'plan_changes', 'change_id', 'applied_at.desc,change_id.asc', KEPT_CHANGES);

    const { saved = {}, packed = {}, pin, custom = {} } = changes;
    if (saved.remove?.length) await statements.remove('saved_festivals', `festival_id=${listed(saved.remove)}`);
    if (saved.add?.length) await statements.upsert('saved_festivals', saved.add.map((id) => ({ plan_id: plan, festival_id: id })), ignoring('user_id,festival_id'));
    if (packed.remove?.length) await statements.remove('packed_items', `item_id=${listed(packed.remove)}`);
    if (packed.add?.length) await statements.upsert('packed_items', packed.add.map((id) => ({ plan_id: plan, item_id: id })), ignoring('user_id,item_id'));
    await applyCustomGear(statements, plan, custom);
    if (pin === null) await statements.remove('pinned_spots', '');
    else if (pin) {
      const pinnedAt = Date.parse(pin.pinnedAt) > Date.now() + DAY_MS ? new Date().toISOString() : pin.pinnedAt;
      await statements.upsert('pinned_spots', [{ plan_id: plan, lat: pin.lat, lng: pin.lng, pinned_at: pinnedAt }], { onConflict: 'user_id', resolution: 'merge-duplicates' });
    }
    return true;
  },
};

/** Whether `name` is as `btrim(name, E' \t\n\r')` leaves it: no space, tab or line break at either end. */
const isTrimmed = (name: string) => !/^[ \t\n\r]|[ \t\n\r]$/.test(name);

/** Items the visitor added to the checklist themselves, with the ids their browser gave them. */
export const customGearItems: Table = {
  name: 'custom_gear_items',
  columns: {
    user_id: { type: 'uuid', default: 'auth.uid()' },
    plan_id: { type: 'uuid' },
    id: { type: 'uuid' },
    category_id: { type: 'text' },
    name: { type: 'text' },
    packed: { type: 'boolean', default: 'false' },
    ...timestamps,
  },
  primaryKey: ['user_id', 'id'],
  checks: [
    {
      name: 'custom_gear_items_category_id_shape',
      holds: ({ category_id: id }) => isChecklistId(id),
    },
    {
      name: 'custom_gear_items_name_length',
      holds: ({ name }) => typeof name === 'string' && [...name].length >= 1 && [...name].length <= 80 && isTrimmed(name),
    },
  ],
  rowLimit: { name: 'custom_gear_items_per_user_limit', max: 500, details: 'A user keeps at most 500 gear items of their own.' },
  foreignKeys: inThePlan('custom_gear_items'),
  ...ownedByTheUser,
};

const EMAIL = /^[^@\s]+@[^@\s]+$/;

export const newsletterSignups: Table = {
  name: 'newsletter_signups',
  columns: {
    id: { type: 'bigint', default: 'identity' },
    email: { type: 'text' },
    source: { type: 'text' },
    created_at: { type: 'timestamptz', default: 'now()' },
    confirm_token_hash: { type: 'text', nullable: true },
    confirm_expires_at: { type: 'timestamptz', nullable: true },
    confirmed_at: { type: 'timestamptz', nullable: true },
    unsubscribe_token: { type: 'text', default: RANDOM_TOKEN },
    unsubscribed_at: { type: 'timestamptz', nullable: true },
    emailed_at: { type: 'timestamptz', nullable: true },
  },
  primaryKey: ['id'],
  unique: [
    { name: 'newsletter_signups_email_source', columns: ['email', 'source'], lowerCase: ['email'] },
    { name: 'newsletter_signups_confirm_token', columns: ['confirm_token_hash'] },
    { name: 'newsletter_signups_unsubscribe_token', columns: ['unsubscribe_token'] },
  ],
  checks: [
    {
      name: 'newsletter_signups_email_shape',
      holds: ({ email }) => typeof email === 'string' && email.length >= 3 && email.length <= 254 && EMAIL.test(email),
    },
    { name: 'newsletter_signups_source_known', holds: ({ source }) => source === 'home' || source === 'community' || source === 'footer' },
  ],
  // Only the newsletter function writes (mocks/newsletter.ts); the API neither reads nor writes.
  grants: {},
  policies: {},
};

export const supabaseTables: Table[] = [syncedPlans, savedFestivals, packedItems, pinnedSpots, customGearItems, planChanges, removedGearItems, newsletterSignups];

export const supabaseFunctions: DatabaseFunction[] = [applyPlanChanges];

/** The Data API of the site's project, its rows in `store`. */
export const supabaseDataHandlers = ({ store = memoryTableStore() }: { store?: TableStore } = {}): RequestHandler[] =>
  postgrestHandlers({ tables: supabaseTables, functions: supabaseFunctions, store });
