import { afterEach, describe, expect, it, vi } from 'vitest';
import { DEMO_SUPABASE } from '#content/services';
import { callsSupabase, startMockWorker } from '#src/test/mockWorker';
import { memoryTableStore } from './postgrest';
import { addAccount, memoryStore, supabaseAuthHandlers } from './supabase-auth';
import { supabaseDataHandlers } from './supabase-tables';
import { unreachableWhileOffline } from './offlineServer';

const accounts = memoryStore();
addAccount(accounts, { email: 'raver@example.com', password: 'glitter-and-wellies', role: 'teenager', confirmed: true });
startMockWorker(
  [...unreachableWhileOffline(), ...supabaseAuthHandlers({ store: accounts }), ...supabaseDataHandlers({ store: memoryTableStore() })],
  callsSupabase,
);

const headers = { apikey: DEMO_SUPABASE.publishableKey, 'Content-Type': 'application/json' };
const signIn = () =>
  fetch(`${DEMO_SUPABASE.url}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ email: 'raver@example.com', password: 'glitter-and-wellies' }),
  });
const readPlan = (token: string) =>
  fetch(`${DEMO_SUPABASE.url}/rest/v1/saved_festivals?select=*`, { headers: { ...headers, Authorization: `Bearer ${token}` } });

/** What the browser says when its connection goes: `navigator.onLine` turns false and `offline` fires. */
function goOffline() {
  const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
  window.dispatchEvent(new Event('offline'));
  return () => {
    onLine.mockRestore();
    window.dispatchEvent(new Event('online'));
  };
}

afterEach(() => {
  vi.restoreAllMocks();
  window.dispatchEvent(new Event('online'));
});

describe('the demo auth service and Data API, as a real server is reached', () => {
  it('answer while the browser is online', async () => {
    const session = (await (await signIn()).json()) as { access_token: string };
    expect((await readPlan(session.access_token)).status).toBe(200);
  });

  it('fail with a network error while the browser is offline, and answer again when it is back', async () => {
    const session = (await (await signIn()).json()) as { access_token: string };
    const backOnline = goOffline();

    await expect(signIn()).rejects.toThrow(TypeError);
    await expect(readPlan(session.access_token)).rejects.toThrow(TypeError);

    backOnline();
    expect((await signIn()).status).toBe(200);
    expect((await readPlan(session.access_token)).status).toBe(200);
  });

  it('fail from the offline event on, even before navigator.onLine says so', async () => {
    window.dispatchEvent(new Event('offline'));
    await expect(signIn()).rejects.toThrow(TypeError);
    window.dispatchEvent(new Event('online'));
    expect((await signIn()).status).toBe(200);
  });

  it('fail while navigator.onLine says offline, as in a page opened without a connection', async () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    await expect(signIn()).rejects.toThrow(TypeError);
  });
});
