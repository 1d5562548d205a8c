import { expect, test, waitForHydration } from './fixtures';
import { allRoutes } from './routes';

test.describe('hydration', () => {
  for (const route of allRoutes) {
    test(`${route.path} hydrates without errors or warnings`, async ({ page, pageErrors }) => {
      const warnings: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'warning') warnings.push(message.text());
      });
      await page.goto(route.path);
      await waitForHydration(page);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(route.heading);
      expect(pageErrors).toEqual([]);
      expect(warnings.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual([]);
    });
  }
});

test('the home page loads no map, auth, date-picker or chat code', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(request.url());
  });
  await page.goto('/');
  await waitForHydration(page);
  await page.waitForLoadState('networkidle');
  const names = scripts.map((url) => new URL(url).pathname).join(' ');
  expect(names).not.toMatch(/MapPage|AuthPage|CalendarPage|ChatDialog|supabase|day-picker|google/i);
});
