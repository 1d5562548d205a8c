import type { Browser } from '@playwright/test';
import { http, HttpResponse } from 'msw';
import { findFestivalById } from '../content/festivals';
import type { Festival } from '../content/schemas';
import { fakeGoogleMapsHandler } from '../mocks/google-maps/handlers';
import { memoryTableStore, type TableStore } from '../mocks/postgrest';
import { addAccount, memoryStore, supabaseAuthHandlers, type AuthStore } from '../mocks/supabase-auth';
import { supabaseDataHandlers } from '../mocks/supabase-tables';
import { storageKeys } from '../src/lib/storage';
import { expect, expectNoAxeViolations, test, TODAY, waitForHydration } from './fixtures';
import { fillLoginForm } from './loginForm';
import { mockServices } from '../scenarios/mockServices';

/**
 * A signed-in visitor's plan follows their account: two browsers (two contexts, as a laptop and a
 * phone) signed in to one account, served by the auth and Data API stand-ins over shared stores,
 * as demo mode shares them between tabs.
 */
const raver = { email: 'raver@example.com', password: 'glitter-and-wellies' };
const parent = { email: 'parent@example.com', password: 'camping-chair' };

const festival = (id: number) => findFestivalById(id) as Festival;
const tomorrowland = festival(1);
const glastonbury = festival(3);

type Services = { accounts: AuthStore; tables: TableStore };

function services(): Services {
  const accounts = memoryStore();
  for (const account of [raver, parent]) addAccount(accounts, { ...account, role: 'teenager', confirmed: true });
  return { accounts, tables: memoryTableStore() };
}

/** A new browser signed in to `account`, its answers from `stores` (which a failing test may override). */
async function signedIn(browser: Browser, { accounts, tables }: Services, account: typeof raver) {
  const context = await browser.newContext();
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.clock.setFixedTime(TODAY);
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
  await mockServices(page, 'https://maps.googleapis.com/maps/api/js**', [fakeGoogleMapsHandler]);
  await mockServices(page, '**/auth/v1/**', supabaseAuthHandlers({ store: accounts }));
  await mockServices(page, '**/rest/v1/**', supabaseDataHandlers({ store: tables }));
  const login = await fillLoginForm(page, account);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/festival-map');
  return { context, page, errors, account };
}

type Visitor = Awaited<ReturnType<typeof signedIn>>;

