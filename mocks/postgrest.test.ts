import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserTableStore, memoryTableStore, postgrestHandlers, type Table, type TableStore } from './postgrest';
import { addAccount, memoryStore, supabaseAuthHandlers } from './supabase-auth';
import { supabaseDataHandlers } from './supabase-tables';

const url = 'https://project.supabase.co';
const publishableKey = 'sb_publishable_test';

/**
 * The stand-in driven by supabase-js itself, so every request has the shape the library sends.
 * Each client is one browser: signed out (anon), or signed in as one of the accounts.
 */
function project(store: TableStore = memoryTableStore()) {
  const accounts = memoryStore();
  for (const email of ['raver@example.com', 'crew@example.com']) {
    addAccount(accounts, { email, password: 'glitter-and-wellies', role: 'teenager', confirmed: true });
  }
  const handlers = [...supabaseAuthHandlers({ store: accounts }), ...supabaseDataHandlers({ store })];
  const sent: Request[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(input, init);
    sent.push(request.clone());
    return (await getResponse(handlers, request)) ?? Response.error();
  };
  const client = () => createClient(url, publishableKey, { auth: { persistSession: false, autoRefreshToken: false }, global: { fetch } });
  const signedIn = async (email: string) => {
    const supabase = client();
    const { data, error } = await supabase.auth.signInWithPassword({ email, password: 'glitter-and-wellies' });
    if (error) throw error;
    return { supabase, userId: data.user.id, accessToken: data.session.access_token };
  };
  /** Signed in, with the account's plan started, as the app is before its first write. */
  const withPlan = async (email: string) => {
    const user = await signedIn(email);
    return { ...user, planId: await startPlan(user.supabase, user.userId) };
  };
  const raw = (path: string, init: RequestInit) => fetch(`${url}/rest/v1/${path}`, init);
  return { store, sent, client, signedIn, withPlan, raw, lastSent: () => sent.at(-1) as Request };
}

beforeEach(() => {
  // supabase-js builds its realtime client from a WebSocket class, which Node 20 lacks; these calls never open one.
  vi.stubGlobal('WebSocket', class {});
});

afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

const rowsOf = (store: TableStore, table: string) => store.read().rows[table] ?? [];

