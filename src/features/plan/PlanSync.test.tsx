import { http, HttpResponse } from 'msw';
import { toast, Toaster } from 'sonner';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { memoryTableStore, type TableStore } from '#mocks/postgrest';
import { addAccount, memoryStore, supabaseAuthHandlers, type AuthStore } from '#mocks/supabase-auth';
import { supabaseDataHandlers } from '#mocks/supabase-tables';
import { AccountEntry } from '#src/features/session/AccountEntry';
import { storageKeys } from '#src/lib/storage';
import { getSupabase } from '#src/lib/supabase';
import { callsSupabase, startMockWorker } from '#src/test/mockWorker';
import { renderWithRouter } from '#src/test/renderApp';
import PlanSync from './PlanSync';
import PlanSyncMenuItems from './PlanSyncMenuItems';
import { runningSync } from './runningSync';

const worker = startMockWorker([], callsSupabase);
const account = { email: 'raver@example.com', password: 'glitter-and-wellies' };
let accounts: AuthStore;
let tables: TableStore;

beforeEach(() => {
  // Sonner keeps its toasts between renders: one test's toast is not the next one's.
  toast.dismiss();
  accounts = memoryStore();
  tables = memoryTableStore();
  addAccount(accounts, { ...account, role: 'teenager', confirmed: true });
  worker.use(...supabaseAuthHandlers({ store: accounts }), ...supabaseDataHandlers({ store: tables }));
});

// A sync still under way when a test ends would write this browser's record after the next test began.
afterEach(async () => {
  await expect.poll(() => runningSync()?.actor.getSnapshot().hasTag('busy') ?? false).toBe(false);
});

const userId = () => String(accounts.read().users[account.email]!.user.id);
const planId = '6f1c1a7e-3b1d-4c8e-9d4f-2a7b5c9e0d11';
const rows = (table: string) => tables.read().rows[table] ?? [];
const savedInBrowser = () => JSON.parse(localStorage.getItem(storageKeys.savedFestivals) ?? '[]') as number[];

