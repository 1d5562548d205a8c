import { createClient } from '@supabase/supabase-js';
import { getResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserTableStore, memoryTableStore, type TableStore } from './postgrest';
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
  const raw = (path: string, init: RequestInit) => fetch(`${url}/rest/v1/${path}`, init);
  return { store, sent, client, signedIn, raw, lastSent: () => sent.at(-1) as Request };
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

describe('the Data API stand-in: newsletter sign-ups', () => {
  it("records a visitor's sign-up as anon: 201 with no body, as supabase-js sends it", async () => {
    const { client, store, lastSent } = project();
    const { data, error, status } = await client().from('newsletter_signups').insert({ email: 'raver@example.com', source: 'home' });
    expect({ data, error, status }).toEqual({ data: null, error: null, status: 201 });
    const request = lastSent();
    expect(request.method).toBe('POST');
    expect(request.url).toBe(`${url}/rest/v1/newsletter_signups`);
    expect(request.headers.get('apikey')).toBe(publishableKey);
    expect(request.headers.get('authorization')).toBe(`Bearer ${publishableKey}`);
    expect(request.headers.get('content-type')).toBe('application/json');
    expect(request.headers.get('prefer')).toBeNull();
    expect(request.headers.get('content-profile')).toBe('public');
    expect(await request.json()).toEqual({ email: 'raver@example.com', source: 'home' });
    expect(rowsOf(store, 'newsletter_signups')).toEqual([
      { id: 1, email: 'raver@example.com', source: 'home', created_at: expect.stringMatching(/^\d{4}-\d\d-\d\dT.*\+00:00$/) },
    ]);
  });

  it('refuses the same address for the same list, in any case, with 409 and code 23505', async () => {
    const { client, store } = project();
    await client().from('newsletter_signups').insert({ email: 'raver@example.com', source: 'home' });
    const { error, status } = await client().from('newsletter_signups').insert({ email: 'Raver@Example.com', source: 'home' });
    expect(status).toBe(409);
    expect(error).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "newsletter_signups_email_source"',
      details: 'Key (lower(email), source)=(raver@example.com, home) already exists.',
      hint: null,
    });
    const other = await client().from('newsletter_signups').insert({ email: 'raver@example.com', source: 'footer' });
    expect(other.status).toBe(201);
    expect(rowsOf(store, 'newsletter_signups').map((row) => [row.id, row.source])).toEqual([
      [1, 'home'],
      [2, 'footer'],
    ]);
  });

  it('refuses a source or an address the checks reject with 400 and code 23514', async () => {
    const { client, store } = project();
    const source = await client().from('newsletter_signups').insert({ email: 'raver@example.com', source: 'sidebar' });
    expect(source.status).toBe(400);
    expect(source.error).toMatchObject({
      code: '23514',
      message: 'new row for relation "newsletter_signups" violates check constraint "newsletter_signups_source_check"',
      details: expect.stringMatching(/^Failing row contains \(\d+, raver@example\.com, sidebar, .+\)\.$/),
    });
    const email = await client().from('newsletter_signups').insert({ email: 'not an address', source: 'home' });
    expect(email.error).toMatchObject({ code: '23514', message: expect.stringContaining('newsletter_signups_email_check') });
    const missing = await client().from('newsletter_signups').insert({ email: 'raver@example.com' });
    expect(missing.status).toBe(400);
    expect(missing.error).toMatchObject({ code: '23502', message: 'null value in column "source" of relation "newsletter_signups" violates not-null constraint' });
    expect(rowsOf(store, 'newsletter_signups')).toEqual([]);
  });

  it('lets nobody read the sign-ups: 401 for anon, 403 for a signed-in user, code 42501', async () => {
    const { client, signedIn } = project();
    await client().from('newsletter_signups').insert({ email: 'raver@example.com', source: 'home' });
    const anon = await client().from('newsletter_signups').select('email');
    expect(anon.status).toBe(401);
    expect(anon.error).toMatchObject({ code: '42501', message: 'permission denied for table newsletter_signups' });
    const { supabase } = await signedIn('crew@example.com');
    const user = await supabase.from('newsletter_signups').select('email');
    expect(user.status).toBe(403);
    expect(user.error).toMatchObject({ code: '42501' });
  });

  it('refuses to hand the new row back and then records nothing, and refuses a value for the generated id', async () => {
    const { client, store } = project();
    const returning = await client().from('newsletter_signups').insert({ email: 'raver@example.com', source: 'home' }).select();
    expect(returning.status).toBe(401);
    expect(returning.error).toMatchObject({ code: '42501', message: 'permission denied for table newsletter_signups' });
    const withId = await client().from('newsletter_signups').insert({ id: 7, email: 'raver@example.com', source: 'home' });
    expect(withId.status).toBe(401);
    expect(withId.error).toMatchObject({ code: '42501' });
    expect(rowsOf(store, 'newsletter_signups')).toEqual([]);
  });

  it('records a signed-in visitor the same way', async () => {
    const { signedIn, store, lastSent } = project();
    const { supabase, accessToken } = await signedIn('raver@example.com');
    const { status, error } = await supabase.from('newsletter_signups').insert({ email: 'raver@example.com', source: 'community' });
    expect({ status, error }).toEqual({ status: 201, error: null });
    expect(lastSent().headers.get('authorization')).toBe(`Bearer ${accessToken}`);
    expect(rowsOf(store, 'newsletter_signups')).toHaveLength(1);
  });
});