/** The headers supabase-js sends for a signed-in visitor's write, for a request made by hand. */
const headersOfUser = (accessToken: string) => ({ apikey: publishableKey, authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' });

/** What the app does before its first write: start the account's plan (or keep the one there), then read its id. */
async function startPlan(supabase: SupabaseClient, userId: string, id: string = crypto.randomUUID()) {
  const started = await supabase.from('synced_plans').upsert({ user_id: userId, id }, { onConflict: 'user_id', ignoreDuplicates: true });
  if (started.error) throw new Error(started.error.message);
  const { data, error } = await supabase.from('synced_plans').select('id').single();
  if (error) throw new Error(error.message);
  return (data as { id: string }).id;
}

describe('the Data API stand-in: newsletter sign-ups', () => {
  it('refuses every sign-up through the API (only the newsletter function writes): 401 for anon, 403 for a signed-in user, code 42501', async () => {
    const { client, signedIn, store } = project();
    const anon = await client().from('newsletter_signups').insert({ email: 'raver@example.com', source: 'home' });
    expect(anon.status).toBe(401);
    expect(anon.error).toMatchObject({ code: '42501', message: 'permission denied for table newsletter_signups' });
    const { supabase } = await signedIn('crew@example.com');
    const user = await supabase.from('newsletter_signups').insert({ email: 'crew@example.com', source: 'community' });
    expect(user.status).toBe(403);
    expect(user.error).toMatchObject({ code: '42501' });
    expect(rowsOf(store, 'newsletter_signups')).toEqual([]);
  });

  it('lets nobody read the sign-ups: 401 for anon, 403 for a signed-in user, code 42501', async () => {
    const { client, signedIn } = project();
    const anon = await client().from('newsletter_signups').select('email');
    expect(anon.status).toBe(401);
    expect(anon.error).toMatchObject({ code: '42501', message: 'permission denied for table newsletter_signups' });
    const { supabase } = await signedIn('crew@example.com');
    const user = await supabase.from('newsletter_signups').select('email');
    expect(user.status).toBe(403);
    expect(user.error).toMatchObject({ code: '42501' });
  });
});

describe('the Data API stand-in: a plan owned by its user', () => {
  it('saves festivals by upsert, ignoring duplicates, with the user from the token', async () => {
    const { withPlan, store, lastSent } = project();
    const { supabase, userId, planId } = await withPlan('raver@example.com');
    const rows = [{ plan_id: planId, festival_id: 1 }, { plan_id: planId, festival_id: 2 }];
    const first = await supabase.from('saved_festivals').upsert(rows, { onConflict: 'user_id,festival_id', ignoreDuplicates: true });
    expect({ status: first.status, error: first.error }).toEqual({ status: 201, error: null });
    const request = lastSent();
    expect(new URL(request.url).searchParams.get('on_conflict')).toBe('user_id,festival_id');
    expect(new URL(request.url).searchParams.get('columns')).toBe('"plan_id","festival_id"');
    expect(request.headers.get('prefer')).toBe('resolution=ignore-duplicates');
    const again = await supabase.from('saved_festivals').upsert([{ plan_id: planId, festival_id: 2 }, { plan_id: planId, festival_id: 3 }], { onConflict: 'user_id,festival_id', ignoreDuplicates: true });
    expect(again.error).toBeNull();
    expect(rowsOf(store, 'saved_festivals').map((row) => [row.user_id, row.plan_id, row.festival_id])).toEqual([
      [userId, planId, 1],
      [userId, planId, 2],
      [userId, planId, 3],
    ]);
  });

  it('shows each user only their own rows, however they filter', async () => {
    const { withPlan, client } = project();
    const raver = await withPlan('raver@example.com');
    const crew = await withPlan('crew@example.com');
    await raver.supabase.from('saved_festivals').insert([{ plan_id: raver.planId, festival_id: 1 }, { plan_id: raver.planId, festival_id: 2 }]);
    await crew.supabase.from('saved_festivals').insert({ plan_id: crew.planId, festival_id: 9 });
    const own = await raver.supabase.from('saved_festivals').select('festival_id').order('festival_id');
    expect(own).toMatchObject({ status: 200, error: null, data: [{ festival_id: 1 }, { festival_id: 2 }] });
    const filtered = await raver.supabase.from('saved_festivals').select('festival_id').eq('user_id', raver.userId).in('festival_id', [2, 9]);
    expect(filtered.data).toEqual([{ festival_id: 2 }]);
    const peeking = await crew.supabase.from('saved_festivals').select('festival_id').eq('user_id', raver.userId);
    expect(peeking).toMatchObject({ status: 200, data: [] });
    const anon = await client().from('saved_festivals').select('festival_id');
    expect(anon.status).toBe(401);
    expect(anon.error).toMatchObject({ code: '42501', message: 'permission denied for table saved_festivals' });
  });

  it("refuses a row for another user with 403 and code 42501, and changes nothing", async () => {
    const { withPlan, store } = project();
    const raver = await withPlan('raver@example.com');
    const crew = await withPlan('crew@example.com');
    const { status, error } = await crew.supabase.from('saved_festivals').insert({ user_id: raver.userId, plan_id: raver.planId, festival_id: 4 });
    expect(status).toBe(403);
    expect(error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "saved_festivals"', details: null, hint: null });
    expect(rowsOf(store, 'saved_festivals')).toEqual([]);
  });

  it('deletes with eq and in filters, only among the caller\'s own rows', async () => {
    const { withPlan, store, lastSent } = project();
    const raver = await withPlan('raver@example.com');
    const crew = await withPlan('crew@example.com');
    await raver.supabase.from('saved_festivals').insert([1, 2, 3].map((festival_id) => ({ plan_id: raver.planId, festival_id })));
    const intruder = await crew.supabase.from('saved_festivals').delete().eq('user_id', raver.userId).in('festival_id', [1, 2]);
    expect({ status: intruder.status, error: intruder.error }).toEqual({ status: 204, error: null });
    expect(rowsOf(store, 'saved_festivals')).toHaveLength(3);
    const own = await raver.supabase.from('saved_festivals').delete().eq('user_id', raver.userId).in('festival_id', [1, 2]);
    expect({ status: own.status, error: own.error }).toEqual({ status: 204, error: null });
    expect(new URL(lastSent().url).search).toBe(`?user_id=eq.${raver.userId}&festival_id=in.%281%2C2%29`);
    expect(rowsOf(store, 'saved_festivals').map((row) => row.festival_id)).toEqual([3]);
  });

  it('merges a duplicate on upsert: the newer pin replaces the older, the trigger moves updated_at', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    const { withPlan, store, lastSent } = project();
    const { supabase, userId, planId } = await withPlan('raver@example.com');
    await supabase.from('pinned_spots').upsert({ plan_id: planId, lat: 51.1, lng: -2.5, pinned_at: '2026-11-25T09:59:00Z' });
    vi.setSystemTime(new Date('2026-11-25T11:00:00.250Z'));
    const { status, error, data } = await supabase.from('pinned_spots').upsert({ plan_id: planId, lat: 52.2, lng: 0.1, pinned_at: '2026-11-25T10:59:00.000Z' }).select('lat,lng,pinned_at');
    expect({ status, error }).toEqual({ status: 201, error: null });
    expect(lastSent().headers.get('prefer')).toBe('resolution=merge-duplicates, return=representation');
    // PostgreSQL writes a time in JSON with a fraction of a second only when it has one.
    expect(data).toEqual([{ lat: 52.2, lng: 0.1, pinned_at: '2026-11-25T10:59:00+00:00' }]);
    expect(rowsOf(store, 'pinned_spots')).toEqual([
      { user_id: userId, lat: 52.2, lng: 0.1, pinned_at: '2026-11-25T10:59:00+00:00', updated_at: '2026-11-25T11:00:00.25+00:00', plan_id: planId },
    ]);
  });

  it('refuses a duplicate insert with 409 and out-of-range values with 400, leaving the row out of the details', async () => {
    const { withPlan } = project();
    const { supabase, planId } = await withPlan('raver@example.com');
    await supabase.from('packed_items').insert({ plan_id: planId, item_id: 'head-torch' });
    const repeat = await supabase.from('packed_items').insert({ plan_id: planId, item_id: 'head-torch' });
    expect(repeat.status).toBe(409);
    expect(repeat.error).toMatchObject({ code: '23505', message: 'duplicate key value violates unique constraint "packed_items_pkey"', details: null });
    const badItem = await supabase.from('packed_items').insert({ plan_id: planId, item_id: 'Head Torch' });
    expect(badItem.error).toMatchObject({ code: '23514', message: 'new row for relation "packed_items" violates check constraint "packed_items_item_id_shape"', details: null });
    const badFestival = await supabase.from('saved_festivals').insert({ plan_id: planId, festival_id: 10_000 });
    expect(badFestival.error).toMatchObject({ code: '23514', message: expect.stringContaining('"saved_festivals_festival_id_range"') });
    const badLat = await supabase.from('pinned_spots').insert({ plan_id: planId, lat: 91, lng: 0, pinned_at: '2026-11-25T10:00:00Z' });
    expect(badLat.status).toBe(400);
    expect(badLat.error).toMatchObject({ code: '23514', message: expect.stringContaining('"pinned_spots_lat_range"') });
    const badLng = await supabase.from('pinned_spots').insert({ plan_id: planId, lat: 0, lng: -181, pinned_at: '2026-11-25T10:00:00Z' });
    expect(badLng.error).toMatchObject({ code: '23514', message: expect.stringContaining('"pinned_spots_lng_range"') });
    const notANumber = await supabase.from('saved_festivals').insert({ plan_id: planId, festival_id: 'abc' });
    expect(notANumber.error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type integer: "abc"' });
  });

  it("updates only the caller's own rows, and keeps them theirs", async () => {
    const { withPlan, store } = project();
    const raver = await withPlan('raver@example.com');
    const crew = await withPlan('crew@example.com');
    await raver.supabase.from('pinned_spots').insert({ plan_id: raver.planId, lat: 1, lng: 2, pinned_at: '2026-11-25T10:00:00Z' });
    const intruder = await crew.supabase.from('pinned_spots').update({ lat: 3 }).eq('user_id', raver.userId);
    expect({ status: intruder.status, error: intruder.error }).toEqual({ status: 204, error: null });
    const handOver = await raver.supabase.from('pinned_spots').update({ user_id: crew.userId, plan_id: crew.planId }).eq('user_id', raver.userId);
    expect(handOver.status).toBe(403);
    expect(handOver.error).toMatchObject({ code: '42501' });
    const own = await raver.supabase.from('pinned_spots').update({ lat: 4 }).eq('user_id', raver.userId);
    expect(own.status).toBe(204);
    expect(rowsOf(store, 'pinned_spots')).toEqual([expect.objectContaining({ user_id: raver.userId, lat: 4, lng: 2 })]);
  });

  it('gives a key that one object of an array lacks null, or the default with defaultToNull off', async () => {
    const { withPlan, lastSent } = project();
    const { supabase, planId } = await withPlan('raver@example.com');
    const nulls = await supabase.from('pinned_spots').insert([{ plan_id: planId, lat: 1, lng: 2 }, { plan_id: planId, pinned_at: '2026-11-25T10:00:00Z' }]);
    expect(nulls.error).toMatchObject({ code: '23502', message: 'null value in column "pinned_at" of relation "pinned_spots" violates not-null constraint', details: null });
    const defaults = await supabase
      .from('saved_festivals')
      .insert([{ plan_id: planId, festival_id: 5 }, { plan_id: planId, festival_id: 6, created_at: '2026-01-01T00:00:00Z' }], { defaultToNull: false });
    expect(lastSent().headers.get('prefer')).toBe('missing=default');
    expect(defaults.error).toBeNull();
    const withoutPlan = await supabase.from('saved_festivals').insert({ festival_id: 7 });
    expect(withoutPlan.error).toMatchObject({ code: '23502', message: 'null value in column "plan_id" of relation "saved_festivals" violates not-null constraint' });
  });

  it('answers .single() with the one row, or 406 when there is none', async () => {
    const { withPlan } = project();
    const { supabase, planId } = await withPlan('raver@example.com');
    const none = await supabase.from('pinned_spots').select('lat').single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    await supabase.from('pinned_spots').insert({ plan_id: planId, lat: 1, lng: 2, pinned_at: '2026-11-25T10:00:00Z' });
    const one = await supabase.from('pinned_spots').select('lat,lng').single();
    expect(one.data).toEqual({ lat: 1, lng: 2 });
  });
});

describe('the Data API stand-in: the synced plan', () => {
  it('is started once by an upsert that ignores duplicates: a second start keeps the first id', async () => {
    const { signedIn, lastSent, store } = project();
    const { supabase, userId } = await signedIn('raver@example.com');
    const first = crypto.randomUUID();
    const started = await supabase.from('synced_plans').upsert({ user_id: userId, id: first }, { onConflict: 'user_id', ignoreDuplicates: true });
    expect({ status: started.status, error: started.error }).toEqual({ status: 201, error: null });
    const request = lastSent();
    expect(request.url).toBe(`${url}/rest/v1/synced_plans?on_conflict=user_id`);
    expect(request.headers.get('prefer')).toBe('resolution=ignore-duplicates');
    expect(await request.json()).toEqual({ user_id: userId, id: first });

    expect(await startPlan(supabase, userId, crypto.randomUUID())).toBe(first);
    expect(rowsOf(store, 'synced_plans')).toEqual([{ user_id: userId, id: first, created_at: expect.stringMatching(/\+00:00$/) }]);
  });

  it('takes its owner from the token and its id from the server when the row leaves them out', async () => {
    const { signedIn, store } = project();
    const { supabase, userId } = await signedIn('raver@example.com');
    const { status, error } = await supabase.from('synced_plans').insert({});
    expect({ status, error }).toEqual({ status: 201, error: null });
    expect(rowsOf(store, 'synced_plans')).toEqual([{ user_id: userId, id: expect.stringMatching(/^[0-9a-f-]{36}$/), created_at: expect.any(String) }]);
  });

  it('is its owner\'s alone, and never changed', async () => {
    const { withPlan, signedIn, client, store } = project();
    const raver = await withPlan('raver@example.com');
    const crew = await signedIn('crew@example.com');
    expect((await crew.supabase.from('synced_plans').select('id')).data).toEqual([]);
    const stolen = await crew.supabase.from('synced_plans').delete().eq('user_id', raver.userId);
    expect({ status: stolen.status, error: stolen.error }).toEqual({ status: 204, error: null });
    const forged = await crew.supabase.from('synced_plans').insert({ user_id: raver.userId, id: crypto.randomUUID() });
    expect(forged.status).toBe(403);
    expect(forged.error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "synced_plans"' });
    const anon = await client().from('synced_plans').select('id');
    expect(anon.status).toBe(401);
    expect(anon.error).toMatchObject({ code: '42501', message: 'permission denied for table synced_plans' });
    const changed = await raver.supabase.from('synced_plans').update({ id: crypto.randomUUID() }).eq('user_id', raver.userId);
    expect(changed.status).toBe(403);
    expect(changed.error).toMatchObject({ code: '42501', message: 'permission denied for table synced_plans' });
    const dated = await crew.supabase.from('synced_plans').insert({ created_at: '2000-01-01T00:00:00Z' });
    expect(dated.error).toMatchObject({ code: '42501' });
    expect(rowsOf(store, 'synced_plans')).toEqual([expect.objectContaining({ user_id: raver.userId, id: raver.planId })]);
  });

  it('deletes every row of the plan with it, and nothing of another user', async () => {
    const { withPlan, store, lastSent } = project();
    const raver = await withPlan('raver@example.com');
    const crew = await withPlan('crew@example.com');
    for (const { supabase, planId } of [raver, crew]) {
      await supabase.from('saved_festivals').insert({ plan_id: planId, festival_id: 1 });
      await supabase.from('packed_items').insert({ plan_id: planId, item_id: 'tent' });
      await supabase.from('pinned_spots').insert({ plan_id: planId, lat: 1, lng: 2, pinned_at: '2026-11-25T10:00:00Z' });
    }

    const deleted = await raver.supabase.from('synced_plans').delete().eq('user_id', raver.userId);

    expect({ status: deleted.status, error: deleted.error }).toEqual({ status: 204, error: null });
    expect(lastSent().url).toBe(`${url}/rest/v1/synced_plans?user_id=eq.${raver.userId}`);
    for (const table of ['synced_plans', 'saved_festivals', 'packed_items', 'pinned_spots']) {
      expect(rowsOf(store, table).map((row) => row.user_id)).toEqual([crew.userId]);
    }
  });

  it("refuses a write that carries a deleted plan's id with 409 and code 23503, even once a new plan is started", async () => {
    const { withPlan, raw, store } = project();
    const { supabase, userId, planId: deleted, accessToken } = await withPlan('raver@example.com');
    await supabase.from('pinned_spots').insert({ plan_id: deleted, lat: 1, lng: 2, pinned_at: '2026-11-25T10:00:00Z' });
    await supabase.from('synced_plans').delete().eq('user_id', userId);
    const current = await startPlan(supabase, userId);
    await supabase.from('pinned_spots').insert({ plan_id: current, lat: 1, lng: 2, pinned_at: '2026-11-25T10:00:00Z' });

    const response = await raw('saved_festivals', { method: 'POST', headers: headersOfUser(accessToken), body: JSON.stringify({ plan_id: deleted, festival_id: 7 }) });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      code: '23503',
      message: 'insert or update on table "saved_festivals" violates foreign key constraint "saved_festivals_plan_fkey"',
      details: 'Key is not present in table "synced_plans".',
      hint: null,
    });
    const packed = await supabase.from('packed_items').upsert([{ plan_id: current, item_id: 'tent' }, { plan_id: deleted, item_id: 'mat' }], { onConflict: 'user_id,item_id', ignoreDuplicates: true });
    expect(packed.status).toBe(409);
    expect(packed.error).toMatchObject({ code: '23503', message: expect.stringContaining('"packed_items_plan_fkey"') });
    const merged = await supabase.from('pinned_spots').upsert({ plan_id: deleted, lat: 3, lng: 4, pinned_at: '2026-11-25T11:00:00Z' });
    expect(merged.error).toMatchObject({ code: '23503', message: expect.stringContaining('"pinned_spots_plan_fkey"') });
    const moved = await supabase.from('pinned_spots').update({ plan_id: deleted }).eq('user_id', userId);
    expect(moved.status).toBe(409);
    expect(rowsOf(store, 'saved_festivals')).toEqual([]);
    expect(rowsOf(store, 'packed_items')).toEqual([]);
    expect(rowsOf(store, 'pinned_spots')).toEqual([expect.objectContaining({ plan_id: current, lat: 1 })]);
  });

  it("refuses a row put into another user's plan, which the caller cannot even see", async () => {
    const { withPlan } = project();
    const raver = await withPlan('raver@example.com');
    const crew = await withPlan('crew@example.com');
    const { status, error } = await raver.supabase.from('saved_festivals').insert({ plan_id: crew.planId, festival_id: 1 });
    expect(status).toBe(409);
    expect(error).toMatchObject({ code: '23503', details: 'Key is not present in table "synced_plans".' });
  });
});

describe('the Data API stand-in: the bounds of a plan', () => {
  const limited = [
    { table: 'saved_festivals', key: 'festival_id', value: (n: number) => n, constraint: 'saved_festivals_per_user_limit', details: 'A user saves at most 500 festivals.' },
    { table: 'packed_items', key: 'item_id', value: (n: number) => `item-${n}`, constraint: 'packed_items_per_user_limit', details: 'A user packs at most 500 items.' },
    {
      table: 'custom_gear_items',
      key: 'id',
      value: (n: number) => `00000000-0000-4000-8000-${String(n).padStart(12, '0')}`,
      constraint: 'custom_gear_items_per_user_limit',
      details: 'A user keeps at most 500 gear items of their own.',
      rest: { category_id: 'camping', name: 'Own item' },
    },
  ];

  it.each(limited)('holds at most 500 $table per user: the 501st is refused with 400 and code 23514', async ({ table, key, value, constraint, details, rest }) => {
    const { withPlan, raw, store } = project();
    const raver = await withPlan('raver@example.com');
    const crew = await withPlan('crew@example.com');
    const rows = (plan: string, from: number, to: number) =>
      Array.from({ length: to - from + 1 }, (_, i) => ({ plan_id: plan, [key]: value(from + i), ...rest }));
    expect((await raver.supabase.from(table).insert(rows(raver.planId, 1, 499))).error).toBeNull();
    expect((await raver.supabase.from(table).insert(rows(raver.planId, 500, 500))).error).toBeNull();

    const response = await raw(table, { method: 'POST', headers: headersOfUser(raver.accessToken), body: JSON.stringify(rows(raver.planId, 501, 501)[0]) });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ code: '23514', message: `new row for relation "${table}" violates check constraint "${constraint}"`, details, hint: null });

    const resent = await raver.supabase.from(table).upsert(rows(raver.planId, 1, 500), { onConflict: `user_id,${key}`, ignoreDuplicates: true });
    expect(resent.error).toBeNull();
    const repeat = await raver.supabase.from(table).insert(rows(raver.planId, 7, 7));
    expect(repeat.error).toMatchObject({ code: '23505' });
    const overflowing = await crew.supabase.from(table).insert(rows(crew.planId, 1, 501));
    expect(overflowing.error).toMatchObject({ code: '23514', message: expect.stringContaining(constraint) });
    expect((await crew.supabase.from(table).insert(rows(crew.planId, 1, 500))).error).toBeNull();
    const intruding = await crew.supabase.from(table).insert({ user_id: raver.userId, plan_id: raver.planId, [key]: value(501), ...rest });
    expect(intruding.error).toMatchObject({ code: '42501' });
    expect(rowsOf(store, table).filter((row) => row.user_id === raver.userId)).toHaveLength(500);
    expect(rowsOf(store, table).filter((row) => row.user_id === crew.userId)).toHaveLength(500);
  }, 30_000); // some 2,500 rows through the stand-in, which looks keys up row by row

  it('dates a pin at most one day ahead of the server: 23 hours ahead is kept, 25 hours or the year 9999 refused with 400 and code 23514', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    const { withPlan, raw, store } = project();
    const raver = await withPlan('raver@example.com');
    const crew = await withPlan('crew@example.com');
    const pin = (pinned_at: string | null) => raver.supabase.from('pinned_spots').upsert({ plan_id: raver.planId, lat: 1, lng: 2, pinned_at });
    const refusal = {
      code: '23514',
      message: 'new row for relation "pinned_spots" violates check constraint "pinned_spots_pinned_at_not_future"',
      details: 'A pin is dated at most one day ahead of the time it is written.',
      hint: null,
    };

    expect((await pin('2026-11-26T09:00:00Z')).error).toBeNull();
    const ahead = await raw('pinned_spots', {
      method: 'POST',
      headers: { ...headersOfUser(raver.accessToken), prefer: 'resolution=merge-duplicates' },
      body: JSON.stringify({ plan_id: raver.planId, lat: 1, lng: 2, pinned_at: '2026-11-26T11:00:00Z' }),
    });
    expect(ahead.status).toBe(400);
    expect(await ahead.json()).toEqual(refusal);
    expect((await pin('9999-12-31T23:59:59Z')).error).toEqual(refusal);
    const moved = await raver.supabase.from('pinned_spots').update({ pinned_at: '2026-11-26T10:00:01Z' }).eq('user_id', raver.userId);
    expect(moved.error).toEqual(refusal);
    expect((await pin(null)).error).toMatchObject({ code: '23502' });
    // The trigger runs before the policies, as in PostgreSQL: its refusal comes first.
    const forCrew = await raver.supabase.from('pinned_spots').insert({ user_id: crew.userId, plan_id: crew.planId, lat: 1, lng: 2, pinned_at: '2026-11-27T00:00:00Z' });
    expect(forCrew.error).toEqual(refusal);
    expect(rowsOf(store, 'pinned_spots')).toEqual([expect.objectContaining({ user_id: raver.userId, pinned_at: '2026-11-26T09:00:00+00:00' })]);
  });
});

