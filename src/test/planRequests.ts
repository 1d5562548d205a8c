import type { SupabaseClient } from '@supabase/supabase-js';
import type { TimedPin } from '#src/features/plan/planTypes';

/**
 * One call of the Data API as src/features/plan/remotePlan.ts makes it through supabase-js: a
 * select, an upsert (`on conflict … do nothing` when duplicates are ignored, `do update` of every
 * sent column otherwise) or a delete, with its `eq` and `in` filters, or the call (`rpc`) of the
 * function `apply_plan_changes` (in `table`) with its named `args`. Each is one statement in a
 * transaction of its own, run as the signed-in caller, as PostgREST runs it.
 */
export type PlanRequest = {
  table: 'synced_plans' | 'saved_festivals' | 'packed_items' | 'pinned_spots' | 'custom_gear_items' | 'apply_plan_changes';
  kind: 'select' | 'upsert' | 'delete' | 'rpc';
  columns?: string;
  args?: Record<string, unknown>;
  eq: [string, unknown][];
  in: [string, readonly unknown[]][];
  rows?: Record<string, unknown>[];
  onConflict?: string;
  ignoreDuplicates?: boolean;
};

/** PostgREST's error: a database refusal carries the SQLSTATE (23503, 23514, 42501…), a lost connection none. */
export type PlanRequestFailure = { code: string; message: string; details: string; hint: string };

/** The rows of a select, the value a function returned (`apply_plan_changes`: whether it applied the change), or nothing. */
export type PlanAnswer = { data: unknown[] | boolean | null; error: PlanRequestFailure | null };

/** The rows an answer holds: none but a select's. */
export const answerRows = (answer: PlanAnswer | undefined): Record<string, unknown>[] =>
  Array.isArray(answer?.data) ? (answer.data as Record<string, unknown>[]) : [];

/** What supabase-js answers when the request never got an answer (fetch failed). */
export const lostConnection: PlanAnswer = {
  data: null,
  error: { code: '', message: 'TypeError: Failed to fetch', details: '', hint: '' },
};

/** An own gear item as the model's checks read it. */
export type OwnItemRow = { id: string; name: string; packed: boolean };

/** The account's plan as its owner sees it, for the model's checks (own items in the order of their ids). */
export type AccountSnapshot = { planId: string | null; saved: number[]; packed: string[]; pin: TimedPin | null; custom: OwnItemRow[] };

/** An account database the model runs against: the statements of the requests, and its owner's view. */
export type PlanDatabase = {
  /** Runs one request as `caller`; `serverTime` is the database's clock (ms), where it has one to set. */
  execute: (caller: string, request: PlanRequest, serverTime: number) => Promise<PlanAnswer>;
  snapshot: (userId: string) => Promise<AccountSnapshot>;
};

type Filters = Pick<PlanRequest, 'eq' | 'in'>;

/** A request being built; it is sent once, when first awaited, as supabase-js's builders are. */
class RequestBuilder implements PromiseLike<PlanAnswer> {
  private answer: Promise<PlanAnswer> | undefined;
  constructor(
    private readonly request: PlanRequest,
    private readonly send: (request: PlanRequest) => Promise<PlanAnswer>,
  ) {}
  eq(column: string, value: unknown): this {
    this.request.eq.push([column, value]);
    return this;
  }
  in(column: string, values: readonly unknown[]): this {
    this.request.in.push([column, values]);
    return this;
  }
  then<A = PlanAnswer, B = never>(
    onAnswer?: ((value: PlanAnswer) => A | PromiseLike<A>) | null,
    onError?: ((reason: unknown) => B | PromiseLike<B>) | null,
  ): Promise<A | B> {
    this.answer ??= this.send({ ...this.request, eq: [...this.request.eq], in: [...this.request.in] });
    return this.answer.then(onAnswer, onError);
  }
}

/**
 * A stand-in for the supabase-js client that remotePlan.ts is given: `from(table)` with the
 * select, upsert and delete builders it uses, and `rpc(name, args)`, each request handed to `send`.
 */
export function requestClient(send: (request: PlanRequest) => Promise<PlanAnswer>): SupabaseClient {
  const filters = (): Filters => ({ eq: [], in: [] });
  const from = (table: PlanRequest['table']) => ({
    select: (columns: string) => new RequestBuilder({ table, kind: 'select', columns, ...filters() }, send),
    upsert: (rows: Record<string, unknown> | Record<string, unknown>[], options: { onConflict?: string; ignoreDuplicates?: boolean } = {}) =>
      new RequestBuilder(
        {
          table,
          kind: 'upsert',
          rows: Array.isArray(rows) ? rows : [rows],
          onConflict: options.onConflict,
          ignoreDuplicates: options.ignoreDuplicates ?? false,
          ...filters(),
        },
        send,
      ),
    delete: () => new RequestBuilder({ table, kind: 'delete', ...filters() }, send),
  });
  const rpc = (name: 'apply_plan_changes', args: Record<string, unknown>) => send({ table: name, kind: 'rpc', args, ...filters() });
  return { from, rpc } as unknown as SupabaseClient;
}

/** The festival, item or pin a plan row names, as the model's checks name them. */
export const savedKey = (festivalId: number) => `saved:${festivalId}`;
export const packedKey = (itemId: string) => `packed:${itemId}`;
export const pinKey = (pin: TimedPin) => `pin:${pin.lat},${pin.lng}@${new Date(pin.pinnedAt).toISOString()}`;
/** An own gear item, and one value of one of its fields. */
export const ownKey = (id: string) => `own:${id}`;
export const ownFieldKey = (id: string, field: 'name' | 'packed', value: string | boolean) => `${ownKey(id)}/${field}=${String(value)}`;
/** What a later intent replaces: an own item's field whatever its value (`own:<id>/name`), any other item itself. */
export const slotOf = (item: string) => item.replace(/=.*$/, '');
/** The own item an own item's key or field names (`own:<id>`), if it names one. */
export const ownItemOf = (item: string) => (item.startsWith('own:') ? item.split('/')[0] : undefined);

/** Every item of an account's plan, named as above, and every field value of its own items. */
export function itemsOf(account: Pick<AccountSnapshot, 'saved' | 'packed' | 'pin' | 'custom'>): Set<string> {
  const own = account.custom.flatMap((item) => [ownKey(item.id), ownFieldKey(item.id, 'name', item.name), ownFieldKey(item.id, 'packed', item.packed)]);
  return new Set([...account.saved.map(savedKey), ...account.packed.map(packedKey), ...(account.pin ? [pinKey(account.pin)] : []), ...own]);
}
