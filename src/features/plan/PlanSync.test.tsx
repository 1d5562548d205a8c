import { http, HttpResponse } from 'msw';
import { Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryTableStore, type TableStore } from '#mocks/postgrest';
import { addAccount, memoryStore, supabaseAuthHandlers, type AuthStore } from '#mocks/supabase-auth';
import { supabaseDataHandlers } from '#mocks/supabase-tables';
import { AccountEntry } from '#src/features/session/AccountEntry';
import { storageKeys } from '#src/lib/storage';
import { getSupabase } from '#src/lib/supabase';
import { callsSupabase, startMockWorker } from '#src/test/mockWorker';
import { renderWithRouter } from '#src/test/renderApp';
import PlanSyncForAccount from './PlanSyncForAccount';

const worker = startMockWorker([], callsSupabase);
const account = { email: 'raver@example.com', password: 'glitter-and-wellies' };
let accounts: AuthStore;
let tables: TableStore;

beforeEach(() => {
  accounts = memoryStore();
  tables = memoryTableStore();
  addAccount(accounts, { ...account, role: 'teenager', confirmed: true });
  worker.use(...supabaseAuthHandlers({ store: accounts }), ...supabaseDataHandlers({ store: tables }));
});

afterEach(() => {
  Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
});

const userId = () => String(accounts.read().users[account.email]!.user.id);
const rows = (table: string) => tables.read().rows[table] ?? [];
const savedInBrowser = () => JSON.parse(localStorage.getItem(storageKeys.savedFestivals) ?? '[]') as number[];

/** Signs in, then renders the header's account entry with the plan's sync, as the header does. */
async function signInAndRender() {
  const supabase = await getSupabase();
  await supabase.auth.signInWithPassword(account);
  const { screen } = await renderWithRouter(
    <>
      <AccountEntry menuAddition={PlanSyncForAccount} />
      <Toaster />
    </>,
  );
  const openMenu = async () => {
    await screen.getByRole('button', { name: `Signed in as ${account.email}` }).click();
    return screen.getByRole('menu');
  };
  return { screen, openMenu };
}

/** A handler that holds its answers until the test lets them go. */
function held() {
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  return { release, handler: http.get('*/rest/v1/:table', async () => void (await released)) };
}

describe('the plan sync in the account menu', () => {
  it("merges the browser's plan with the account's on sign-in, says 'Saving…' meanwhile and 'Synced' after", async () => {
    localStorage.setItem(storageKeys.savedFestivals, '[3]');
    localStorage.setItem(storageKeys.packedGear, '["earplugs"]');
    tables.write({ rows: { saved_festivals: [{ user_id: userId(), festival_id: 7, created_at: '', updated_at: '' }] }, sequences: {} });
    const hold = held();
    worker.use(hold.handler);
    const { openMenu } = await signInAndRender();
    const menu = await openMenu();
    await expect.element(menu.getByRole('group', { name: 'Your plan Saving…' })).toBeVisible();
    hold.release();
    await expect.element(menu.getByRole('group', { name: 'Your plan Synced' })).toBeVisible();
    expect(savedInBrowser().sort()).toEqual([3, 7]);
    expect(rows('saved_festivals').map((row) => row.festival_id).sort()).toEqual([3, 7]);
    expect(rows('packed_items').map((row) => row.item_id)).toEqual(['earplugs']);
  });

  it('sends each change while signed in', async () => {
    const { openMenu } = await signInAndRender();
    const menu = await openMenu();
    await expect.element(menu.getByRole('group', { name: 'Your plan Synced' })).toBeVisible();
    localStorage.setItem(storageKeys.savedFestivals, '[5]');
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.savedFestivals }));
    await expect.poll(() => rows('saved_festivals').map((row) => row.festival_id)).toEqual([5]);
    await expect.element(menu.getByRole('group', { name: 'Your plan Synced' })).toBeVisible();
  });

  it('says a failure and syncs on Try again', async () => {
    worker.use(
      http.get('*/rest/v1/:table', () =>
        HttpResponse.json({ code: '42501', message: 'permission denied for table saved_festivals', details: null, hint: null }, { status: 403 }),
      ),
    );
    const { openMenu } = await signInAndRender();
    const menu = await openMenu();
    await expect.element(menu.getByRole('group', { name: 'Your plan Sync failed: your changes are kept in this browser.' })).toBeVisible();
    worker.resetHandlers(...supabaseAuthHandlers({ store: accounts }), ...supabaseDataHandlers({ store: tables }));
    await menu.getByRole('menuitem', { name: 'Try again' }).click();
    await expect.element((await openMenu()).getByRole('group', { name: 'Your plan Synced' })).toBeVisible();
  });

  it('waits offline, and syncs the change when the connection returns', async () => {
    const { openMenu } = await signInAndRender();
    const menu = await openMenu();
    await expect.element(menu.getByRole('group', { name: 'Your plan Synced' })).toBeVisible();
    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => false });
    worker.use(http.all('*/rest/v1/:table', () => HttpResponse.error()));
    window.dispatchEvent(new Event('offline'));
    await expect.element(menu.getByRole('group', { name: 'Your plan Offline: changes will sync' })).toBeVisible();
    localStorage.setItem(storageKeys.savedFestivals, '[2]');
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.savedFestivals }));
    await expect.element(menu.getByRole('group', { name: 'Your plan Offline: changes will sync' })).toBeVisible();
    expect(rows('saved_festivals')).toEqual([]);

    Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => true });
    worker.resetHandlers(...supabaseAuthHandlers({ store: accounts }), ...supabaseDataHandlers({ store: tables }));
    window.dispatchEvent(new Event('online'));
    await expect.element(menu.getByRole('group', { name: 'Your plan Synced' })).toBeVisible();
    expect(rows('saved_festivals').map((row) => row.festival_id)).toEqual([2]);
  });

  it("deletes the account's plan after asking, keeps the browser's, and stops syncing", async () => {
    localStorage.setItem(storageKeys.savedFestivals, '[4]');
    const { screen, openMenu } = await signInAndRender();
    let menu = await openMenu();
    await expect.element(menu.getByRole('group', { name: 'Your plan Synced' })).toBeVisible();
    expect(rows('saved_festivals')).toHaveLength(1);

    await menu.getByRole('menuitem', { name: 'Delete my synced plan' }).click();
    const dialog = screen.getByRole('alertdialog', { name: 'Delete your synced plan?' });
    await expect.element(dialog.getByRole('button', { name: 'Keep it' })).toHaveFocus();
    await dialog.getByRole('button', { name: 'Keep it' }).click();
    await expect.element(dialog).not.toBeInTheDocument();
    expect(rows('saved_festivals')).toHaveLength(1);

    menu = await openMenu();
    await menu.getByRole('menuitem', { name: 'Delete my synced plan' }).click();
    await dialog.getByRole('button', { name: 'Delete synced plan' }).click();
    await expect.element(screen.getByText('Your synced plan is deleted. This browser keeps its plan and no longer syncs it.')).toBeVisible();
    expect(rows('saved_festivals')).toEqual([]);
    expect(savedInBrowser()).toEqual([4]);

    localStorage.setItem(storageKeys.savedFestivals, '[4,5]');
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.savedFestivals }));
    menu = await openMenu();
    await expect.element(menu.getByRole('group', { name: /^Your plan Not syncing/ })).toBeVisible();
    expect(rows('saved_festivals')).toEqual([]);
    await menu.getByRole('menuitem', { name: 'Sync this browser again' }).click();
    await expect.poll(() => rows('saved_festivals').map((row) => row.festival_id).sort()).toEqual([4, 5]);
  });
});