describe('the Data API stand-in: apply_plan_changes, one sync in one call', () => {
  const none = { saved: { add: [], remove: [] }, packed: { add: [], remove: [] } };
  const apply = (supabase: SupabaseClient, plan: string, changes: object, change: string = crypto.randomUUID()) =>
    supabase.rpc('apply_plan_changes', { plan, change, changes: { ...none, ...changes } });

  it('is a POST to rpc/apply_plan_changes with named arguments, answering whether it applied the change', async () => {
    const { withPlan, lastSent, store } = project();
    const { supabase, planId } = await withPlan('raver@example.com');
    const change = crypto.randomUUID();

    const answer = await apply(supabase, planId, { saved: { add: [1, 2], remove: [] }, packed: { add: ['tent'], remove: [] } }, change);
    expect({ data: answer.data, error: answer.error, status: answer.status }).toEqual({ data: true, error: null, status: 200 });
    const request = lastSent();
    expect([request.method, request.url]).toEqual(['POST', `${url}/rest/v1/rpc/apply_plan_changes`]);
    expect(await request.json()).toMatchObject({ plan: planId, change });
    expect(rowsOf(store, 'saved_festivals').map((row) => row.festival_id)).toEqual([1, 2]);
    expect(rowsOf(store, 'packed_items').map((row) => row.plan_id)).toEqual([planId]);

    await apply(supabase, planId, { saved: { add: [], remove: [1] } });
    expect((await apply(supabase, planId, { saved: { add: [1, 2], remove: [] } }, change)).data).toBe(false);
    expect(rowsOf(store, 'saved_festivals').map((row) => row.festival_id)).toEqual([2]);
  });

  it('stores the pin, dating by the server clock one dated more than a day ahead, and removes it', async () => {
    const { withPlan, store } = project();
    const { supabase, planId } = await withPlan('raver@example.com');
    const ahead = new Date(Date.now() + 2 * 24 * 3600 * 1000).toISOString();

    await apply(supabase, planId, { pin: { lat: 51.5, lng: -0.12, pinnedAt: ahead } });
    const [pin] = rowsOf(store, 'pinned_spots');
    expect(Math.abs(Date.parse(String(pin?.pinned_at)) - Date.now())).toBeLessThan(60_000);

    await apply(supabase, planId, { pin: null });
    expect(rowsOf(store, 'pinned_spots')).toEqual([]);
  });

  it("refuses as the tables do, keeping nothing of the call: a deleted plan's id with 409 23503, the 501st festival with 400 23514", async () => {
    const { withPlan, store } = project();
    const { supabase, planId } = await withPlan('raver@example.com');
    await apply(supabase, planId, { saved: { add: Array.from({ length: 500 }, (_, index) => index + 1), remove: [] } });

    const full = await apply(supabase, planId, { saved: { add: [501, 502], remove: [1] } });
    expect(full.status).toBe(400);
    expect(full.error).toMatchObject({ code: '23514', message: 'new row for relation "saved_festivals" violates check constraint "saved_festivals_per_user_limit"' });
    expect(rowsOf(store, 'saved_festivals')).toHaveLength(500);
    expect(rowsOf(store, 'plan_changes')).toHaveLength(1);

    await supabase.from('synced_plans').delete().eq('id', planId);
    expect(rowsOf(store, 'plan_changes')).toEqual([]);
    const gone = await apply(supabase, planId, { saved: { add: [], remove: [1] } });
    expect(gone.status).toBe(409);
    expect(gone.error).toMatchObject({ code: '23503', message: 'insert or update on table "plan_changes" violates foreign key constraint "plan_changes_plan_fkey"' });
  });

  // 104 calls in turn: seconds on a busy machine.
  it("keeps the 100 latest change ids, which the Data API does not expose, and touches no other user's plan", { timeout: 30_000 }, async () => {
    const { withPlan, store, raw } = project();
    const raver = await withPlan('raver@example.com');
    const crew = await withPlan('crew@example.com');
    await apply(crew.supabase, crew.planId, { saved: { add: [7], remove: [] } });
    for (let count = 0; count < 101; count += 1) await apply(raver.supabase, raver.planId, {});
    expect(rowsOf(store, 'plan_changes').filter((row) => row.user_id === raver.userId)).toHaveLength(100);

    const other = await apply(raver.supabase, crew.planId, { saved: { add: [8], remove: [] } });
    expect(other.error?.code).toBe('23503');
    await apply(raver.supabase, raver.planId, { saved: { add: [], remove: [7] } });
    expect(rowsOf(store, 'saved_festivals').map((row) => [row.user_id, row.festival_id])).toEqual([[crew.userId, 7]]);

    const listed = await raw('plan_changes', { headers: headersOfUser(raver.accessToken) });
    expect([listed.status, ((await listed.json()) as { code: string }).code]).toEqual([404, 'PGRST205']);
  });

  it('applies own gear items per item and per field, and keeps a removal: a later rename or tick of the removed item adds nothing', async () => {
    const { withPlan, store } = project();
    const { supabase, planId } = await withPlan('raver@example.com');
    const pegs = { id: crypto.randomUUID(), category: 'camping', name: 'Spare pegs', packed: false };
    const mallet = { id: crypto.randomUUID(), category: 'camping', name: 'Mallet', packed: false };
    const items = () => rowsOf(store, 'custom_gear_items').map(({ id, category_id, name, packed }) => ({ id, category_id, name, packed }));

    await apply(supabase, planId, { custom: { upsert: [pegs, mallet], remove: [] } });
    await apply(supabase, planId, { custom: { upsert: [{ id: pegs.id, category: 'camping', name: 'Tent pegs' }], remove: [] } });
    await apply(supabase, planId, { custom: { upsert: [{ id: pegs.id, category: 'camping', packed: true }], remove: [mallet.id] } });
    await apply(supabase, planId, { custom: { upsert: [{ ...mallet, name: 'Renamed elsewhere' }], remove: [] } });

    expect(items()).toEqual([{ id: pegs.id, category_id: 'camping', name: 'Tent pegs', packed: true }]);
    expect(rowsOf(store, 'removed_gear_items').map((row) => row.id)).toEqual([mallet.id]);
    const refused = await apply(supabase, planId, { saved: { add: [3], remove: [] }, custom: { upsert: [{ ...pegs, id: crypto.randomUUID(), name: ' untrimmed' }], remove: [] } });
    expect(refused.error).toMatchObject({ code: '23514', message: 'new row for relation "custom_gear_items" violates check constraint "custom_gear_items_name_length"' });
    expect(rowsOf(store, 'saved_festivals')).toEqual([]);
  });

  it('lets only a signed-in user call it (401 42501 for anon), and answers an unknown function or arguments with 404 PGRST202', async () => {
    const { client, withPlan } = project();
    const { supabase, planId } = await withPlan('raver@example.com');

    const anon = await apply(client(), planId, {});
    expect([anon.status, anon.error?.code]).toEqual([401, '42501']);
    const unknown = await supabase.rpc('apply_plan_change', { plan: planId });
    expect(unknown.status).toBe(404);
    expect(unknown.error).toEqual({
      code: 'PGRST202',
      message: 'Could not find the function public.apply_plan_change(plan) in the schema cache',
      details: 'Searched for the function public.apply_plan_change with parameters plan or with a single unnamed json/jsonb parameter, but no matches were found in the schema cache.',
      hint: null,
    });
    expect((await supabase.rpc('apply_plan_changes', { plan: planId })).error?.code).toBe('PGRST202');
  });
});

