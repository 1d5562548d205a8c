import { findFestivalBySlug } from '../content/festivals';
import { guideFor } from '../content/guides';
import { gearItems } from '../content/gear';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

const glastonbury = guideFor('glastonbury');
const festival = findFestivalBySlug('glastonbury');
if (!glastonbury || !festival) throw new Error('missing the Glastonbury guide');
const nameOf = (id: string) => gearItems.find((item) => item.id === id)?.name ?? id;

test.beforeEach(async ({ page }) => {
  // Observers, not the performance timeline: the tests' fixed clock hides the timeline's entries.
  await page.addInitScript(() => {
    const win = window as Window & { shifts?: number[] };
    win.shifts = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) win.shifts?.push((entry as PerformanceEntry & { value: number }).value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

const shifts = () => (window as Window & { shifts?: number[] }).shifts;

test("a festival's packing view leads with its weather and marks the gear it stresses, shifting nothing, with no axe violations", async ({
  page,
  pageErrors,
}) => {
  await page.goto('/gear-checklists?festival=glastonbury');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const notes = main.getByRole('region', { name: `Packing for ${festival.name}` });
  await expect(notes.getByText(glastonbury.weather.typical)).toBeVisible();
  await expect(main.getByRole('heading', { level: 2 }).first()).toHaveText(`Packing for ${festival.name}`);
  for (const { itemId, reason } of glastonbury.packingFocus) {
    await expect(main.getByRole('article', { name: nameOf(itemId) })).toContainText(`For ${festival.name}: ${reason}`);
  }
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(shifts)).toEqual([]);
  await expectNoAxeViolations(page);

  await notes.getByRole('link', { name: `${festival.name} guide` }).click();
  await expect(page).toHaveURL(/\/festival-guides\/glastonbury$/);
  expect(pageErrors).toEqual([]);
});

test('an unknown festival in the address is said plainly, over the whole checklist, with no axe violations', async ({ page, pageErrors }) => {
  await page.goto('/gear-checklists?festival=no-such-fest');
  await waitForHydration(page);
  const notes = page.getByRole('region', { name: 'Packing for a festival' });
  await expect(notes).toContainText('We have no festival called “no-such-fest”');
  await expect(page.getByRole('main').getByRole('article')).toHaveCount(gearItems.length);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(shifts)).toEqual([]);
  await expectNoAxeViolations(page);
  expect(pageErrors).toEqual([]);
});
