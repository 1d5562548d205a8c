import type { Locator, Page } from '@playwright/test';
import { site } from '../content/site';
import { perplexityHandlers } from '../mocks/perplexity';
import { addAccount, memoryStore, supabaseAuthHandlers } from '../mocks/supabase-auth';
import { expect, hydrateIsland, test, waitForHydration } from './fixtures';
import { mockServices } from '../scenarios/mockServices';

/**
 * Every flow of the site completed with the keyboard alone. After each key press, focus must be
 * on an element (never lost to the page body) and visibly marked.
 */

async function expectFocusVisible(page: Page) {
  const focus = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return { ok: false, what: 'the page body (focus lost)' };
    // The ring may be drawn by the element, by its ::after (a link stretched over its card), or
    // by the box it stretches over (`:has(:focus-visible)`).
    const boxes: HTMLElement[] = [];
    for (let box = element.parentElement; box && boxes.length < 4; box = box.parentElement) boxes.push(box);
    const styles = [getComputedStyle(element), getComputedStyle(element, '::after'), ...boxes.map((box) => getComputedStyle(box))];
    const ringed = styles.some(
      (style) => (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none',
    );
    const ok = element.matches(':focus-visible') && ringed;
    return { ok, what: element.outerHTML.slice(0, 160) };
  });
  expect(focus.ok, `visible focus on ${focus.what}`).toBe(true);
}

async function press(page: Page, key: string) {
  await page.keyboard.press(key);
  await expectFocusVisible(page);
}

