import { gearCategories, gearItems } from '../content/gear';
import { expect, test, waitForHydration } from './fixtures';

test('the gear checklist groups every item under its category', async ({ page, pageErrors }) => {
  await page.goto('/gear-checklists');
  await waitForHydration(page);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 2 })).toHaveText(gearCategories.map((c) => c.title));
  for (const category of gearCategories) {
    const section = main.getByRole('region', { name: category.title });
    await expect(section.getByText(category.subtitle)).toBeVisible();
    await expect(section.getByRole('article')).toHaveCount(gearItems.filter((item) => item.category === category.title).length);
  }
  expect(pageErrors).toEqual([]);
});

test('every item has a sponsored Amazon link that opens a new tab', async ({ page }) => {
  await page.goto('/gear-checklists');
  const links = page.getByRole('main').getByRole('link', { name: /^Shop on Amazon/ });
  await expect(links).toHaveCount(gearItems.length);
  const attributes = await links.evaluateAll((anchors) =>
    anchors.map((anchor) => ({ rel: anchor.getAttribute('rel'), target: anchor.getAttribute('target'), href: anchor.getAttribute('href') })),
  );
  for (const { rel, target, href } of attributes) {
    expect(rel).toBe('sponsored noopener noreferrer');
    expect(target).toBe('_blank');
    expect(new URL(href ?? '').searchParams.get('tag')).toBe('festivalcompass-20');
  }
  const tent = page.getByRole('article', { name: 'Pop-Up Tent' });
  await expect(tent.getByText('(opens in a new tab)')).toBeAttached();
});

test('the affiliate disclosure is shown and leads to the legal page', async ({ page }) => {
  await page.goto('/gear-checklists');
  await waitForHydration(page);
  await expect(page.getByText(/As an Amazon Associate we earn from qualifying purchases/)).toBeVisible();
  await page.getByRole('main').getByRole('link', { name: 'affiliate disclosure' }).click();
  await expect(page).toHaveURL(/\/legal#affiliate-disclosure$/);
});
