import { expect, test, waitForHydration } from './fixtures';

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

test('the cookie banner appears after 500 ms, and Accept & Close remembers the choice', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  const banner = page.getByRole('region', { name: 'Cookie consent' });
  await expect(banner).toBeVisible();
  await banner.getByRole('button', { name: 'Accept & Close' }).click();
  await expect(banner).toBeHidden();
  expect(await page.evaluate(() => localStorage.getItem('cookie_consent'))).toBe('true');
  await page.reload();
  await waitForHydration(page);
  await page.waitForTimeout(700);
  await expect(banner).toBeHidden();
});

test('a corrupt stored consent shows the banner and never crashes', async ({ page, pageErrors }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'maybe'));
  await page.goto('/gear-checklists');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
  expect(pageErrors).toEqual([]);
});

test('toasts are announced in a region labelled Notifications', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: /^Notifications/ })).toBeAttached();
});

test('the error fallback is not shown on a healthy page', async ({ page }) => {
  await page.goto('/');
  await waitForHydration(page);
  await expect(page.getByText('Unexpected Application Error!')).toHaveCount(0);
});
