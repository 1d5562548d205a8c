import { expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { allRoutes } from './routes';
import { expectSafeForms } from './safeForms';

for (const width of [320, 1280]) {
  test.describe(`axe at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of allRoutes) {
      test(`${route.path} has no axe violations, and its forms cannot submit natively`, async ({ page }) => {
        await page.goto(route.path);
        await waitForHydration(page);
        await expectNoAxeViolations(page);
        await expectSafeForms(page);
      });
    }
  });
}