describe('the Data API stand-in: a plan owned by its user', () => {
  it('saves festivals by upsert, ignoring duplicates, with the user from the token', async () => {
    const { signedIn, store, lastSent } = project();
    const { supabase, userId } = await signedIn('raver@example.com');
    const rows = [{ festival_id: 1 }, { festival_id: 2 }];
    const first = await supabase.from('saved_festivals').upsert(rows, { onConflict: 'user_id,festival_id', ignoreDuplicates: true });
    expect({ status: first.status, error: first.error }).toEqual({ status: 201, error: null });
    const request = lastSent();
    expect(new URL(request.url).searchParams.get('on_conflict')).toBe('user_id,festival_id');
    expect(new URL(request.url).searchParams.get('columns')).toBe('"festival_id"');
    expect(request.headers.get('prefer')).toBe('resolution=ignore-duplicates');
    const again = await supabase.from('saved_festivals').upsert([{ festival_id: 2 }, { festival_id: 3 }], { onConflict: 'user_id,festival_id', ignoreDuplicates: true });
    expect(again.error).toBeNull();
    expect(rowsOf(store, 'saved_festivals').map((row) => [row.user_id, row.festival_id])).toEqual([
      [userId, 1],
      [userId, 2],
      [userId, 3],
    ]);
  });

  it('shows each user only their own rows, however they filter', async () => {
    const { signedIn, client } = project();
    const raver = await signedIn('raver@example.com');
    const crew = await signedIn('crew@example.com');
    await raver.supabase.from('saved_festivals').insert([{ festival_id: 1 }, { festival_id: 2 }]);
    await crew.supabase.from('saved_festivals').insert({ festival_id: 9 });
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
    const { signedIn, store } = project();
    const raver = await signedIn('raver@example.com');
    const crew = await signedIn('crew@example.com');
    const { status, error } = await crew.supabase.from('saved_festivals').insert({ user_id: raver.userId, festival_id: 4 });
    expect(status).toBe(403);
    expect(error).toMatchObject({ code: '42501', message: 'new row violates row-level security policy for table "saved_festivals"', details: null, hint: null });
    expect(rowsOf(store, 'saved_festivals')).toEqual([]);
  });

  it('deletes with eq and in filters, only among the caller\'s own rows', async () => {
    const { signedIn, store, lastSent } = project();
    const raver = await signedIn('raver@example.com');
    const crew = await signedIn('crew@example.com');
    await raver.supabase.from('saved_festivals').insert([{ festival_id: 1 }, { festival_id: 2 }, { festival_id: 3 }]);
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
    const { signedIn, store, lastSent } = project();
    const { supabase, userId } = await signedIn('raver@example.com');
    await supabase.from('pinned_spots').upsert({ lat: 51.1, lng: -2.5, pinned_at: '2026-11-25T09:59:00Z' });
    vi.setSystemTime(new Date('2026-11-25T11:00:00Z'));
    const { status, error, data } = await supabase.from('pinned_spots').upsert({ lat: 52.2, lng: 0.1, pinned_at: '2026-11-25T10:59:00.000Z' }).select('lat,lng,pinned_at');
    expect({ status, error }).toEqual({ status: 201, error: null });
    expect(lastSent().headers.get('prefer')).toBe('resolution=merge-duplicates, return=representation');
    expect(data).toEqual([{ lat: 52.2, lng: 0.1, pinned_at: '2026-11-25T10:59:00.000+00:00' }]);
    expect(rowsOf(store, 'pinned_spots')).toEqual([
      { user_id: userId, lat: 52.2, lng: 0.1, pinned_at: '2026-11-25T10:59:00.000+00:00', updated_at: '2026-11-25T11:00:00.000+00:00' },
    ]);
  });

  it('refuses a duplicate insert with 409 and out-of-range values with 400', async () => {
    const { signedIn } = project();
    const { supabase, userId } = await signedIn('raver@example.com');
    await supabase.from('packed_items').insert({ item_id: 'head-torch' });
    const repeat = await supabase.from('packed_items').insert({ item_id: 'head-torch' });
    expect(repeat.status).toBe(409);
    expect(repeat.error).toMatchObject({
      code: '23505',
      message: 'duplicate key value violates unique constraint "packed_items_pkey"',
      details: `Key (user_id, item_id)=(${userId}, head-torch) already exists.`,
    });
    const badItem = await supabase.from('packed_items').insert({ item_id: 'Head Torch' });
    expect(badItem.error).toMatchObject({ code: '23514', message: expect.stringContaining('packed_items_item_id_check') });
    const badFestival = await supabase.from('saved_festivals').insert({ festival_id: 10_000 });
    expect(badFestival.error).toMatchObject({ code: '23514', message: expect.stringContaining('saved_festivals_festival_id_check') });
    const badLat = await supabase.from('pinned_spots').insert({ lat: 91, lng: 0, pinned_at: '2026-11-25T10:00:00Z' });
    expect(badLat.status).toBe(400);
    expect(badLat.error).toMatchObject({ code: '23514', message: expect.stringContaining('pinned_spots_lat_check') });
    const notANumber = await supabase.from('saved_festivals').insert({ festival_id: 'abc' });
    expect(notANumber.error).toMatchObject({ code: '22P02', message: 'invalid input syntax for type integer: "abc"' });
  });

  it("updates only the caller's own rows, and keeps them theirs", async () => {
    const { signedIn, store } = project();
    const raver = await signedIn('raver@example.com');
    const crew = await signedIn('crew@example.com');
    await raver.supabase.from('pinned_spots').insert({ lat: 1, lng: 2, pinned_at: '2026-11-25T10:00:00Z' });
    const intruder = await crew.supabase.from('pinned_spots').update({ lat: 3 }).eq('user_id', raver.userId);
    expect({ status: intruder.status, error: intruder.error }).toEqual({ status: 204, error: null });
    const handOver = await raver.supabase.from('pinned_spots').update({ user_id: crew.userId }).eq('user_id', raver.userId);
    expect(handOver.status).toBe(403);
    expect(handOver.error).toMatchObject({ code: '42501' });
    const own = await raver.supabase.from('pinned_spots').update({ lat: 4 }).eq('user_id', raver.userId);
    expect(own.status).toBe(204);
    expect(rowsOf(store, 'pinned_spots')).toEqual([expect.objectContaining({ user_id: raver.userId, lat: 4, lng: 2 })]);
  });

  it('gives a key that one object of an array lacks null, or the default with defaultToNull off', async () => {
    const { signedIn, lastSent } = project();
    const { supabase } = await signedIn('raver@example.com');
    const nulls = await supabase.from('pinned_spots').insert([{ lat: 1, lng: 2 }, { pinned_at: '2026-11-25T10:00:00Z' }]);
    expect(nulls.error).toMatchObject({ code: '23502', message: 'null value in column "pinned_at" of relation "pinned_spots" violates not-null constraint' });
    const defaults = await supabase.from('saved_festivals').insert([{ festival_id: 5 }, { festival_id: 6, created_at: '2026-01-01T00:00:00Z' }], { defaultToNull: false });
    expect(lastSent().headers.get('prefer')).toBe('missing=default');
    expect(defaults.error).toBeNull();
  });

  it('answers .single() with the one row, or 406 when there is none', async () => {
    const { signedIn } = project();
    const { supabase } = await signedIn('raver@example.com');
    const none = await supabase.from('pinned_spots').select('lat').single();
    expect(none.status).toBe(406);
    expect(none.error).toMatchObject({ code: 'PGRST116', details: 'The result contains 0 rows' });
    await supabase.from('pinned_spots').insert({ lat: 1, lng: 2, pinned_at: '2026-11-25T10:00:00Z' });
    const one = await supabase.from('pinned_spots').select('lat,lng').single();
    expect(one.data).toEqual({ lat: 1, lng: 2 });
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
    const firstTab = project(browserTableStore());
    const secondTab = project(browserTableStore());
    await firstTab.client().from('newsletter_signups').insert({ email: 'raver@example.com', source: 'footer' });
    const { status } = await secondTab.client().from('newsletter_signups').insert({ email: 'raver@example.com', source: 'footer' });
    expect(status).toBe(409);
    expect(JSON.parse(saved.get('demo_rest_rows') ?? '{}').rows.newsletter_signups).toHaveLength(1);
  });
});