/** Signs in, then renders the plan's sync as the layout does, and the header's account entry with the plan's items. */
async function signInAndRender() {
  const supabase = await getSupabase();
  await supabase.auth.signInWithPassword(account);
  const { screen } = await renderWithRouter(
    <>
      <AccountEntry menuAddition={PlanSyncMenuItems} />
      <PlanSync userId={userId()} />
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

describe('the plan sync, as the account menu shows it', () => {
  it("merges the browser's plan with the account's on sign-in, says 'Saving…' meanwhile and 'Synced' after", async () => {
    localStorage.setItem(storageKeys.savedFestivals, '[3]');
    localStorage.setItem(storageKeys.packedGear, '["earplugs"]');
    tables.write({
      rows: {
        synced_plans: [{ user_id: userId(), id: planId, created_at: '' }],
        saved_festivals: [{ user_id: userId(), plan_id: planId, festival_id: 7, created_at: '', updated_at: '' }],
      },
      sequences: {},
    });
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
    worker.use(http.all('*/rest/v1/:table', () => HttpResponse.error()));
    window.dispatchEvent(new Event('offline'));
    await expect.element(menu.getByRole('group', { name: 'Your plan Offline: changes will sync' })).toBeVisible();
    localStorage.setItem(storageKeys.savedFestivals, '[2]');
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.savedFestivals }));
    await expect.element(menu.getByRole('group', { name: 'Your plan Offline: changes will sync' })).toBeVisible();
    expect(rows('saved_festivals')).toEqual([]);

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
    await menu.getByRole('menuitem', { name: 'Sync again' }).click();
    await expect.poll(() => rows('saved_festivals').map((row) => row.festival_id).sort()).toEqual([4, 5]);
  });

  it('keeps a delete pressed offline, says so instead of Synced, and deletes when the connection returns', async () => {
    localStorage.setItem(storageKeys.savedFestivals, '[4]');
    const { screen, openMenu } = await signInAndRender();
    let menu = await openMenu();
    await expect.element(menu.getByRole('group', { name: 'Your plan Synced' })).toBeVisible();
    worker.use(http.all('*/rest/v1/:table', () => HttpResponse.error()));
    window.dispatchEvent(new Event('offline'));
    await menu.getByRole('menuitem', { name: 'Delete my synced plan' }).click();
    await screen.getByRole('alertdialog').getByRole('button', { name: 'Delete synced plan' }).click();
    menu = await openMenu();
    await expect.element(menu.getByRole('group', { name: 'Your plan Offline: your synced plan will be deleted when you are back online.' })).toBeVisible();
    expect(rows('saved_festivals')).toHaveLength(1);

    worker.resetHandlers(...supabaseAuthHandlers({ store: accounts }), ...supabaseDataHandlers({ store: tables }));
    window.dispatchEvent(new Event('online'));
    await expect.element(screen.getByText('Your synced plan is deleted. This browser keeps its plan and no longer syncs it.')).toBeVisible();
    expect(rows('saved_festivals')).toEqual([]);
    expect(rows('synced_plans')).toEqual([]);
  });

  it("stops when the plan was deleted on another device, keeps this browser's plan, and sends nothing until Sync again", async () => {
    localStorage.setItem(storageKeys.savedFestivals, '[4]');
    const { openMenu } = await signInAndRender();
    const menu = await openMenu();
    await expect.element(menu.getByRole('group', { name: 'Your plan Synced' })).toBeVisible();
    tables.write({ rows: {}, sequences: {} });

    localStorage.setItem(storageKeys.savedFestivals, '[4,5]');
    window.dispatchEvent(new StorageEvent('storage', { key: storageKeys.savedFestivals }));
    await expect.element(menu.getByRole('group', { name: 'Your plan Not syncing: your synced plan was deleted on another device.' })).toBeVisible();
    expect(rows('saved_festivals')).toEqual([]);
    expect(savedInBrowser()).toEqual([4, 5]);

    await menu.getByRole('menuitem', { name: 'Sync again' }).click();
    await expect.poll(() => rows('saved_festivals').map((row) => row.festival_id).sort()).toEqual([4, 5]);
  });

  it("asks before the plan of another account joins this one, and uses the account's plan when told so", async () => {
    localStorage.setItem(storageKeys.savedFestivals, '[4]');
    localStorage.setItem(storageKeys.planSync, JSON.stringify({ userId: 'someone-else', status: 'on', planId, base: { saved: [4], packed: [], pin: null } }));
    const { screen } = await signInAndRender();
    const question = screen.getByRole('dialog', { name: 'Add the plan on this device to your account?' });
    await expect.element(question).toBeVisible();
    expect(rows('saved_festivals')).toEqual([]);
    await question.getByRole('button', { name: "Use my account's plan" }).click();
    await expect.poll(savedInBrowser).toEqual([]);
    await expect.poll(() => rows('synced_plans')).toHaveLength(1);
    expect(rows('saved_festivals')).toEqual([]);
  });

  it('adds the plan of another account when told so', async () => {
    localStorage.setItem(storageKeys.savedFestivals, '[4]');
    localStorage.setItem(storageKeys.planSync, JSON.stringify({ userId: 'someone-else', status: 'on' }));
    const { screen } = await signInAndRender();
    const question = screen.getByRole('dialog', { name: 'Add the plan on this device to your account?' });
    await question.getByRole('button', { name: 'Add it to my account' }).click();
    await expect.poll(() => rows('saved_festivals').map((row) => row.festival_id)).toEqual([4]);
  });

  it.each([
    ['keeps the plan on this device by default, and the pin while not forgotten', [], [4], '{"lat":51.5,"lng":-0.1}'],
    ['forgets the pin on this device only when asked', ['Forget my pinned map spot on this device'], [4], null],
    ['removes the plan from this device when asked', ['Remove my plan from this device'], [], null],
  ] as const)('at sign-out, %s; the account keeps its plan', async (_, choices, savedAfter, pinAfter) => {
    localStorage.setItem(storageKeys.savedFestivals, '[4]');
    localStorage.setItem(storageKeys.pinnedMapLocation, '{"lat":51.5,"lng":-0.1}');
    localStorage.setItem(storageKeys.pinnedMapLocationAt, '2026-11-20T10:00:00.000Z');
    const { screen, openMenu } = await signInAndRender();
    const menu = await openMenu();
    await expect.element(menu.getByRole('group', { name: 'Your plan Synced' })).toBeVisible();
    await expect.element(menu.getByRole('menuitemradio', { name: 'Keep my plan on this device' })).toBeChecked();
    await expect.element(menu.getByRole('menuitemcheckbox', { name: 'Forget my pinned map spot on this device' })).not.toBeChecked();
    for (const choice of choices) await menu.getByRole('menuitem' + (choice.startsWith('Forget') ? 'checkbox' : 'radio'), { name: choice }).click();
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect.element(screen.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    expect(savedInBrowser()).toEqual(savedAfter);
    expect(localStorage.getItem(storageKeys.pinnedMapLocation)).toBe(pinAfter);
    expect(rows('saved_festivals').map((row) => row.festival_id)).toEqual([4]);
    expect(rows('pinned_spots')).toHaveLength(1);
  });
});