describe('the Data API stand-in: own gear items', () => {
  const id = '5b0c1a6e-3f1d-4c2a-9e47-2d8f0a1b9c3e';

  it('keeps an item unticked by default, ticks and renames it by upsert, and refuses a name or category the checks reject', async () => {
    const { withPlan } = project();
    const raver = await withPlan('raver@example.com');
    const items = () => raver.supabase.from('custom_gear_items');
    expect((await items().insert({ plan_id: raver.planId, id, category_id: 'camping', name: 'Tent pegs' })).error).toBeNull();
    expect((await items().select('id, name, packed')).data).toEqual([{ id, name: 'Tent pegs', packed: false }]);

    const upserted = await items().upsert({ plan_id: raver.planId, id, category_id: 'camping', name: 'Spare tent pegs', packed: true }, { onConflict: 'user_id,id' });
    expect(upserted.error).toBeNull();
    expect((await items().select('name, packed').eq('packed', true)).data).toEqual([{ name: 'Spare tent pegs', packed: true }]);

    for (const [row, constraint] of [
      [{ name: '' }, 'custom_gear_items_name_length'],
      [{ name: 'x'.repeat(81) }, 'custom_gear_items_name_length'],
      [{ name: ' Tent' }, 'custom_gear_items_name_length'],
      [{ category_id: 'Personal Care' }, 'custom_gear_items_category_id_shape'],
    ] as const) {
      const refused = await items().insert({ plan_id: raver.planId, id: crypto.randomUUID(), category_id: 'tech', name: 'Cable', ...row });
      expect(refused.error).toMatchObject({ code: '23514', message: `new row for relation "custom_gear_items" violates check constraint "${constraint}"` });
    }
    expect((await items().insert({ plan_id: raver.planId, id: crypto.randomUUID(), category_id: 'tech', name: 'é'.repeat(80) })).error).toBeNull();
    const notBoolean = await items().insert({ plan_id: raver.planId, id: crypto.randomUUID(), category_id: 'tech', name: 'Cable', packed: 'maybe' });
    expect(notBoolean.error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type boolean: "maybe"' });
  });
});

describe('the Data API stand-in: foreign keys of any tables', () => {
  const owner: Table = {
    name: 'lists',
    columns: { id: { type: 'integer' } },
    primaryKey: ['id'],
    grants: { anon: { select: true, insert: true, update: true, delete: true } },
    policies: { select: ['anon'], insert: ['anon'], update: ['anon'], delete: ['anon'] },
  };
  const items: Table = { ...owner, name: 'items', columns: { id: { type: 'integer' }, list_id: { type: 'integer', nullable: true } }, foreignKeys: [{ name: 'items_list_fkey', columns: ['list_id'], references: { table: 'lists', columns: ['id'] }, onDelete: 'cascade' }] };
  const notes: Table = { ...owner, name: 'notes', columns: { id: { type: 'integer' }, item_id: { type: 'integer' } }, foreignKeys: [{ name: 'notes_item_fkey', columns: ['item_id'], references: { table: 'items', columns: ['id'] }, onDelete: 'cascade' }] };

  function database() {
    const store = memoryTableStore();
    const handlers = postgrestHandlers({ tables: [owner, items, notes], store });
    const call = async (method: string, path: string, body?: unknown) => {
      const request = new Request(`${url}/rest/v1/${path}`, { method, headers: { apikey: publishableKey, 'content-type': 'application/json' }, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
      const response = (await getResponse(handlers, request)) as Response;
      return { status: response.status, body: response.status === 204 || response.status === 201 ? null : await response.json() };
    };
    return { store, call };
  }

  it('cascades a delete along a chain, leaves a null key unchecked, and refuses to change a key still in use', async () => {
    const { store, call } = database();
    await call('POST', 'lists', [{ id: 1 }, { id: 2 }]);
    await call('POST', 'items', [{ id: 10, list_id: 1 }, { id: 20, list_id: 2 }, { id: 30, list_id: null }]);
    await call('POST', 'notes', [{ id: 100, item_id: 10 }, { id: 200, item_id: 20 }]);

    expect(await call('PATCH', 'lists?id=eq.1', { id: 3 })).toEqual({
      status: 409,
      body: {
        code: '23503',
        message: 'update or delete on table "lists" violates foreign key constraint "items_list_fkey" on table "items"',
        details: 'Key is still referenced from table "items".',
        hint: null,
      },
    });
    expect((await call('PATCH', 'lists?id=eq.2', { id: 4 })).status).toBe(409);
    expect((await call('PATCH', 'items?id=eq.10', { list_id: 5 })).body).toMatchObject({ code: '23503', message: 'insert or update on table "items" violates foreign key constraint "items_list_fkey"', details: 'Key is not present in table "lists".' });

    expect((await call('DELETE', 'lists?id=eq.1')).status).toBe(204);
    expect(rowsOf(store, 'lists').map((row) => row.id)).toEqual([2]);
    expect(rowsOf(store, 'items').map((row) => row.id)).toEqual([20, 30]);
    expect(rowsOf(store, 'notes').map((row) => row.id)).toEqual([200]);
  });
});

describe('the Data API stand-in: who is calling', () => {
  it('answers an expired access token with 401 PGRST303', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-11-25T10:00:00Z'));
    const { signedIn, raw } = project();
    const { accessToken } = await signedIn('raver@example.com');
    vi.setSystemTime(new Date('2026-11-25T11:00:01Z'));
    const response = await raw('saved_festivals?select=festival_id', { headers: { apikey: publishableKey, authorization: `Bearer ${accessToken}` } });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toContain('invalid_token');
    expect(await response.json()).toEqual({ code: 'PGRST303', message: 'JWT expired', details: null, hint: null });
  });

  it('answers a token it cannot read with 401 PGRST301, and a call without the key as the gateway does', async () => {
    const { raw } = project();
    const garbled = await raw('saved_festivals', { headers: { apikey: publishableKey, authorization: 'Bearer not-a-token' } });
    expect(garbled.status).toBe(401);
    expect(await garbled.json()).toMatchObject({ code: 'PGRST301' });
    const keyless = await raw('saved_festivals', {});
    expect(keyless.status).toBe(401);
    expect(await keyless.json()).toMatchObject({ message: 'No API key found in request' });
  });

  it('answers an unknown table with 404 PGRST205 and an unknown column with 400', async () => {
    const { client } = project();
    const table = await client().from('festivals').select('*');
    expect(table.status).toBe(404);
    expect(table.error).toMatchObject({ code: 'PGRST205', message: "Could not find the table 'public.festivals' in the schema cache" });
    const column = await client().from('newsletter_signups').insert({ email: 'raver@example.com', source: 'home', name: 'Raver' });
    expect(column.status).toBe(400);
    expect(column.error).toMatchObject({ code: 'PGRST204', message: "Could not find the 'name' column of 'newsletter_signups' in the schema cache" });
  });
});

describe('the browser store', () => {
  it('lets two tabs share the rows through localStorage', async () => {
    const saved = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => saved.get(key) ?? null,
      setItem: (key: string, value: string) => saved.set(key, value),
    });
    const firstTab = browserTableStore();
    const secondTab = browserTableStore();
    firstTab.write({ rows: { newsletter_signups: [{ id: 1, email: 'raver@example.com', source: 'footer' }] }, sequences: { newsletter_signups: 1 } });
    expect(secondTab.read().rows.newsletter_signups).toHaveLength(1);
    expect(JSON.parse(saved.get('demo_rest_rows') ?? '{}').rows.newsletter_signups).toHaveLength(1);
  });
});