/** Tabs (forwards, or backwards with Shift) until `target` has focus, checking focus at every stop. */
async function tabTo(page: Page, target: Locator, { backwards = false } = {}) {
  for (let stop = 0; stop < 120; stop += 1) {
    if (await target.evaluate((element) => element === document.activeElement).catch(() => false)) return;
    await press(page, backwards ? 'Shift+Tab' : 'Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

async function open(page: Page, path: string) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
  await page.goto(path);
  await waitForHydration(page);
}

test('navigates the site from the skip link and the header', async ({ page }) => {
  await open(page, '/');
  await press(page, 'Tab');
  await expect(page.getByRole('link', { name: 'Skip to main content' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('main')).toBeFocused();

  await open(page, '/');
  const calendar = page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Calendar' });
  await tabTo(page, calendar);
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/festival-calendar$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Global Festival Calendar');
  await expect(calendar).toHaveAttribute('aria-current', 'page');
});

test('opens and closes the small-screen menu', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await open(page, '/');
  const menu = page.getByRole('button', { name: 'Menu', exact: true });
  await tabTo(page, menu);
  await press(page, 'Enter');
  const drawer = page.getByRole('dialog', { name: 'Menu' });
  await expect(drawer).toBeVisible();
  await press(page, 'Escape');
  await expect(drawer).toBeHidden();
  await expect(menu).toBeFocused();
  await press(page, 'Enter');
  await tabTo(page, drawer.getByRole('link', { name: 'Travel' }));
  await press(page, 'Enter');
  await expect(page).toHaveURL(/\/travel-deals$/);
});

test('filters the calendar, uses the popover and opens a card', async ({ page }) => {
  await open(page, '/festival-calendar');
  const country = page.getByLabel('Country');
  await tabTo(page, country);
  await page.keyboard.type('Belgium');
  await expect(page).toHaveURL(/country=Belgium/);
  await expectFocusVisible(page);
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(await cards.count());
  await tabTo(page, page.getByRole('button', { name: 'Reset country' }));
  await press(page, 'Enter');
  await expect(page).not.toHaveURL(/country=/);

  const trigger = page.getByRole('button', { name: 'View Full Event Calendar' });
  await tabTo(page, trigger, { backwards: true });
  await press(page, 'Enter');
  const popover = page.getByRole('dialog');
  await expect(popover).toBeVisible();
  await expect(popover.getByText('Hover or click on a highlighted date to see events.')).toBeVisible();
  // Move into the day grid, then walk to a festival date with the arrow keys.
  for (let stop = 0; stop < 20; stop += 1) {
    if (await page.evaluate(() => document.activeElement?.closest('[data-day]') !== null)) break;
    await press(page, 'Tab');
  }
  const focusedDay = await page.evaluate(() => (document.activeElement?.closest('[data-day]') as HTMLElement).dataset.day ?? '');
  const target = '2027-03-26';
  const days = Math.round((Date.parse(target) - Date.parse(focusedDay)) / 86_400_000);
  for (let step = 0; step < days; step += 1) await page.keyboard.press('ArrowRight');
  await press(page, 'Enter');
  await expect(popover.getByText('Events on March 26th, 2027')).toBeVisible();
  const festivalLink = popover.getByRole('link').or(popover.getByRole('button', { name: /Ultra/ })).first();
  await tabTo(page, festivalLink);
  await page.keyboard.press('Enter');
  await expect(popover).toBeHidden();
  await expect(page.locator('article', { hasText: 'Ultra' }).first()).toBeInViewport();
  await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);

  const toggle = page.getByRole('button', { name: /Ultra/ }).first();
  await tabTo(page, toggle);
  await press(page, 'Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  const card = page.locator('article', { has: toggle });
  await tabTo(page, card.getByRole('link', { name: 'Read Guide' }));
});

test('subscribes to the newsletter', async ({ page }) => {
  await open(page, '/');
  const section = page.getByRole('region', { name: 'Join The Tribe' });
  const email = section.getByRole('textbox');
  await tabTo(page, email);
  await hydrateIsland(email);
  await page.keyboard.type('not-an-email');
  await press(page, 'Enter');
  await expect(section.getByText('Please enter a valid email address.')).toBeVisible();
  await expect(email).toBeFocused();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.type('raver@example.com');
  await press(page, 'Enter');
  await expect(page.getByText('Thanks for subscribing!')).toBeVisible();
  await expect(email).toHaveValue('');
});

test('chooses a festival from the map list and pins a spot', async ({ page }) => {
  await open(page, '/festival-map');
  const list = page.getByRole('region', { name: 'Festivals on the Map' });
  const coachella = list.getByRole('button', { name: /^Coachella/ });
  await tabTo(page, coachella);
  await press(page, 'Enter');
  const info = page.getByRole('dialog', { name: 'Coachella' });
  await expect(info).toBeVisible();
  await expect(info.getByRole('link', { name: 'Read Guide' })).toBeVisible();
  await expect.poll(() => page.evaluate(() => document.activeElement !== document.body)).toBe(true);

  const pinMySpot = page.getByRole('button', { name: 'Pin My Spot' });
  await pinMySpot.focus();
  await press(page, 'Enter');
  await expect(page.getByRole('button', { name: 'Pin the centre of the map' })).toBeFocused();
  await press(page, 'Enter');
  await expect(page.getByText('Your spot has been pinned!')).toBeVisible();
  await expect(pinMySpot).toBeFocused();
  expect(await page.evaluate(() => localStorage.getItem('pinned_map_location'))).not.toBeNull();
});

test('chats with the assistant', async ({ page }) => {
  await mockServices(page, site.perplexity.agentUrl, perplexityHandlers);
  await open(page, '/festival-guides/coachella');
  const launcher = page.getByRole('button', { name: 'Open chatbot' });
  await tabTo(page, launcher);
  await press(page, 'Enter');
  const dialog = page.getByRole('dialog', { name: 'AI Festival Assistant' });
  await expect(dialog.getByLabel('Perplexity API Key')).toBeFocused();
  await page.keyboard.type('pplx-keyboard-key');
  await press(page, 'Enter');
  const message = dialog.getByRole('textbox', { name: 'Message' });
  await expect(message).toBeFocused();
  await page.keyboard.type('Is there a shuttle?');
  await press(page, 'Enter');
  await expect(dialog.getByRole('log').getByText(/shuttle/i).last()).toBeVisible();
  await press(page, 'Escape');
  await expect(dialog).toBeHidden();
  await expect(launcher).toBeFocused();
});

test('signs up and logs in', async ({ page }) => {
  const store = memoryStore();
  addAccount(store, { email: 'teen@example.com', password: 'glitter-tent', role: 'teenager', confirmed: true });
  await mockServices(page, '**/auth/v1/**', supabaseAuthHandlers({ store, confirmSignUps: true }));
  await open(page, '/auth');

  const loginTab = page.getByRole('tab', { name: 'Login' });
  await tabTo(page, loginTab);
  await press(page, 'ArrowRight');
  await expect(page.getByRole('tab', { name: 'Sign Up' })).toHaveAttribute('aria-selected', 'true');
  const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
  await tabTo(page, signUp.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type('parent@example.com');
  await tabTo(page, signUp.getByLabel('Password', { exact: true }));
  await page.keyboard.type('camping-chair');
  await tabTo(page, signUp.getByRole('radio', { name: 'Teenager' }));
  await press(page, 'ArrowDown');
  await expect(signUp.getByRole('radio', { name: 'Parent' })).toBeChecked();
  await tabTo(page, signUp.getByRole('button', { name: 'Create Account' }));
  await press(page, 'Enter');
  await expect(page.getByText('Check your email for the confirmation link!')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);

  await open(page, '/auth');
  const login = page.getByRole('tabpanel', { name: 'Login' });
  await tabTo(page, login.getByRole('textbox', { name: 'Email' }));
  await page.keyboard.type('teen@example.com');
  await tabTo(page, login.getByLabel('Password', { exact: true }));
  await page.keyboard.type('glitter-tent');
  await press(page, 'Enter');
  await expect(page.getByText('Successfully logged in!')).toBeVisible();
  await expect(page).toHaveURL(/\/festival-map$/);
});
