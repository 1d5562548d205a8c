import type { AccountSnapshot, PlanAnswer, PlanDatabase, PlanRequest, PlanRequestFailure } from './planRequests';

/** How far ahead of the server's clock a pin may be dated (supabase/migrations/*_plan_limits.sql). */
const DAY_MS = 24 * 60 * 60 * 1000;
const LIMIT = 500;
const ITEM_ID = /^[a-z0-9]+(-[a-z0-9]+)*$/;

type Pin = { lat: number; lng: number; pinned_at: string; plan_id: string };
type CustomGearRow = { category_id: string; name: string; packed: boolean; plan_id: string };
/** An own gear item as a sync sends it: `name` and `packed` left out are left as the account holds them. */
type CustomGearChange = { id: string; category: string; name?: string; packed?: boolean };

/**
 * One user's rows: the synced plan's id, each plan row with the plan id it names, the change ids
 * applied to the plan (oldest first) and the own gear items removed from it (oldest first).
 */
type UserRows = {
  planId: string | null;
  saved: Map<number, string>;
  packed: Map<string, string>;
  pin: Pin | null;
  custom: Map<string, CustomGearRow>;
  changes: string[];
  removedCustom: string[];
};

/** What one sync sends `apply_plan_changes`. */
type PlanChangesArgs = {
  plan: string;
  change: string;
  changes: {
    saved: { add: number[]; remove: number[] };
    packed: { add: string[]; remove: string[] };
    pin?: { lat: number; lng: number; pinnedAt: string } | null;
    custom?: { upsert: CustomGearChange[]; remove: string[] };
  };
};

/** How many change ids, and removed own gear items, the database keeps per user. */
const KEPT_CHANGES = 100;
const KEPT_REMOVALS = 1000;
const NAME_LENGTH = 80;

class Refused extends Error {
  constructor(readonly failure: PlanRequestFailure) {
    super(failure.message);
  }
}

const refuse = (code: string, message: string, details = ''): never => {
  throw new Refused({ code, message, details, hint: '' });
};

const checkViolation = (table: string, constraint: string, details = '') =>
  refuse('23514', `new row for relation "${table}" violates check constraint "${constraint}"`, details);

const planGone = (table: string) =>
  refuse('23503', `insert or update on table "${table}" violates foreign key constraint "${table}_plan_fkey"`);

const rowLevelSecurity = (table: string) => refuse('42501', `new row violates row-level security policy for table "${table}"`);

/**
 * The account database in memory, with the rules the migrations give PostgreSQL: one synced plan
 * per user (started by an insert that ignores an existing one, never changed), every plan row
 * naming its user's plan by id (a row naming another id is refused with 23503, and deleting the
 * plan deletes its rows), at most 500 saved festivals and 500 packed items per user, a pin dated at
 * most one day ahead of the server's clock (23514), the columns' checks, and row level security:
 * a caller reads, writes and deletes only their own rows; and the function a sync calls,
 * `apply_plan_changes`. Each request is one statement: it is applied whole or refused whole.
 */
