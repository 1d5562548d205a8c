import type { Locator, Page } from '@playwright/test';
import { addAccount, memoryStore, supabaseAuthHandlers } from '../mocks/supabase-auth';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { fillLoginForm } from './loginForm';
import { mockServices } from '../scenarios/mockServices';
import { guideRoutes, staticRoutes } from './routes';

/**
 * The signed-in state against the built site: the header's account entry on every page, the map
 * page's 'Login / Sign Up' button giving way to it with nothing overlapping at any width, and /auth
 * while signed in.
 */
const account = { email: 'festival.parent@example.com', password: 'camping-chair' };
const navLabels = ['Home', 'Calendar', 'Map', 'Checklists', 'Guides', 'Travel', 'Community'];
const widths = [320, 360, 390, 480, 600, 768, 900, 1024, 1100, 1280, 1440];

async function logIn(page: Page) {
  const store = memoryStore();
  addAccount(store, { ...account, role: 'parent', confirmed: true });
  const sent = await mockServices(page, '**/auth/v1/**', supabaseAuthHandlers({ store }));
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
  const login = await fillLoginForm(page, account);
  await login.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL('/festival-map');
  return sent;
}

const accountButton = (page: Page) => page.getByRole('banner').getByRole('button', { name: `Signed in as ${account.email}` });

type Box = { name: string; left: number; right: number; top: number; bottom: number };

/** The boxes of the visible elements `locator` finds, read in one go. */
function boxesOf(locator: Locator): Promise<Box[]> {
  return locator.evaluateAll((elements) =>
    elements
      .map((element) => ({ element, rect: element.getBoundingClientRect() }))
      .filter(({ element, rect }) => rect.width > 0 && rect.height > 0 && element.checkVisibility())
      .map(({ element, rect }) => ({
        name: (element.getAttribute('aria-label') ?? element.textContent ?? '').trim() || element.tagName,
        left: rect.left,
        right: rect.right,
        top: rect.top,
        bottom: rect.bottom,
      })),
  );
}

function expectApart(boxes: Box[], viewportWidth: number) {
  const problems: string[] = [];
  for (const [index, a] of boxes.entries()) {
    if (a.left < 0 || a.right > viewportWidth + 0.5) problems.push(`${a.name} leaves the screen`);
    for (const b of boxes.slice(index + 1)) {
      const apart = a.right <= b.left + 0.5 || b.right <= a.left + 0.5 || a.bottom <= b.top + 0.5 || b.bottom <= a.top + 0.5;
      if (!apart) problems.push(`${a.name} overlaps ${b.name}`);
    }
  }
  expect(problems, `at ${viewportWidth} px`).toEqual([]);
}

/**
 * The page's width in the first frame painted at a new window size: read in the frame after it,
 * once the resize handlers and ResizeObservers that fit parts to the new size (the map's, the
 * kept-laid-out menu's placement) have run, as they do before that paint. Read straight after the
 * resize, before any frame, it once gave 1216 px at 320 (the content column's width at 1440).
 */
const paintedPageWidth = (page: Page) =>
  page.evaluate(() => new Promise<number>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve(document.documentElement.scrollWidth)))));

/** Every control of the header, and the map page's account bar, apart and on screen at every width. */
async function expectNothingOverlaps(page: Page) {
  const banner = page.getByRole('banner');
  const main = page.getByRole('main');
  const controls = banner
    .getByRole('link')
    .or(banner.getByRole('button'))
    .or(main.getByRole('link', { name: 'Login / Sign Up' }))
    .or(main.getByText(/^Signed in as/));
  for (const width of widths) {
    await page.setViewportSize({ width, height: 800 });
    expect(await paintedPageWidth(page), `page width at ${width} px`).toBeLessThanOrEqual(width);
    expectApart(await boxesOf(controls), width);
  }
}

