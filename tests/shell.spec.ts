import type { Page } from '@playwright/test';
import { newsletterHandlers } from '../mocks/newsletter';
import { expect, hydrateIsland, test, waitForHydration } from './fixtures';
import { mockServices } from '../scenarios/mockServices';

test('navigating scrolls to the top, and a #hash scrolls to its section', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await page.mouse.wheel(0, 3000);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  await page.getByRole('navigation', { name: 'Legal' }).getByRole('link', { name: 'Cookie Policy' }).click();
  await expect(page).toHaveURL(/\/legal#cookie-policy$/);
  await expect(page.locator('#cookie-policy')).toBeInViewport();
  await page.getByRole('navigation', { name: 'Main', exact: true }).getByRole('link', { name: 'Community' }).click();
  await expect(page).toHaveURL(/\/community$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

/** Records, on the page's own clock, when the cookie banner first showed. */
async function recordBannerShown(page: Page) {
  await page.addInitScript(() => {
    const times: { banner?: number } = {};
    Object.assign(window, { bannerTiming: times });
    new MutationObserver(() => {
      const bar = document.querySelector<HTMLElement>('[aria-label="Cookie consent"]');
      if (bar && !bar.hidden) times.banner ??= performance.now();
    }).observe(document, { subtree: true, childList: true, attributes: true });
  });
}

/** When the banner showed, in ms after the page's load event started (undefined: it never did). */
const bannerAfterLoad = (page: Page) =>
  page.evaluate(() => {
    const { banner } = (window as unknown as { bannerTiming: { banner?: number } }).bannerTiming;
    const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    return banner === undefined ? undefined : banner - (navigation?.loadEventStart ?? 0);
  });

test('the cookie banner appears 500 ms after the page has loaded, and Accept & Close remembers the choice', async ({ page }) => {
  await recordBannerShown(page);
  await page.goto('/');
  await waitForHydration(page);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  // The boot script shows it, counting from the load event, whenever the page hydrates.
  const delay = await bannerAfterLoad(page);
  expect(delay, 'the banner was recorded').toBeDefined();
  expect(delay).toBeGreaterThanOrEqual(500);

  await banner.getByRole('button', { name: 'Accept & Close' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('true');
  await page.reload();
  await waitForHydration(page);
  // Longer than the banner took to show on the first visit: it would be showing by now.
  await page.waitForTimeout((delay ?? 0) + 500);
  await expect(banner).toBeHidden();
  expect(await bannerAfterLoad(page)).toBeUndefined();
});

test('a corrupt stored consent shows the banner and never crashes', async ({ page, pageErrors }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'maybe'));
  await page.goto('/gear-checklists');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('toasts are announced in a region labelled Notifications', async ({ page }) => {
  await mockServices(page, '**/functions/v1/newsletter**', newsletterHandlers({ siteOrigin: 'https://festivalcompass.app' }));
  await page.goto('/');
  await waitForHydration(page);
  const notifications = page.getByRole('region', { name: /^Notifications/ });
  await expect(notifications).toHaveAttribute('aria-live', 'polite');
  await expect(notifications.getByText('Thanks for subscribing!')).toHaveCount(0);
  const form = page.getByRole('form', { name: 'Newsletter sign-up' });
  await hydrateIsland(form);
  await form.getByRole('textbox', { name: 'Email address' }).fill('raver@example.com');
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await expect(notifications.getByText('Thanks for subscribing!')).toBeVisible();
});

test.describe('a page whose code fails to load', () => {
  // The offline service worker would answer from its cache; the test needs the network to fail.
  test.use({ serviceWorkers: 'block' });

  test('the error fallback shows there, inside the layout, and is not shown on a healthy page', async ({ page, pageErrors }) => {
    await page.route(/\/assets\/GearPage-[^/]+\.js$/, (route) => route.abort());
    await page.goto('/community');
    await waitForHydration(page);
    const fallback = page.getByRole('heading', { name: 'Unexpected Application Error!' });
    await expect(fallback).toHaveCount(0);
    const nav = page.getByRole('navigation', { name: 'Main', exact: true });
    await nav.getByRole('link', { name: 'Checklists' }).click();
    await expect(fallback).toBeVisible();
    await expect(nav).toBeVisible();
    await nav.getByRole('link', { name: 'Travel' }).click();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Travel Deals');
    await expect(fallback).toHaveCount(0);
    expect(pageErrors.some((error) => error.includes('Unexpected application error'))).toBe(true);
  });
});
