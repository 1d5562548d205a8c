import { expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { allRoutes } from './routes';

for (const width of [320, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of allRoutes) {
      test(`${route.path} has no axe violations`, async ({ page }) => {
        await page.goto(route.path);
        await waitForHydration(page);
        await expectNoAxeViolations(page);
      });
    }
  });
}