test.describe('the signed-in state', () => {
  test('the header shows Login on every page, and the signed-in email with a menu holding Sign out; the seven links stay', async ({ page, pageErrors }) => {
    test.setTimeout(180_000);
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    const banner = page.getByRole('banner');
    await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
    for (const route of [...staticRoutes, guideRoutes[0]!]) {
      await page.goto(route.path);
      await waitForHydration(page);
      await expect(banner.getByRole('link', { name: 'Login', exact: true }), route.path).toHaveAttribute('href', '/auth');
      await expect(banner.getByRole('button', { name: /^Signed in as/ })).toHaveCount(0);
      await expect(nav.getByRole('link')).toHaveText(navLabels);
    }

    await logIn(page);
    const signedInPages = [
      ...navLabels.map((label) => async () => nav.getByRole('link', { name: label, exact: true }).click()),
      async () => page.goto(guideRoutes[0]!.path),
      async () => page.goto('/auth'),
    ];
    for (const open of signedInPages) {
      await open();
      await expect(accountButton(page), page.url()).toBeVisible();
      await expect(banner.getByRole('link', { name: 'Login', exact: true })).toHaveCount(0);
      await expect(nav.getByRole('link')).toHaveText(navLabels);
    }
    expect(pageErrors).toEqual([]);
  });

  test("on the map page, 'Login / Sign Up' gives way to who is signed in, nothing overlaps at any width, and the menu signs out", async ({ page, pageErrors }) => {
    test.setTimeout(180_000);
    await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
    await page.goto('/festival-map');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Login / Sign Up' })).toHaveAttribute('href', '/auth');
    await expectNothingOverlaps(page);

    const sent = await logIn(page);
    await expect(main.getByText(`Signed in as ${account.email}`)).toBeVisible();
    await expect(main.getByRole('link', { name: 'Login / Sign Up' })).toHaveCount(0);
    await expect(accountButton(page)).toBeVisible();
    await expectNothingOverlaps(page);
    await expectNoAxeViolations(page);

    // On a phone the header shows the account as an icon; its menu names the whole email.
    await page.setViewportSize({ width: 390, height: 800 });
    await accountButton(page).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('group', { name: `Signed in as ${account.email}` })).toBeVisible();
    await expectNoAxeViolations(page);
    await menu.getByRole('menuitem', { name: 'Sign out' }).click();
    await expect(page.getByText('You have signed out.')).toBeVisible();
    expect(sent.at(-1)?.url).toContain('/auth/v1/logout');
    await expect(main.getByRole('link', { name: 'Login / Sign Up' })).toBeVisible();
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expect(accountButton(page)).toHaveCount(0);
    expect(pageErrors).toEqual([]);
  });

  test("the header's navigation and controls keep their place when Login gives way to the email", async ({ page, pageErrors }) => {
    const banner = page.getByRole('banner');
    const widths = [1280, 1024, 768, 390, 320];
    /** Where each part of the header starts, at each width: the navigation, or on a phone the controls. */
    const places = async () => {
      const found: Record<string, number> = {};
      for (const width of widths) {
        await page.setViewportSize({ width, height: 800 });
        for (const box of await boxesOf(banner.getByRole('navigation', { name: 'Main', exact: true }).or(banner.getByRole('link').or(banner.getByRole('button'))))) {
          if (box.name !== 'Login' && !box.name.includes(account.email)) found[`${box.name} at ${width} px`] = Math.round(box.left);
        }
      }
      return found;
    };
    await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
    await page.goto('/festival-map');
    await waitForHydration(page);
    await expect(banner.getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    const signedOut = await places();
    expect(Object.keys(signedOut)).toEqual(expect.arrayContaining(['Main at 1280 px', 'Menu at 390 px']));

    await page.setViewportSize({ width: 1280, height: 800 });
    await logIn(page);
    await expect(accountButton(page)).toBeVisible();
    expect(await places()).toEqual(signedOut);
    expect(pageErrors).toEqual([]);
  });

  test('/auth while signed in says who, with Sign out and a link to the map, instead of the login form', async ({ page, pageErrors }) => {
    const sent = await logIn(page);
    await page.goto('/auth');
    await waitForHydration(page);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { name: 'You are signed in' })).toBeVisible();
    await expect(main.getByText(`Signed in as ${account.email}`)).toBeVisible();
    await expect(main.getByRole('tab', { name: 'Login' })).toHaveCount(0);
    await expectNoAxeViolations(page);

    await main.getByRole('link', { name: 'Go to the map' }).click();
    await expect(page).toHaveURL('/festival-map');
    await page.goBack();
    await expect(page).toHaveURL('/auth');

    await main.getByRole('button', { name: 'Sign out' }).click();
    await expect(page.getByText('You have signed out.')).toBeVisible();
    expect(sent.at(-1)?.url).toContain('/auth/v1/logout');
    await expect(main.getByRole('tab', { name: 'Login' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
    expect(pageErrors).toEqual([]);
  });
});
