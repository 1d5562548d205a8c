import type { Browser, BrowserContext, Page, Route } from '@playwright/test';
import { http, HttpResponse } from 'msw';
import { findFestivalById } from '../content/festivals';
import type { Festival } from '../content/schemas';
import { fakeGoogleMapsHandler } from '../mocks/google-maps/handlers';
import { memoryTableStore, type Row, type TableStore } from '../mocks/postgrest';
import { addAccount, memoryStore, supabaseAuthHandlers, type AuthStore } from '../mocks/supabase-auth';
import { supabaseDataHandlers } from '../mocks/supabase-tables';
import { storageKeys } from '../src/lib/storage';
import { expect, expectNoAxeViolations, test, TODAY, waitForHydration } from './fixtures';
import { fillLoginForm } from './loginForm';
import { mockServices } from '../scenarios/mockServices';

/**
 * A signed-in visitor's plan follows their account: two browsers (two contexts, as a laptop and a
 * phone), or two tabs of one browser, signed in to one account, served by the auth and Data API
 * stand-ins over shared stores, as demo mode shares them between tabs.
 */
type Account = { email: string; password: string };
const raver: Account = { email: 'raver@example.com', password: 'glitter-and-wellies' };
const parent: Account = { email: 'parent@example.com', password: 'camping-chair' };

const festival = (id: number) => findFestivalById(id) as Festival;
const tomorrowland = festival(1);
const coachella = festival(2);
const glastonbury = festival(3);

/** A festival id a later version of the site may know, and this one does not (the database takes 1 to 9999). */
const UNKNOWN_FESTIVAL = 9001;

/** What the account menu says of the plan, under 'Your plan'. */
const planState = {
  synced: 'Synced',
  offline: 'Offline: changes will sync',
  failed: 'Sync failed: your changes are kept in this browser.',
  deleteWaiting: 'Offline: your synced plan will be deleted when you are back online.',
  off: 'Not syncing: your synced plan was deleted. This browser keeps its plan.',
  deletedElsewhere: 'Not syncing: your synced plan was deleted on another device.',
} as const;

// The account, as the stand-ins hold it.

type Services = { accounts: AuthStore; tables: TableStore };

function services(): Services {
  const accounts = memoryStore();
  for (const account of [raver, parent]) addAccount(accounts, { ...account, role: 'teenager', confirmed: true });
  return { accounts, tables: memoryTableStore() };
}

const userIdOf = ({ accounts }: Services, account: Account) => String(accounts.read().users[account.email]?.user.id);

/** The rows of `table` that belong to `account`. */
function rowsOf(stores: Services, table: string, account: Account): Row[] {
  const userId = userIdOf(stores, account);
  return (stores.tables.read().rows[table] ?? []).filter((row) => row.user_id === userId);
}

/** The festival ids saved in the account, in order. */
const savedInAccount = (stores: Services, account = raver) =>
  rowsOf(stores, 'saved_festivals', account)
    .map((row) => Number(row.festival_id))
    .sort((a, b) => a - b);

/** Everything the database holds of the account's plan: empty after a delete. */
const planRows = (stores: Services, account = raver) =>
  ['synced_plans', 'saved_festivals', 'packed_items', 'pinned_spots', 'custom_gear_items'].flatMap((table) => rowsOf(stores, table, account));

/** Gives the account a synced plan holding `saved`, as another device, or another version of the site, left it. */
function seedSyncedPlan(stores: Services, account: Account, saved: number[]) {
  const records = stores.tables.read();
  const userId = userIdOf(stores, account);
  const planId = crypto.randomUUID();
  const at = new Date().toISOString();
  records.rows.synced_plans = [...(records.rows.synced_plans ?? []), { user_id: userId, id: planId, created_at: at }];
  records.rows.saved_festivals = [
    ...(records.rows.saved_festivals ?? []),
    ...saved.map((festivalId) => ({ user_id: userId, plan_id: planId, festival_id: festivalId, created_at: at, updated_at: at })),
  ];
  stores.tables.write(records);
}

// Browsers and tabs.

/** A tab of a browser, and the uncaught errors its page met. */
type Tab = { context: BrowserContext; page: Page; errors: string[] };
/** A tab with an account signed in. */
type Visitor = Tab & { account: Account };

