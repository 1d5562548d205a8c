import { travelDealGroups } from '../content/travel-deals';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { expectScrolledTo } from './scrolledTo';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
  // Jumps instead of smooth scrolling, so where a #hash lands does not depend on animation timing.
  await page.emulateMedia({ reducedMotion: 'reduce' });
});

for (const anchor of ['flights', 'hotels']) {
  test(`/travel-deals#${anchor} opens at that section`, async ({ page, pageErrors }) => {
    await page.goto(`/travel-deals#${anchor}`);
    await waitForHydration(page);
    await expectScrolledTo(page, anchor);
    expect(pageErrors).toEqual([]);
  });
}

test('the deal-type links jump to their sections by keyboard', async ({ page }) => {
  await page.goto('/travel-deals');
  await waitForHydration(page);
  await page.getByRole('navigation', { name: 'Deal types' }).getByRole('link', { name: 'Currency' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/travel-deals#currency$/);
  await expectScrolledTo(page, 'currency');
});

test('every deal and destination is an external link to a new tab', async ({ page }) => {
  await page.goto('/travel-deals');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const dealCount = travelDealGroups.reduce((count, group) => count + group.deals.length, 0);
  const external = main.locator('a[target="_blank"]');
  await expect(external).toHaveCount(dealCount + 8);
  for (const link of await external.all()) {
    await expect(link).toHaveAttribute('rel', /noopener noreferrer/);
    await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
  }
  const destinations = page.getByRole('region', { name: 'Top Festival Destinations' }).getByRole('link');
  await expect(destinations).toHaveText([/^London/, /^Barcelona/, /^Miami/, /^Brussels/, /^Berlin/, /^Chicago/, /^Budapest/, /^Montreal/]);
});

for (const width of [320, 1280]) {
  test(`the travel deals page has no axe violations at ${width} px`, async ({ page }) => {
    test.slow();
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/travel-deals#hotels');
    await waitForHydration(page);
    await expectNoAxeViolations(page);
  });
}
