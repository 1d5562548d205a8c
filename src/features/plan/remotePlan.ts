import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import { hasChanges, type PlanChanges } from './planMerge';
import type { Plan } from './planTypes';

/** A request the account's database refused or never answered; `code` is PostgREST's (42501, PGRST303…), empty when no answer came. */
export class PlanRequestError extends Error {
  readonly code: string;
  constructor(error: PostgrestError) {
    super(error.message);
    this.name = 'PlanRequestError';
    this.code = error.code;
  }

  /** The Data API answered with a refusal: the request's transaction was rolled back, and nothing of it was applied. */
  get refused(): boolean {
    return this.code !== '';
  }
}

/** The account's synced plan: its id (synced_plans.id), none before the first sync or after a delete, and what it holds. */
export type AccountPlan = { planId: string | null; plan: Plan };

/** The account's plan, as the sync reaches it. */
export type RemotePlan = {
  read: () => Promise<AccountPlan>;
  /** Starts the account's synced plan as `planId`, unless one was started meanwhile; resolves to the id the account holds. */
  create: (planId: string) => Promise<string>;
  /**
   * Changes the rows of the synced plan `planId`, once for `changeId` however often it is sent;
   * throws `PlanGoneError` when that plan was deleted meanwhile.
   */
  apply: (planId: string, changeId: string, changes: PlanChanges) => Promise<void>;
  /** Deletes the account's synced plan `planId`, every row of it with it. */
  remove: (planId: string) => Promise<void>;
};

/** The synced plan a change was meant for is gone: deleted on another device (the database refused the write, 23503). */
export class PlanGoneError extends Error {
  constructor() {
    super('The synced plan was deleted on another device.');
    this.name = 'PlanGoneError';
  }
}

/** 23503: a row names a synced plan that no longer exists (its foreign key to synced_plans). */
const PLAN_GONE = '23503';

function rowsOf<T>({ data, error }: { data: T[] | null; error: PostgrestError | null }): T[] {
  if (error) throw new PlanRequestError(error);
  return data ?? [];
}

function done({ error }: { error: PostgrestError | null }): void {
  if (error?.code === PLAN_GONE) throw new PlanGoneError();
  if (error) throw new PlanRequestError(error);
}

type PinRow = { lat: number; lng: number; pinned_at: string };
type CustomGearRow = { id: string; category_id: string; name: string; packed: boolean };

/**
 * The account's plan in Supabase, read and changed through supabase-js: the marker of the synced
 * plan (synced_plans, one row per user) and its rows (saved_festivals, packed_items, pinned_spots
 * and custom_gear_items, each naming the plan by plan_id, and removed with it by cascade), every row owned
 * by `userId` under row level security.
 */
export function remotePlan(supabase: SupabaseClient, userId: string): RemotePlan {
  const plans = () => supabase.from('synced_plans');
  const saved = () => supabase.from('saved_festivals');
  const packed = () => supabase.from('packed_items');
  const pins = () => supabase.from('pinned_spots');
  const custom = () => supabase.from('custom_gear_items');

  async function readPlanId(): Promise<string | null> {
    return rowsOf<{ id: string }>(await plans().select('id').eq('user_id', userId))[0]?.id ?? null;
  }

  async function readRows(): Promise<Plan> {
    const [savedRows, packedRows, pinRows, customRows] = await Promise.all([
      saved().select('festival_id').eq('user_id', userId),
      packed().select('item_id').eq('user_id', userId),
      pins().select('lat,lng,pinned_at').eq('user_id', userId),
      custom().select('id,category_id,name,packed').eq('user_id', userId),
    ]);
    const pin = rowsOf<PinRow>(pinRows)[0];
    return {
      saved: rowsOf<{ festival_id: number }>(savedRows).map((row) => row.festival_id),
      packed: rowsOf<{ item_id: string }>(packedRows).map((row) => row.item_id),
      pin: pin ? { lat: pin.lat, lng: pin.lng, pinnedAt: new Date(pin.pinned_at).toISOString() } : null,
      custom: rowsOf<CustomGearRow>(customRows).map((row) => ({ id: row.id, category: row.category_id, name: row.name, packed: row.packed })),
    };
  }

  /**
   * The plan's id is read before and after its rows: rows read while another device deleted the
   * plan, or started a new one, belong to no plan, and are read again.
   */
  async function read(): Promise<AccountPlan> {
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const before = await readPlanId();
      const plan = await readRows();
      if ((await readPlanId()) === before) return { planId: before, plan };
    }
    throw new Error('The synced plan kept changing while it was read.');
  }

  async function create(planId: string): Promise<string> {
    done(await plans().upsert({ user_id: userId, id: planId }, { onConflict: 'user_id', ignoreDuplicates: true }));
    const id = await readPlanId();
    if (id === null) throw new PlanGoneError();
    return id;
  }

  /**
   * One call, one transaction (`apply_plan_changes`): the account applies the changes once under
   * `changeId`, and a call sent again with that id changes nothing.
   */
  async function apply(planId: string, changeId: string, changes: PlanChanges): Promise<void> {
    if (!hasChanges(changes)) return;
    done(await supabase.rpc('apply_plan_changes', { plan: planId, change: changeId, changes }));
  }

  /**
   * One statement: the database removes the plan's rows with it, so no row outlives the delete.
   * Naming the plan keeps a delete sent again from taking a plan started since.
   */
  async function remove(planId: string): Promise<void> {
    done(await plans().delete().eq('user_id', userId).eq('id', planId));
  }

  return { read, create, apply, remove };
}