/** Every tab a test opened: each must end without an uncaught error. */
let opened: Tab[] = [];

/** A new tab of `context`, its services answered by the stand-ins over `stores`. */
async function openTab(context: BrowserContext, { accounts, tables }: Services): Promise<Tab> {
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  await page.clock.setFixedTime(TODAY);
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
  await mockServices(page, 'https://maps.googleapis.com/maps/api/js**', [fakeGoogleMapsHandler]);
  await mockServices(page, '**/auth/v1/**', supabaseAuthHandlers({ store: accounts }));
  await mockServices(page, '**/rest/v1/**', supabaseDataHandlers({ store: tables }));
  const tab = { context, page, errors };
  opened.push(tab);
  return tab;
}

/** Logs in on /auth, as the visitor would; lands on the map. */
async function signIn(tab: Tab, account: Account): Promise<Visitor> {
  const login = await fillLoginForm(tab.page, account);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(tab.page).toHaveURL('/festival-map');
  return { ...tab, account };
}

/** A new browser (a laptop, a phone, a shared computer) with `account` signed in. */
async function signedIn(browser: Browser, stores: Services, account = raver): Promise<Visitor> {
  return signIn(await openTab(await browser.newContext(), stores), account);
}

async function open({ page }: Tab, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

/** Another tab of the visitor's browser, on `path`: the same account is signed in there. */
async function secondTab(visitor: Visitor, stores: Services, path: string): Promise<Visitor> {
  const tab = await openTab(visitor.context, stores);
  await open(tab, path);
  return { ...tab, account: visitor.account };
}

/** Playwright still answers a routed request when the browser is offline: these fail it as a browser without a connection does. */
const serviceUrls = ['**/auth/v1/**', '**/rest/v1/**'];
const cutOff = (route: Route) => route.abort('internetdisconnected');

/** The connection drops, for every tab of the browser. */
async function goOffline(context: BrowserContext) {
  for (const page of context.pages()) for (const url of serviceUrls) await page.route(url, cutOff);
  await context.setOffline(true);
}

async function goOnline(context: BrowserContext) {
  for (const page of context.pages()) for (const url of serviceUrls) await page.unroute(url, cutOff);
  await context.setOffline(false);
}

/** The visitor comes back to this tab. Headless Chromium keeps every tab visible, so the page is told as a browser tells it. */
async function returnTo({ page }: Tab) {
  await page.bringToFront();
  await page.evaluate(() => document.dispatchEvent(new Event('visibilitychange')));
}

// The plan on the page.

const saveButton = ({ page }: Tab, subject: Festival) => page.getByRole('main').getByRole('button', { name: `Save ${subject.name}` });

async function expectSaved(tab: Tab, subjects: Festival[], saved = true) {
  for (const subject of subjects) await expect(saveButton(tab, subject)).toHaveAttribute('aria-pressed', String(saved));
}

/** The festival ids this browser keeps. */
const savedIn = async ({ page }: Tab): Promise<number[]> =>
  JSON.parse((await page.evaluate((key) => localStorage.getItem(key), storageKeys.savedFestivals)) ?? '[]');

/** The checklist's Camping category, where the tests add their own gear items. */
const camping = ({ page }: Tab) => page.getByRole('main').getByRole('region', { name: 'Camping' });

async function addOwnItem(tab: Tab, name: string) {
  await camping(tab).getByRole('textbox', { name: 'Add your own item to Camping' }).fill(name);
  await camping(tab).getByRole('button', { name: 'Add to Camping' }).click();
  await expect(camping(tab).getByRole('article', { name, exact: true })).toBeVisible();
}

/** The names of the own gear items the account holds. */
const ownItemsInAccount = (stores: Services, account = raver) => rowsOf(stores, 'custom_gear_items', account).map((row) => row.name);

const storedPin = ({ page }: Tab) => page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null'), storageKeys.pinnedMapLocation);

// The account menu.

const accountButton = ({ page, account }: Visitor) => page.getByRole('banner').getByRole('button', { name: `Signed in as ${account.email}` });

async function openAccountMenu(visitor: Visitor) {
  const menu = visitor.page.getByRole('menu');
  if (!(await menu.isVisible())) await accountButton(visitor).click();
  await expect(menu).toBeVisible();
  return menu;
}

/** Opens the account menu and waits for the plan's state to read `words`. */
async function expectPlanState(visitor: Visitor, words: string) {
  const menu = await openAccountMenu(visitor);
  await expect(menu.getByRole('group', { name: `Your plan ${words}`, exact: true })).toBeVisible();
  return menu;
}

async function closeMenu({ page }: Tab) {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menu')).toBeHidden();
}

/** 'Delete my synced plan', confirmed. */
async function confirmDelete(visitor: Visitor) {
  const menu = await openAccountMenu(visitor);
  await menu.getByRole('menuitem', { name: 'Delete my synced plan' }).click();
  await visitor.page.getByRole('alertdialog', { name: 'Delete your synced plan?' }).getByRole('button', { name: 'Delete synced plan' }).click();
}

const deletedToast = 'Your synced plan is deleted. This browser keeps its plan and no longer syncs it.';

/** Signs out from the account menu, with what the visitor chose there for this device; the tab stays. */
async function signOut(visitor: Visitor, choices: { removePlan?: boolean; forgetPin?: boolean } = {}): Promise<Tab> {
  const menu = await openAccountMenu(visitor);
  if (choices.removePlan) await menu.getByRole('menuitemradio', { name: 'Remove my plan from this device' }).click();
  if (choices.forgetPin) await menu.getByRole('menuitemcheckbox', { name: 'Forget my pinned map spot on this device' }).click();
  await menu.getByRole('menuitem', { name: 'Sign out' }).click();
  await expect(visitor.page.getByText('You have signed out.')).toBeVisible();
  await expect(accountButton(visitor)).toHaveCount(0);
  return visitor;
}

/**
 * Writes down in the page every state the account menu names for the plan, as it changes (the
 * menu stays in the page, hidden, once opened), and returns what it saw so far.
 */
async function recordPlanStates({ page }: Tab) {
  await page.evaluate(() => {
    const seen: string[] = [];
    const current = () => {
      for (const group of document.querySelectorAll('[role="group"][aria-labelledby]')) {
        const label = document.getElementById(group.getAttribute('aria-labelledby') ?? '')?.textContent ?? '';
        if (label.startsWith('Your plan ')) return label.slice('Your plan '.length);
      }
      return undefined;
    };
    const note = () => {
      const state = current();
      if (state !== undefined && state !== seen.at(-1)) seen.push(state);
    };
    note();
    new MutationObserver(note).observe(document.body, { subtree: true, childList: true, characterData: true });
    Object.assign(window, { planStatesSeen: seen });
  });
  return () => page.evaluate(() => (window as unknown as { planStatesSeen: string[] }).planStatesSeen);
}

test.describe('the plan syncs through the account', () => {
  test.describe.configure({ timeout: 300_000 });

  test.afterEach(async () => {
    const tabs = opened;
    opened = [];
    for (const context of new Set(tabs.map((tab) => tab.context))) await context.close();
    expect(tabs.flatMap((tab) => tab.errors)).toEqual([]);
  });

  test('a save on the first browser appears on the second after a reload, and a removal on the second leaves the first', async ({ browser }) => {
    const stores = services();
    const laptop = await signedIn(browser, stores);
    const phone = await signedIn(browser, stores);

    await open(laptop, '/festival-calendar');
    await saveButton(laptop, tomorrowland).click();
    await expectSaved(laptop, [tomorrowland]);
    await expectPlanState(laptop, planState.synced);
    await expectNoAxeViolations(laptop.page);
    await closeMenu(laptop);

    await open(phone, '/festival-calendar');
    await expectSaved(phone, [tomorrowland]);
    await saveButton(phone, tomorrowland).click();
    await expectSaved(phone, [tomorrowland], false);
    await expectPlanState(phone, planState.synced);

    await open(laptop, '/festival-calendar');
    await expectSaved(laptop, [tomorrowland], false);
    await expectPlanState(laptop, planState.synced);
    await open(laptop, '/festival-calendar');
    await expectPlanState(laptop, planState.synced);
    await expectSaved(laptop, [tomorrowland], false);
  });

  test('an own gear item added on the first browser appears on the second; renamed, then removed there, the first follows', async ({ browser }) => {
    const stores = services();
    const laptop = await signedIn(browser, stores);
    const phone = await signedIn(browser, stores);
    const namesInAccount = () => ownItemsInAccount(stores);

    await open(laptop, '/gear-checklists');
    await addOwnItem(laptop, 'Tent pegs');
    await expect.poll(namesInAccount).toEqual(['Tent pegs']);
    await expectPlanState(laptop, planState.synced);
    await closeMenu(laptop);

    await open(phone, '/gear-checklists');
    const item = camping(phone).getByRole('article', { name: 'Tent pegs' });
    await expect(item).toBeVisible();
    await item.getByRole('button', { name: 'Rename Tent pegs' }).click();
    const rename = item.getByRole('textbox', { name: 'New name for Tent pegs' });
    await rename.fill('Spare tent pegs');
    await rename.press('Enter');
    await expect(camping(phone).getByRole('article', { name: 'Spare tent pegs' })).toBeVisible();
    await expect.poll(namesInAccount).toEqual(['Spare tent pegs']);

    await open(laptop, '/gear-checklists');
    await expect(camping(laptop).getByRole('article', { name: 'Spare tent pegs' })).toBeVisible();
    await expect(camping(laptop).getByRole('article', { name: 'Tent pegs', exact: true })).toHaveCount(0);

    await open(phone, '/gear-checklists');
    await camping(phone).getByRole('button', { name: 'Remove Spare tent pegs' }).click();
    await expect(camping(phone).getByRole('article', { name: 'Spare tent pegs' })).toHaveCount(0);
    await expect.poll(namesInAccount).toEqual([]);
    await expectPlanState(phone, planState.synced);
    await expectNoAxeViolations(phone.page);

    await open(laptop, '/gear-checklists');
    await expectPlanState(laptop, planState.synced);
    await closeMenu(laptop);
    await expect(camping(laptop).getByRole('article', { name: 'Spare tent pegs' })).toHaveCount(0);
  });

  test('a change made offline on the first browser waits, and syncs when it is back online', async ({ browser }) => {
    const stores = services();
    const laptop = await signedIn(browser, stores);
    const phone = await signedIn(browser, stores);

    await open(laptop, '/festival-calendar');
    await expectPlanState(laptop, planState.synced);
    await closeMenu(laptop);
    await goOffline(laptop.context);
    await saveButton(laptop, glastonbury).click();
    await expectSaved(laptop, [glastonbury]);
    await expectPlanState(laptop, planState.offline);
    await expectNoAxeViolations(laptop.page);
    expect(savedInAccount(stores)).toEqual([]);

    await goOnline(laptop.context);
    await expectPlanState(laptop, planState.synced);
    await open(phone, '/festival-calendar');
    await expectSaved(phone, [glastonbury]);
  });

  test('a second account, on its own browser, sees nothing of the first', async ({ browser }) => {
    const stores = services();
    const first = await signedIn(browser, stores);
    await open(first, '/festival-calendar');
    await saveButton(first, tomorrowland).click();
    await expectPlanState(first, planState.synced);

    const second = await signedIn(browser, stores, parent);
    await open(second, '/festival-calendar');
    await expectPlanState(second, planState.synced);
    await expectSaved(second, [tomorrowland], false);
    expect(await savedIn(second)).toEqual([]);
    expect(savedInAccount(stores, raver)).toEqual([tomorrowland.id]);
    expect(savedInAccount(stores, parent)).toEqual([]);
  });

  test("a failure offers Try again; 'Delete my synced plan' asks first, removes the account's rows and keeps the browser's plan; 'Sync again' brings it back", async ({
    browser,
  }) => {
    const stores = services();
    const laptop = await signedIn(browser, stores);
    await open(laptop, '/festival-calendar');
    await saveButton(laptop, tomorrowland).click();
    await expectPlanState(laptop, planState.synced);
    await closeMenu(laptop);

    await mockServices(laptop.page, '**/rest/v1/**', [
      http.all('*/rest/v1/:table', () => HttpResponse.json({ code: 'XX000', message: 'internal error', details: null, hint: null }, { status: 500 })),
    ]);
    await saveButton(laptop, glastonbury).click();
    let menu = await expectPlanState(laptop, planState.failed);
    await expectNoAxeViolations(laptop.page);
    await laptop.page.unroute('**/rest/v1/**');
    await mockServices(laptop.page, '**/rest/v1/**', supabaseDataHandlers({ store: stores.tables }));
    await menu.getByRole('menuitem', { name: 'Try again' }).click();
    menu = await expectPlanState(laptop, planState.synced);
    expect(savedInAccount(stores)).toEqual([tomorrowland.id, glastonbury.id]);

    await menu.getByRole('menuitem', { name: 'Delete my synced plan' }).click();
    const dialog = laptop.page.getByRole('alertdialog', { name: 'Delete your synced plan?' });
    await expect(dialog.getByRole('button', { name: 'Keep it' })).toBeFocused();
    await expectNoAxeViolations(laptop.page);
    await dialog.getByRole('button', { name: 'Delete synced plan' }).click();
    await expect(laptop.page.getByText(deletedToast)).toBeVisible();
    expect(planRows(stores)).toEqual([]);
    await expectSaved(laptop, [tomorrowland, glastonbury]);

    await open(laptop, '/festival-calendar');
    menu = await expectPlanState(laptop, planState.off);
    await expectNoAxeViolations(laptop.page);
    expect(planRows(stores)).toEqual([]);

    await menu.getByRole('menuitem', { name: 'Sync again' }).click();
    await expectPlanState(laptop, planState.synced);
    expect(savedInAccount(stores)).toEqual([tomorrowland.id, glastonbury.id]);
    expect(rowsOf(stores, 'synced_plans', raver)).toHaveLength(1);
  });

  test('a festival this version of the site does not know stays in the account while the browsers save and remove others', async ({ browser }) => {
    const stores = services();
    seedSyncedPlan(stores, raver, [tomorrowland.id, UNKNOWN_FESTIVAL]);
    const laptop = await signedIn(browser, stores);
    await open(laptop, '/festival-calendar');
    await expectPlanState(laptop, planState.synced);
    await closeMenu(laptop);
    await expectSaved(laptop, [tomorrowland]);
    expect(await savedIn(laptop)).toEqual([tomorrowland.id]);

    await saveButton(laptop, glastonbury).click();
    await saveButton(laptop, tomorrowland).click();
    await expectSaved(laptop, [glastonbury]);
    await expectSaved(laptop, [tomorrowland], false);
    await expectPlanState(laptop, planState.synced);
    expect(savedInAccount(stores)).toEqual([glastonbury.id, UNKNOWN_FESTIVAL]);

    // The phone removes every festival it knows of.
    const phone = await signedIn(browser, stores);
    await open(phone, '/festival-calendar');
    await expectSaved(phone, [glastonbury]);
    await saveButton(phone, glastonbury).click();
    await expectSaved(phone, [glastonbury], false);
    await expectPlanState(phone, planState.synced);
    expect(savedInAccount(stores)).toEqual([UNKNOWN_FESTIVAL]);

    await open(laptop, '/festival-calendar');
    await expectPlanState(laptop, planState.synced);
    await expectSaved(laptop, [glastonbury, tomorrowland], false);
    expect(savedInAccount(stores)).toEqual([UNKNOWN_FESTIVAL]);
  });

  test("'Forget my pinned map spot on this device' forgets it here only: the account keeps the pin, and gives it back at the next sign-in", async ({
    browser,
  }) => {
    const stores = services();
    const laptop = await signedIn(browser, stores);
    const map = laptop.page.getByRole('region', { name: 'Map', exact: true });
    await laptop.page.getByRole('button', { name: 'Pin My Spot' }).click();
    // A spot of the starting view with no festival near it.
    await map.click({ position: { x: 24, y: 24 } });
    await expect(laptop.page.getByText('Your spot has been pinned!')).toBeVisible();
    const pin = await storedPin(laptop);
    expect(pin).toEqual({ lat: expect.any(Number), lng: expect.any(Number) });
    await expectPlanState(laptop, planState.synced);
    expect(rowsOf(stores, 'pinned_spots', raver)).toEqual([expect.objectContaining(pin)]);

    const menu = await openAccountMenu(laptop);
    await expect(menu.getByRole('menuitemradio', { name: 'Keep my plan on this device' })).toHaveAttribute('aria-checked', 'true');
    const forget = menu.getByRole('menuitemcheckbox', { name: 'Forget my pinned map spot on this device' });
    await expect(forget).toHaveAttribute('aria-checked', 'false');
    await forget.click();
    await expect(forget).toHaveAttribute('aria-checked', 'true');
    await expectNoAxeViolations(laptop.page);
    const signedOut = await signOut(laptop);
    expect(await storedPin(signedOut)).toBeNull();
    expect(rowsOf(stores, 'pinned_spots', raver)).toEqual([expect.objectContaining(pin)]);

    // The account's pin reaches another device…
    const phone = await signedIn(browser, stores);
    await expectPlanState(phone, planState.synced);
    expect(await storedPin(phone)).toEqual(pin);

    // …and this one again at the next sign-in.
    const back = await signIn(signedOut, raver);
    await expectPlanState(back, planState.synced);
    expect(await storedPin(back)).toEqual(pin);
    await open(back, '/festival-map');
    await expect(map.getByRole('button', { name: 'My Spot', exact: true })).toBeVisible();
    expect(rowsOf(stores, 'pinned_spots', raver)).toEqual([expect.objectContaining(pin)]);
  });

  test("a second tab does not undo 'Delete my synced plan': what it changes stays in the browser, and it says it no longer syncs", async ({ browser }) => {
    const stores = services();
    const first = await signedIn(browser, stores);
    await open(first, '/festival-calendar');
    await saveButton(first, tomorrowland).click();
    await expectPlanState(first, planState.synced);
    await closeMenu(first);
    const second = await secondTab(first, stores, '/festival-calendar');
    await expectSaved(second, [tomorrowland]);
    await expectPlanState(second, planState.synced);
    await closeMenu(second);

    await returnTo(first);
    await confirmDelete(first);
    await expect(first.page.getByText(deletedToast)).toBeVisible();
    expect(planRows(stores)).toEqual([]);

    await returnTo(second);
    await saveButton(second, glastonbury).click();
    await expectSaved(second, [tomorrowland, glastonbury]);
    await returnTo(first);
    await returnTo(second);
    await expectPlanState(second, planState.off);
    expect(planRows(stores)).toEqual([]);

    await open(second, '/festival-calendar');
    await expectPlanState(second, planState.off);
    await expectSaved(second, [tomorrowland, glastonbury]);
    expect(planRows(stores)).toEqual([]);
    await open(first, '/festival-calendar');
    await expectPlanState(first, planState.off);
    expect(planRows(stores)).toEqual([]);
  });

  test('a delete pressed offline waits for the connection, is never shown as synced meanwhile, and is done when the connection returns', async ({
    browser,
  }) => {
    const stores = services();
    const first = await signedIn(browser, stores);
    await open(first, '/festival-calendar');
    await saveButton(first, tomorrowland).click();
    await expectPlanState(first, planState.synced);
    const second = await secondTab(first, stores, '/festival-calendar');
    await expectPlanState(second, planState.synced);
    await closeMenu(second);

    await goOffline(first.context);
    await expectPlanState(first, planState.offline);
    await expectPlanState(second, planState.offline);
    const seenInFirst = await recordPlanStates(first);
    const seenInSecond = await recordPlanStates(second);
    await confirmDelete(first);
    await expectPlanState(first, planState.deleteWaiting);
    await expectNoAxeViolations(first.page);
    expect(savedInAccount(stores)).toEqual([tomorrowland.id]);
    await closeMenu(second);

    // Meanwhile the other tab saves a festival: it stays in the browser, and the delete still waits.
    await saveButton(second, glastonbury).click();
    await expectSaved(second, [tomorrowland, glastonbury]);
    await expectPlanState(first, planState.deleteWaiting);

    await goOnline(first.context);
    await expectPlanState(first, planState.off);
    await expectPlanState(second, planState.off);
    expect(planRows(stores)).toEqual([]);
    await expectSaved(first, [tomorrowland, glastonbury]);
    expect(await seenInFirst()).not.toContain(planState.synced);
    expect(await seenInSecond()).not.toContain(planState.synced);
  });

  test("a delete waiting for the connection shows in the browser's other tabs", async ({ browser }) => {
    const stores = services();
    const first = await signedIn(browser, stores);
    await open(first, '/festival-calendar');
    await saveButton(first, tomorrowland).click();
    await expectPlanState(first, planState.synced);
    const second = await secondTab(first, stores, '/festival-calendar');
    await expectPlanState(second, planState.synced);

    await goOffline(first.context);
    await expectPlanState(second, planState.offline);
    await confirmDelete(first);
    await expectPlanState(first, planState.deleteWaiting);
    await expectPlanState(second, planState.deleteWaiting);
  });

  test('a delete on one device does not empty the others: the phone keeps its plan, stops syncing, and sends it again only on Sync again', async ({
    browser,
  }) => {
    const stores = services();
    const laptop = await signedIn(browser, stores);
    const phone = await signedIn(browser, stores);
    await open(laptop, '/festival-calendar');
    await saveButton(laptop, tomorrowland).click();
    await expectPlanState(laptop, planState.synced);
    await open(phone, '/festival-calendar');
    await expectSaved(phone, [tomorrowland]);
    await saveButton(phone, glastonbury).click();
    await expectPlanState(phone, planState.synced);
    await closeMenu(phone);
    expect(savedInAccount(stores)).toEqual([tomorrowland.id, glastonbury.id]);

    await confirmDelete(laptop);
    await expect(laptop.page.getByText(deletedToast)).toBeVisible();
    expect(planRows(stores)).toEqual([]);

    await saveButton(phone, coachella).click();
    await expectPlanState(phone, planState.deletedElsewhere);
    await expectNoAxeViolations(phone.page);
    await expectSaved(phone, [tomorrowland, coachella, glastonbury]);
    expect(planRows(stores)).toEqual([]);

    await open(phone, '/festival-calendar');
    const menu = await expectPlanState(phone, planState.deletedElsewhere);
    await expectSaved(phone, [tomorrowland, coachella, glastonbury]);
    expect(planRows(stores)).toEqual([]);

    await menu.getByRole('menuitem', { name: 'Sync again' }).click();
    await expectPlanState(phone, planState.synced);
    expect(savedInAccount(stores)).toEqual([tomorrowland.id, coachella.id, glastonbury.id]);
    expect(rowsOf(stores, 'synced_plans', raver)).toHaveLength(1);

    // The laptop, where the delete was pressed, still does not sync.
    await open(laptop, '/festival-calendar');
    await expectPlanState(laptop, planState.off);
  });

  test.describe('on a shared computer', () => {
    /** The first account saves Tomorrowland on the shared computer and signs out, keeping its plan there. */
    async function firstAccountLeavesItsPlan(browser: Browser, stores: Services) {
      const shared = await signedIn(browser, stores, raver);
      await open(shared, '/festival-calendar');
      await saveButton(shared, tomorrowland).click();
      await expectPlanState(shared, planState.synced);
      return signOut(shared);
    }

    /** The second account's own plan, saved on its phone: Glastonbury. */
    async function secondAccountsPhone(browser: Browser, stores: Services) {
      const phone = await signedIn(browser, stores, parent);
      await open(phone, '/festival-calendar');
      await saveButton(phone, glastonbury).click();
      await expectPlanState(phone, planState.synced);
      await closeMenu(phone);
      return phone;
    }

    const question = ({ page }: Tab) => page.getByRole('dialog', { name: 'Add the plan on this device to your account?' });

    test("the next account is asked before the plan on the computer joins it; 'Use my account's plan' leaves the first account's festivals out", async ({
      browser,
    }) => {
      const stores = services();
      await secondAccountsPhone(browser, stores);
      const computer = await firstAccountLeavesItsPlan(browser, stores);
      expect(await savedIn(computer)).toEqual([tomorrowland.id]);

      const second = await signIn(computer, parent);
      await expect(question(second)).toBeVisible();
      await expectNoAxeViolations(second.page);
      await question(second).getByRole('button', { name: "Use my account's plan" }).click();
      await expect(question(second)).toBeHidden();
      await expectPlanState(second, planState.synced);
      expect(await savedIn(second)).toEqual([glastonbury.id]);
      expect(savedInAccount(stores, parent)).toEqual([glastonbury.id]);
      expect(savedInAccount(stores, raver)).toEqual([tomorrowland.id]);

      await open(second, '/festival-calendar');
      await expectSaved(second, [glastonbury]);
      await expectSaved(second, [tomorrowland], false);
    });

    test("'Add it to my account' puts the plan on the computer into the next account, and its other devices get it", async ({ browser }) => {
      const stores = services();
      const phone = await secondAccountsPhone(browser, stores);
      const computer = await firstAccountLeavesItsPlan(browser, stores);

      const second = await signIn(computer, parent);
      await question(second).getByRole('button', { name: 'Add it to my account' }).click();
      await expect(question(second)).toBeHidden();
      await expectPlanState(second, planState.synced);
      expect(savedInAccount(stores, parent)).toEqual([tomorrowland.id, glastonbury.id]);
      expect(savedInAccount(stores, raver)).toEqual([tomorrowland.id]);

      await open(phone, '/festival-calendar');
      await expectSaved(phone, [tomorrowland, glastonbury]);
      await expectPlanState(phone, planState.synced);
    });

    test("'Remove my plan from this device' at sign-out empties the computer, keeps the account's plan, and the next account is not asked", async ({
      browser,
    }) => {
      const stores = services();
      const shared = await signedIn(browser, stores, raver);
      await open(shared, '/gear-checklists');
      await addOwnItem(shared, 'Tent pegs');
      await expect.poll(() => ownItemsInAccount(stores)).toEqual(['Tent pegs']);
      await open(shared, '/festival-calendar');
      await saveButton(shared, tomorrowland).click();
      await expectPlanState(shared, planState.synced);
      const computer = await signOut(shared, { removePlan: true });
      await expectSaved(computer, [tomorrowland], false);
      expect(await savedIn(computer)).toEqual([]);
      expect(await computer.page.evaluate((key) => localStorage.getItem(key), storageKeys.customGear)).toBeNull();
      expect(savedInAccount(stores, raver)).toEqual([tomorrowland.id]);
      expect(ownItemsInAccount(stores)).toEqual(['Tent pegs']);

      const second = await signIn(computer, parent);
      await expectPlanState(second, planState.synced);
      await expect(question(second)).toHaveCount(0);
      expect(savedInAccount(stores, parent)).toEqual([]);

      // The first account's plan is still there for its own phone.
      const phone = await signedIn(browser, stores, raver);
      await open(phone, '/festival-calendar');
      await expectSaved(phone, [tomorrowland]);
      await open(phone, '/gear-checklists');
      await expect(camping(phone).getByRole('article', { name: 'Tent pegs', exact: true })).toBeVisible();
    });
  });

  test('a sync that would pass the account’s 500 saved festivals is refused, says so, and loses nothing in the browser', async ({ browser }) => {
    const stores = services();
    const full = Array.from({ length: 500 }, (_, index) => 5001 + index);
    seedSyncedPlan(stores, raver, full);
    const first = await signedIn(browser, stores);
    await open(first, '/festival-calendar');
    await expectPlanState(first, planState.synced);
    await closeMenu(first);
    const second = await secondTab(first, stores, '/festival-calendar');
    await expectPlanState(second, planState.synced);
    await closeMenu(second);

    await saveButton(first, tomorrowland).click();
    await expectPlanState(first, planState.failed);
    await expectPlanState(second, planState.failed);
    await expectSaved(second, [tomorrowland]);
    expect(savedInAccount(stores)).toEqual(full);

    await open(first, '/festival-calendar');
    const menu = await expectPlanState(first, planState.failed);
    await expectSaved(first, [tomorrowland]);
    expect(await savedIn(first)).toEqual([tomorrowland.id]);

    // Another device removes one of the account's festivals: the next try fits.
    const records = stores.tables.read();
    records.rows.saved_festivals = (records.rows.saved_festivals ?? []).filter((row) => row.festival_id !== 5500);
    stores.tables.write(records);
    await menu.getByRole('menuitem', { name: 'Try again' }).click();
    await expectPlanState(first, planState.synced);
    await expectPlanState(second, planState.synced);
    expect(savedInAccount(stores)).toEqual([tomorrowland.id, ...full.slice(0, -1)]);
  });
});
