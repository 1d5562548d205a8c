import { getResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SUPABASE } from '#content/services';
import { addAccount, memoryStore, supabaseAuthHandlers } from '#mocks/supabase-auth';
import type * as envModule from './env';
import { parseEnv } from './env';
import { supabaseSettings } from './supabase';

const url = 'https://abcdefghijklmnopqrst.supabase.co';
const publishableKey = 'sb_publishable_AbCdEfGhIjKlMnOpQrStUv_x1y2z3w4';
/** A legacy anon key: a JWT whose role is anon. */
const anonKey = [{ alg: 'HS256', typ: 'JWT' }, { iss: 'supabase', ref: 'abcdefghijklmnopqrst', role: 'anon' }]
  .map((part) => Buffer.from(JSON.stringify(part)).toString('base64url'))
  .concat('c2lnbmF0dXJl')
  .join('.');

describe('supabaseSettings', () => {
  it('uses the configured project with its publishable key, or its legacy anon key', () => {
    const publishable = parseEnv({ VITE_SUPABASE_URL: url, VITE_SUPABASE_PUBLISHABLE_KEY: publishableKey, DEV: false });
    expect(supabaseSettings(publishable)).toEqual({ url, publishableKey });
    const legacy = parseEnv({ VITE_SUPABASE_URL: url, VITE_SUPABASE_ANON_KEY: anonKey, DEV: false });
    expect(supabaseSettings(legacy)).toEqual({ url, publishableKey: anonKey });
  });

  it('uses the demo stand-in in development without the variables', () => {
    expect(supabaseSettings(parseEnv({ DEV: true }))).toEqual(DEMO_SUPABASE);
  });

  it('has no service in a production build without the variables', () => {
    expect(supabaseSettings(parseEnv({ DEV: false }))).toBeUndefined();
    expect(supabaseSettings(parseEnv({ VITE_SUPABASE_URL: url, DEV: false }))).toBeUndefined();
  });
});

describe('the client, with either form of key', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.doUnmock('./env');
    vi.resetModules();
  });

  /** The app's own client, built from a production configuration, against the auth service stand-in. */
  async function clientFor(variables: Record<string, string>) {
    vi.resetModules();
    vi.doMock('./env', async (importOriginal) => {
      const actual = await importOriginal<typeof envModule>();
      return { ...actual, env: actual.parseEnv({ DEV: false, VITE_SUPABASE_URL: url, ...variables }) };
    });
    const store = memoryStore();
    addAccount(store, { email: 'raver@example.com', password: 'glitter-and-wellies', role: 'teenager', confirmed: true });
    const handlers = supabaseAuthHandlers({ store });
    const sent: Request[] = [];
    // supabase-js builds its realtime client from a WebSocket class, which Node 20 lacks; these calls never open one.
    vi.stubGlobal('WebSocket', class {});
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      sent.push(request.clone());
      return (await getResponse(handlers, request)) ?? Response.error();
    });
    const { getSupabase } = await import('./supabase');
    return { supabase: await getSupabase(), sent };
  }

  for (const [form, variables, key] of [
    ['a publishable key', { VITE_SUPABASE_PUBLISHABLE_KEY: publishableKey }, publishableKey],
    ['a legacy anon key', { VITE_SUPABASE_ANON_KEY: anonKey }, anonKey],
    ['both, preferring the publishable key', { VITE_SUPABASE_PUBLISHABLE_KEY: publishableKey, VITE_SUPABASE_ANON_KEY: anonKey }, publishableKey],
  ] as const) {
    it(`signs in with ${form}, sent as the apikey of each call`, async () => {
      const { supabase, sent } = await clientFor(variables);
      const { data, error } = await supabase.auth.signInWithPassword({ email: 'raver@example.com', password: 'glitter-and-wellies' });
      expect(error).toBeNull();
      expect(data.user?.email).toBe('raver@example.com');
      expect(sent[0]?.url).toBe(`${url}/auth/v1/token?grant_type=password`);
      expect(sent.map((request) => request.headers.get('apikey'))).toEqual(sent.map(() => key));
    });
  }
});

describe('where the client keeps the session', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.doUnmock('./env');
    vi.resetModules();
  });

  it('keeps it in localStorage through storage.ts, under the key the header reads', async () => {
    vi.resetModules();
    vi.doMock('./env', async (importOriginal) => {
      const actual = await importOriginal<typeof envModule>();
      return { ...actual, env: actual.parseEnv({ DEV: false, VITE_SUPABASE_URL: url, VITE_SUPABASE_PUBLISHABLE_KEY: publishableKey }) };
    });
    const stored = new Map<string, string>();
    const localStorage = {
      getItem: (key: string) => stored.get(key) ?? null,
      setItem: (key: string, value: string) => void stored.set(key, value),
      removeItem: (key: string) => void stored.delete(key),
    };
    vi.stubGlobal('window', { localStorage });
    const store = memoryStore();
    addAccount(store, { email: 'raver@example.com', password: 'glitter-and-wellies', role: 'teenager', confirmed: true });
    const handlers = supabaseAuthHandlers({ store });
    vi.stubGlobal('WebSocket', class {});
    vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => (await getResponse(handlers, new Request(input, init))) ?? Response.error());
    const { getSupabase } = await import('./supabase');
    const heard = vi.fn();
    const { onAuthChange } = await import('./authChanges');
    onAuthChange(heard);

    const supabase = await getSupabase();
    await supabase.auth.signInWithPassword({ email: 'raver@example.com', password: 'glitter-and-wellies' });
    expect(JSON.parse(stored.get('supabase_auth_session') ?? '{}')).toMatchObject({ user: { email: 'raver@example.com' } });
    expect(heard).toHaveBeenCalled();

    await supabase.auth.signOut();
    expect(stored.has('supabase_auth_session')).toBe(false);
  });
});
