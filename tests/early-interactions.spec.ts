import type { Page } from '@playwright/test';
import { memoryStore, supabaseAuthHandlers } from '../mocks/supabase-auth';
import { storageKeys } from '../src/lib/storage';
import {
  actAtFirstPaint,
  chatDialogName,
  earlyScenarios,
  loginOutcomes,
  observeInPage,
  outcomeLimitMs,
  readObservation,
  storeBeforeVisit,
  throttle,
  untilShown,
  watchNavigations,
} from '../scenarios/earlyInteractions.mjs';
import { expect, expectNoAxeViolations, test } from './fixtures';
import { holdAppCode, holdFiles } from './heldFiles';
import { mockServices } from '../scenarios/mockServices';

/**
 * A new visitor on a phone acts the moment a control shows, long before the app has hydrated.
 * Nothing they do may be lost, submit a form natively, or put what they typed in a URL. The
 * same scenarios are measured by the benchmark. The page is throttled like a phone, and the
 * app's code is also held back until the visitor has acted: a busy test machine can be slower
 * to act than a person, and the test must act before hydration to prove anything.
 */
const authEndpoints = '**/auth/v1/**';

/** The browser's own report of the rejected login, the one console error the login may cause. */
const rejectedLoginReport = 'console.error: Failed to load resource: the server responded with a status of 400 (Bad Request)';

test.describe('early interactions on a throttled first visit', () => {
  test.beforeEach(async ({ page }) => {
    await throttle(page);
  });

  for (const scenario of earlyScenarios(loginOutcomes.rejected, storageKeys)) {
    test(`${scenario.name} on ${scenario.path} works when done at first paint`, async ({ page, pageErrors }) => {
      // No account exists, so the login the visitor sends is rejected and they are told so.
      const sent = await mockServices(page, authEndpoints, supabaseAuthHandlers({ store: memoryStore() }));
      const navigations = watchNavigations(page);
      await observeInPage(page);
      await storeBeforeVisit(page, scenario);
      const releaseAppCode = await holdAppCode(page);

      await actAtFirstPaint(page, scenario);
      releaseAppCode();

      for (const part of scenario.outcome(page)) await expect(part).toBeVisible({ timeout: outcomeLimitMs });
      expect((await readObservation(page)).actedBeforeHydration, 'the visitor acted before the page hydrated').toBe(true);
      expect(navigations.nativeNavigations(), 'documents loaded after the first').toEqual([]);
      expect(navigations.urlsCarrying(scenario.typed), 'URLs carrying typed text').toEqual([]);
      await expect(page).toHaveURL(scenario.path);
      if (scenario.typed.length > 0) {
        const [email, password] = scenario.typed;
        expect(sent.filter((request) => request.method === 'POST')).toEqual([
          expect.objectContaining({ url: expect.stringContaining('/auth/v1/token'), body: expect.objectContaining({ email, password }) }),
        ]);
        expect(pageErrors).toEqual([rejectedLoginReport]);
      } else {
        expect(sent).toEqual([]);
        expect(pageErrors).toEqual([]);
      }
    });
  }

  test("a press made before any of the page's scripts has arrived waits for the app too", async ({ page, pageErrors }) => {
    const navigations = watchNavigations(page);
    const releaseScripts = await holdScripts(page);
    const newsletter = page.getByRole('form', { name: 'Newsletter sign-up' });
    const launcher = page.getByRole('button', { name: 'Open chatbot' });

    await page.goto('/', { waitUntil: 'commit' });
    const subscribe = newsletter.getByRole('button', { name: 'Subscribe' });
    await untilShown(page, subscribe, 'Subscribe never showed');
    await subscribe.click({ force: true });
    await launcher.click({ force: true });
    // The inline capture shows the chat's busy frame at once, with no script of the page loaded.
    await expect(page.getByRole('dialog', { name: chatDialogName })).toBeVisible();
    releaseScripts();

    await expect(page.getByRole('dialog', { name: chatDialogName })).not.toHaveAttribute('aria-busy', 'true', { timeout: outcomeLimitMs });
    await page.keyboard.press('Escape');
    await expect(newsletter.getByRole('alert')).toHaveText('Please enter a valid email address.', { timeout: outcomeLimitMs });
    expect(navigations.nativeNavigations(), 'documents loaded after the first').toEqual([]);
    expect(pageErrors).toEqual([]);
  });

  test('a click that waits marks its target busy until it is replayed', async ({ page, pageErrors }) => {
    await recordBusyMarks(page);
    const releaseAppCode = await holdAppCode(page);
    const tab = page.getByRole('tab', { name: 'Sign Up' });

    await page.goto('/auth', { waitUntil: 'commit' });
    await untilShown(page, tab, 'The Sign Up tab never showed');
    await tab.click({ force: true });
    // Long enough for the waiting click to show it is busy, whatever the machine's speed.
    await expect(tab).toHaveAttribute('aria-busy', 'true');
    releaseAppCode();

    await expect(page.getByRole('tabpanel', { name: 'Sign Up' })).toBeVisible({ timeout: outcomeLimitMs });
    await expect(tab).not.toHaveAttribute('aria-busy', 'true');
    const marks = (await busyMarks(page)).filter((mark) => mark.target === 'Sign Up').map((mark) => mark.busy);
    expect(marks[0], 'first aria-busy change of the tab').toBe('true');
    expect(marks.at(-1), 'last aria-busy change of the tab').toBeNull();
    expect(pageErrors).toEqual([]);
  });
});