async function open({ page }: Visitor, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

const saveButton = ({ page }: Visitor, subject: Festival) => page.getByRole('main').getByRole('button', { name: `Save ${subject.name}` });

/** Opens the account menu and waits for the plan's state to read `words`. */
async function expectPlanState({ page, account }: Visitor, words: string | RegExp) {
  const button = page.getByRole('banner').getByRole('button', { name: `Signed in as ${account.email}` });
  const menu = page.getByRole('menu');
  if (!(await menu.isVisible())) await button.click();
  const name = typeof words === 'string' ? `Your plan ${words}` : new RegExp(`^Your plan ${words.source}`);
  await expect(menu.getByRole('group', { name })).toBeVisible();
  return menu;
}

async function closeMenu({ page }: Visitor) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

const savedIn = ({ page }: Visitor) => page.evaluate((key) => localStorage.getItem(key), storageKeys.savedFestivals);

test.describe('the plan syncs through the account', () => {
  let visitors: Visitor[] = [];
  test.afterEach(async () => {
    for (const visitor of visitors) {
      expect(visitor.errors).toEqual([]);
      await visitor.context.close();
    }
    visitors = [];
  });

  const start = async (browser: Browser, stores: Services, account = raver) => {
    const visitor = await signedIn(browser, stores, account);
    visitors.push(visitor);
    return visitor;
  };

  test('a save on the first browser appears on the second after a reload, and a removal on the second leaves the first', async ({ browser }) => {
    test.setTimeout(120_000);
    const stores = services();
    const laptop = await start(browser, stores);
    const phone = await start(browser, stores);

    await open(laptop, '/festival-calendar');
    await saveButton(laptop, tomorrowland).click();
    await expect(saveButton(laptop, tomorrowland)).toHaveAttribute('aria-pressed', 'true');
    await expectPlanState(laptop, 'Synced');
    await expectNoAxeViolations(laptop.page);
    await closeMenu(laptop);

    await open(phone, '/festival-calendar');
    await expect(saveButton(phone, tomorrowland)).toHaveAttribute('aria-pressed', 'true');
    await saveButton(phone, tomorrowland).click();
    await expect(saveButton(phone, tomorrowland)).toHaveAttribute('aria-pressed', 'false');
    await expectPlanState(phone, 'Synced');

    await open(laptop, '/festival-calendar');
    await expect(saveButton(laptop, tomorrowland)).toHaveAttribute('aria-pressed', 'false');
    await expectPlanState(laptop, 'Synced');
    await open(laptop, '/festival-calendar');
    await expectPlanState(laptop, 'Synced');
    await expect(saveButton(laptop, tomorrowland)).toHaveAttribute('aria-pressed', 'false');
  });

  test('a change made offline on the first browser waits, and syncs when it is back online', async ({ browser }) => {
    test.setTimeout(120_000);
    const stores = services();
    const laptop = await start(browser, stores);
    const phone = await start(browser, stores);

    await open(laptop, '/festival-calendar');
    await expectPlanState(laptop, 'Synced');
    await closeMenu(laptop);
    await laptop.context.setOffline(true);
    await saveButton(laptop, glastonbury).click();
    await expect(saveButton(laptop, glastonbury)).toHaveAttribute('aria-pressed', 'true');
    await expectPlanState(laptop, 'Offline: changes will sync');
    await expectNoAxeViolations(laptop.page);
    expect(stores.tables.read().rows.saved_festivals ?? []).toEqual([]);

    await laptop.context.setOffline(false);
    await expectPlanState(laptop, 'Synced');
    await open(phone, '/festival-calendar');
    await expect(saveButton(phone, glastonbury)).toHaveAttribute('aria-pressed', 'true');
  });

  test('a second account sees nothing of the first', async ({ browser }) => {
    test.setTimeout(120_000);
    const stores = services();
    const first = await start(browser, stores);
    await open(first, '/festival-calendar');
    await saveButton(first, tomorrowland).click();
    await expectPlanState(first, 'Synced');

    const second = await start(browser, stores, parent);
    await open(second, '/festival-calendar');
    await expectPlanState(second, 'Synced');
    await expect(saveButton(second, tomorrowland)).toHaveAttribute('aria-pressed', 'false');
    expect(await savedIn(second)).toBeNull();
    const owners = new Set((stores.tables.read().rows.saved_festivals ?? []).map((row) => row.user_id));
    expect(owners.size).toBe(1);
  });

  test("a failure offers Try again; 'Delete my synced plan' asks first, removes the account's rows and keeps the browser's plan", async ({ browser }) => {
    test.setTimeout(120_000);
    const stores = services();
    const laptop = await start(browser, stores);
    await open(laptop, '/festival-calendar');
    await saveButton(laptop, tomorrowland).click();
    await expectPlanState(laptop, 'Synced');
    await closeMenu(laptop);

    await mockServices(laptop.page, '**/rest/v1/**', [
      http.all('*/rest/v1/:table', () => HttpResponse.json({ code: 'XX000', message: 'internal error', details: null, hint: null }, { status: 500 })),
    ]);
    await saveButton(laptop, glastonbury).click();
    let menu = await expectPlanState(laptop, 'Sync failed: your changes are kept in this browser.');
    await expectNoAxeViolations(laptop.page);
    await laptop.page.unroute('**/rest/v1/**');
    await mockServices(laptop.page, '**/rest/v1/**', supabaseDataHandlers({ store: stores.tables }));
    await menu.getByRole('menuitem', { name: 'Try again' }).click();
    menu = await expectPlanState(laptop, 'Synced');
    expect((stores.tables.read().rows.saved_festivals ?? []).map((row) => row.festival_id).sort()).toEqual([tomorrowland.id, glastonbury.id]);

    await menu.getByRole('menuitem', { name: 'Delete my synced plan' }).click();
    const dialog = laptop.page.getByRole('alertdialog', { name: 'Delete your synced plan?' });
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await expectNoAxeViolations(laptop.page);
    await dialog.getByRole('button', { name: 'Delete synced plan' }).click();
    await expect(laptop.page.getByText('Your synced plan is deleted. This browser keeps its plan and no longer syncs it.')).toBeVisible();
    expect(stores.tables.read().rows.saved_festivals ?? []).toEqual([]);
    await expect(saveButton(laptop, tomorrowland)).toHaveAttribute('aria-pressed', 'true');

    await open(laptop, '/festival-calendar');
    await expectPlanState(laptop, /Not syncing/);
    await expectNoAxeViolations(laptop.page);
    expect(stores.tables.read().rows.saved_festivals ?? []).toEqual([]);
  });
});