export function memoryPlanDatabase(): PlanDatabase {
  const users = new Map<string, UserRows>();
  const rowsOf = (userId: string): UserRows => {
    let rows = users.get(userId);
    if (!rows) users.set(userId, (rows = { planId: null, saved: new Map(), packed: new Map(), pin: null, custom: new Map(), changes: [], removedCustom: [] }));
    return rows;
  };

  /** The caller's rows of the request's table (row level security hides everyone else's), as PostgreSQL would list them. */
  function tableRows(caller: string, table: PlanRequest['table']): Record<string, unknown>[] {
    const user = rowsOf(caller);
    switch (table) {
      case 'synced_plans':
        return user.planId === null ? [] : [{ user_id: caller, id: user.planId }];
      case 'saved_festivals':
        return [...user.saved].map(([festival_id, plan_id]) => ({ user_id: caller, festival_id, plan_id }));
      case 'packed_items':
        return [...user.packed].map(([item_id, plan_id]) => ({ user_id: caller, item_id, plan_id }));
      case 'pinned_spots':
        return user.pin ? [{ user_id: caller, ...user.pin }] : [];
      case 'custom_gear_items':
        return [...user.custom].map(([id, row]) => ({ user_id: caller, id, ...row }));
      case 'apply_plan_changes':
        return refuse('42809', 'apply_plan_changes is a function');
    }
  }

  /** The caller's rows that pass every `eq` and `in` filter of the request. */
  function matching(caller: string, request: PlanRequest): Record<string, unknown>[] {
    return tableRows(caller, request.table).filter(
      (row) => request.eq.every(([column, value]) => row[column] === value) && request.in.every(([column, values]) => values.includes(row[column])),
    );
  }

  function ownRows(caller: string, request: PlanRequest): Record<string, unknown>[] {
    const rows = request.rows ?? [];
    for (const row of rows) if ((row.user_id ?? caller) !== caller) rowLevelSecurity(request.table);
    return rows;
  }

  function select(caller: string, request: PlanRequest): unknown[] {
    const columns = (request.columns ?? '*').split(',').map((column) => column.trim());
    return matching(caller, request).map((row) => (columns.includes('*') ? row : Object.fromEntries(columns.map((column) => [column, row[column]]))));
  }

  /** Adds the rows of a set table that are not held yet; a held key is left as it is (`on conflict do nothing`). */
  function insertSetRows<K>(
    caller: string,
    request: PlanRequest,
    held: Map<K, string>,
    key: (row: Record<string, unknown>) => K,
    valid: (value: K) => boolean,
    checkName: string,
    limitName: string,
    limitText: string,
  ) {
    const user = rowsOf(caller);
    const rows = ownRows(caller, request);
    if (!request.ignoreDuplicates) refuse('42501', `the app never updates ${request.table}`);
    const added = new Map<K, string>();
    // Per row, as PostgreSQL runs the BEFORE INSERT trigger then the checks: the limit counts the rows before it.
    for (const row of rows) {
      const value = key(row);
      if (held.has(value) || added.has(value)) continue;
      if (held.size + added.size >= LIMIT) checkViolation(request.table, limitName, limitText);
      if (!valid(value)) checkViolation(request.table, checkName);
      added.set(value, String(row.plan_id));
    }
    // The foreign key is checked at the end of the statement, for the rows it inserted only.
    for (const planId of added.values()) if (planId !== user.planId) planGone(request.table);
    for (const [value, planId] of added) held.set(value, planId);
  }

  /** A pin as the table takes it: its date checked against the server's clock, then its coordinates. */
  function checkedPin(row: Record<string, unknown>, serverTime: number, redateAhead: boolean): Pin {
    const pin = { lat: Number(row.lat), lng: Number(row.lng), pinned_at: String(row.pinned_at), plan_id: String(row.plan_id) };
    const at = Date.parse(pin.pinned_at);
    if (Number.isNaN(at)) refuse('22007', `invalid input syntax for type timestamp with time zone: "${pin.pinned_at}"`);
    if (at > serverTime + DAY_MS) {
      if (redateAhead) pin.pinned_at = new Date(serverTime).toISOString();
      else checkViolation('pinned_spots', 'pinned_spots_pinned_at_not_future', 'A pin is dated at most one day ahead of the time it is written.');
    }
    if (pin.lat < -90 || pin.lat > 90) checkViolation('pinned_spots', 'pinned_spots_lat_range');
    if (pin.lng < -180 || pin.lng > 180) checkViolation('pinned_spots', 'pinned_spots_lng_range');
    return pin;
  }

  /**
   * Own gear items as `apply_plan_changes` takes them (supabase/migrations/*_plan_sync_own_gear.sql):
   * the removed ones deleted and kept as removed, a held item given the fields sent, and one
   * neither held nor removed added, under the table's checks and its limit of 500.
   */
  function applyCustomGear(user: UserRows, plan: string, { upsert, remove }: { upsert: CustomGearChange[]; remove: string[] }) {
    for (const id of remove) {
      user.custom.delete(id);
      if (!user.removedCustom.includes(id)) user.removedCustom.push(id);
    }
    user.removedCustom = user.removedCustom.slice(-KEPT_REMOVALS);
    for (const change of upsert) {
      const held = user.custom.get(change.id);
      if (!held && user.removedCustom.includes(change.id)) continue;
      if (!held && user.custom.size >= LIMIT) checkViolation('custom_gear_items', 'custom_gear_items_per_user_limit', 'A user keeps at most 500 gear items of their own.');
      const row = held
        ? { ...held, name: change.name ?? held.name, packed: change.packed ?? held.packed }
        : { category_id: change.category, name: change.name ?? '', packed: change.packed ?? false, plan_id: plan };
      if (!ITEM_ID.test(row.category_id) || row.category_id.length > 64) checkViolation('custom_gear_items', 'custom_gear_items_category_id_shape');
      const length = [...row.name].length;
      if (length < 1 || length > NAME_LENGTH || row.name !== row.name.trim()) checkViolation('custom_gear_items', 'custom_gear_items_name_length');
      user.custom.set(change.id, row);
    }
  }

  /**
   * `apply_plan_changes` (supabase/migrations/*_plan_sync_changes.sql), in one transaction: the
   * change id is recorded first (refused with 23503 when the plan is not the caller's, and the
   * call changes nothing when the id was applied before), then the removals, the adds, the own gear items and the pin,
   * a pin dated beyond the bound dated by the server's clock. Returns whether it applied the change.
   */
  function applyPlanChanges(caller: string, request: PlanRequest, serverTime: number): boolean {
    const held = rowsOf(caller);
    const { plan, change, changes } = request.args as PlanChangesArgs;
    if (plan !== held.planId) planGone('plan_changes');
    if (held.changes.includes(change)) return false;
    const user: UserRows = {
      ...held,
      saved: new Map(held.saved),
      packed: new Map(held.packed),
      custom: new Map(held.custom),
      changes: [...held.changes, change].slice(-KEPT_CHANGES),
      removedCustom: [...held.removedCustom],
    };
    for (const id of changes.saved.remove) user.saved.delete(id);
    for (const id of changes.packed.remove) user.packed.delete(id);
    const rows = (column: string, values: unknown[]) => values.map((value) => ({ user_id: caller, plan_id: plan, [column]: value }));
    const insert = (table: 'saved_festivals' | 'packed_items', values: unknown[]) => ({ table, kind: 'upsert' as const, rows: rows(table === 'saved_festivals' ? 'festival_id' : 'item_id', values), ignoreDuplicates: true, eq: [], in: [] });
    users.set(caller, user);
    try {
      upsert(caller, insert('saved_festivals', changes.saved.add), serverTime);
      upsert(caller, insert('packed_items', changes.packed.add), serverTime);
      applyCustomGear(user, plan, changes.custom ?? { upsert: [], remove: [] });
      if (changes.pin === null) user.pin = null;
      else if (changes.pin) user.pin = checkedPin({ ...changes.pin, pinned_at: changes.pin.pinnedAt, plan_id: plan }, serverTime, true);
    } catch (error) {
      users.set(caller, held);
      throw error;
    }
    return true;
  }

  function upsert(caller: string, request: PlanRequest, serverTime: number) {
    const user = rowsOf(caller);
    switch (request.table) {
      case 'synced_plans': {
        const [row] = ownRows(caller, request);
        if (!request.ignoreDuplicates || request.onConflict !== 'user_id') refuse('42501', 'permission denied for table synced_plans');
        if (row && user.planId === null) user.planId = String(row.id);
        return;
      }
      case 'saved_festivals':
        return insertSetRows(
          caller,
          request,
          user.saved,
          (row) => Number(row.festival_id),
          (id) => Number.isInteger(id) && id >= 1 && id <= 9999,
          'saved_festivals_festival_id_range',
          'saved_festivals_per_user_limit',
          'A user saves at most 500 festivals.',
        );
      case 'packed_items':
        return insertSetRows(
          caller,
          request,
          user.packed,
          (row) => String(row.item_id),
          (id) => id.length >= 1 && id.length <= 64 && ITEM_ID.test(id),
          'packed_items_item_id_shape',
          'packed_items_per_user_limit',
          'A user packs at most 500 items.',
        );
      case 'pinned_spots': {
        const [row] = ownRows(caller, request);
        if (!row) return;
        const pin = checkedPin(row, serverTime, false);
        if (user.pin && request.ignoreDuplicates) return;
        if (pin.plan_id !== user.planId) planGone('pinned_spots');
        user.pin = pin;
        return;
      }
    }
  }

  function remove(caller: string, request: PlanRequest) {
    const user = rowsOf(caller);
    for (const row of matching(caller, request)) {
      switch (request.table) {
        case 'synced_plans':
          // One statement: the plan's rows go with it (on delete cascade).
          for (const [id, planId] of user.saved) if (planId === row.id) user.saved.delete(id);
          for (const [id, planId] of user.packed) if (planId === row.id) user.packed.delete(id);
          if (user.pin?.plan_id === row.id) user.pin = null;
          for (const [id, item] of user.custom) if (item.plan_id === row.id) user.custom.delete(id);
          user.planId = null;
          user.changes = [];
          user.removedCustom = [];
          break;
        case 'saved_festivals':
          user.saved.delete(row.festival_id as number);
          break;
        case 'packed_items':
          user.packed.delete(row.item_id as string);
          break;
        case 'pinned_spots':
          user.pin = null;
          break;
      }
    }
  }

  async function execute(caller: string, request: PlanRequest, serverTime: number): Promise<PlanAnswer> {
    try {
      if (request.kind === 'select') return { data: select(caller, request), error: null };
      if (request.kind === 'rpc') return { data: applyPlanChanges(caller, request, serverTime), error: null };
      if (request.kind === 'upsert') upsert(caller, request, serverTime);
      else remove(caller, request);
      return { data: null, error: null };
    } catch (error) {
      if (error instanceof Refused) return { data: null, error: error.failure };
      throw error;
    }
  }

  async function snapshot(userId: string): Promise<AccountSnapshot> {
    const user = rowsOf(userId);
    const pin = user.pin ? { lat: user.pin.lat, lng: user.pin.lng, pinnedAt: new Date(user.pin.pinned_at).toISOString() } : null;
    return {
      planId: user.planId,
      saved: [...user.saved.keys()].sort((a, b) => a - b),
      packed: [...user.packed.keys()].sort(),
      pin,
      custom: [...user.custom]
        .map(([id, row]) => ({ id, name: row.name, packed: row.packed }))
        .sort((a, b) => (a.id < b.id ? -1 : 1)),
    };
  }

  return { execute, snapshot };
}
