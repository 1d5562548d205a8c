import type { PostgrestError, SupabaseClient } from '@supabase/supabase-js';
import type { Plan, PlanChanges, TimedPin } from './planMerge';
import type { RemotePlan } from './syncPlan';

/** A request the account's database refused or never answered; `code` is PostgREST's (42501, PGRST303…). */
export class PlanRequestError extends Error {
  readonly code: string;
  constructor(error: PostgrestError) {
    super(error.message);
    this.name = 'PlanRequestError';
    this.code = error.code;
  }
}

function rowsOf<T>({ data, error }: { data: T[] | null; error: PostgrestError | null }): T[] {
  if (error) throw new PlanRequestError(error);
  return data ?? [];
}

function done({ error }: { error: PostgrestError | null }): void {
  if (error) throw new PlanRequestError(error);
}

type PinRow = { lat: number; lng: number; pinned_at: string };

/**
 * The account's plan in Supabase (tables saved_festivals, packed_items and pinned_spots, each
 * row owned by `userId` under row level security), read and changed through supabase-js.
 */
export function remotePlan(supabase: SupabaseClient, userId: string): RemotePlan {
  const saved = () => supabase.from('saved_festivals');
  const packed = () => supabase.from('packed_items');
  const pins = () => supabase.from('pinned_spots');

  async function read(): Promise<Plan> {
    const [savedRows, packedRows, pinRows] = await Promise.all([
      saved().select('festival_id').eq('user_id', userId),
      packed().select('item_id').eq('user_id', userId),
      pins().select('lat,lng,pinned_at').eq('user_id', userId),
    ]);
    const pin = rowsOf<PinRow>(pinRows)[0];
    return {
      saved: rowsOf<{ festival_id: number }>(savedRows).map((row) => row.festival_id),
      packed: rowsOf<{ item_id: string }>(packedRows).map((row) => row.item_id),
      pin: pin ? { lat: pin.lat, lng: pin.lng, pinnedAt: new Date(pin.pinned_at).toISOString() } : null,
    };
  }

  function storePin(pin: TimedPin | null) {
    if (!pin) return pins().delete().eq('user_id', userId);
    return pins().upsert({ user_id: userId, lat: pin.lat, lng: pin.lng, pinned_at: pin.pinnedAt }, { onConflict: 'user_id' });
  }

  async function apply(changes: PlanChanges): Promise<void> {
    const requests = [
      changes.saved.add.length
        ? saved().upsert(
            changes.saved.add.map((festivalId) => ({ user_id: userId, festival_id: festivalId })),
            { onConflict: 'user_id,festival_id', ignoreDuplicates: true },
          )
        : undefined,
      changes.saved.remove.length ? saved().delete().eq('user_id', userId).in('festival_id', changes.saved.remove) : undefined,
      changes.packed.add.length
        ? packed().upsert(
            changes.packed.add.map((itemId) => ({ user_id: userId, item_id: itemId })),
            { onConflict: 'user_id,item_id', ignoreDuplicates: true },
          )
        : undefined,
      changes.packed.remove.length ? packed().delete().eq('user_id', userId).in('item_id', changes.packed.remove) : undefined,
      changes.pin === undefined ? undefined : storePin(changes.pin),
    ];
    for (const result of await Promise.all(requests)) if (result) done(result);
  }

  return { read, apply };
}

/** Removes every row of the account's plan; the browser's plan is not touched. */
export async function deleteRemotePlan(supabase: SupabaseClient, userId: string): Promise<void> {
  const results = await Promise.all(
    ['saved_festivals', 'packed_items', 'pinned_spots'].map((table) => supabase.from(table).delete().eq('user_id', userId)),
  );
  for (const result of results) done(result);
}