test.describe('what a visitor sees before the app has hydrated', () => {
  test('the calendar shows what its URL selects: the filters set, and the empty state when nothing matches', async ({ page, pageErrors }) => {
    const releaseAppCode = await holdAppCode(page);
    await page.goto('/festival-calendar?country=Belgium&genre=Techno', { waitUntil: 'commit' });
    const main = page.getByRole('main');
    const filters = page.getByRole('search', { name: 'Filter festivals' });
    await expect(main.getByText('No festivals match your criteria.')).toBeVisible();
    await expect(main.getByText('Try adjusting your filters!')).toBeVisible();
    await expect(main.getByRole('article')).toHaveCount(0);
    await expect(filters.getByLabel('Country')).toHaveValue('Belgium');
    await expect(filters.getByLabel('Genre')).toHaveValue('Techno');
    await expect(filters.getByRole('button', { name: 'Reset country' })).toBeEnabled();
    expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();

    releaseAppCode();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(main.getByText('No festivals match your criteria.')).toHaveCount(1);
    await expect(main.getByText('No festivals match your criteria.')).toBeVisible();
    await expect(filters.getByLabel('Country')).toHaveValue('Belgium');
    expect(pageErrors).toEqual([]);
  });

  test('a page whose code never arrives lets its presses go and offers to reload', async ({ page, pageErrors }) => {
    await page.route('**/assets/entry-client-*.js', (route) => route.abort());
    const tab = page.getByRole('tab', { name: 'Sign Up' });
    await page.goto('/auth', { waitUntil: 'commit' });
    await untilShown(page, tab, 'The Sign Up tab never showed');
    await tab.click({ force: true });
    await expect(tab).toHaveAttribute('aria-busy', 'true');

    const banner = page.getByRole('alert').filter({ hasText: 'This page did not finish loading. Check your connection, then reload.' });
    // The capture waits HYDRATION_WAIT_MS (20 s) after the page's load event.
    await expect(banner).toBeVisible({ timeout: 30_000 });
    await expect(tab).not.toHaveAttribute('aria-busy');
    await expectNoAxeViolations(page, '[data-early-notice]');
    await page.unroute('**/assets/entry-client-*.js');
    await banner.getByRole('button', { name: 'Reload' }).click();
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await expect(banner).toHaveCount(0);
    expect(pageErrors.filter((error) => !error.includes('Failed to load resource') && !error.includes('entry-client'))).toEqual([]);
  });
});

/** Holds every script file of the site until released: only the page's inline script runs. */
const holdScripts = (page: Page) => holdFiles(page, '**/assets/*.js');

type BusyMark = { target: string; busy: string | null };

/** Records, from the first byte of the page, every change of an element's `aria-busy`. */
async function recordBusyMarks(page: Page) {
  await page.addInitScript(() => {
    const marks: BusyMark[] = [];
    (window as Window & { busyMarks?: BusyMark[] }).busyMarks = marks;
    new MutationObserver((records) => {
      for (const record of records) {
        const element = record.target as Element;
        const target = element.getAttribute('aria-label') ?? element.textContent?.trim() ?? '';
        marks.push({ target, busy: element.getAttribute('aria-busy') });
      }
    }).observe(document, { subtree: true, attributes: true, attributeFilter: ['aria-busy'] });
  });
}

function busyMarks(page: Page) {
  return page.evaluate(() => (window as Window & { busyMarks?: BusyMark[] }).busyMarks ?? []);
}
