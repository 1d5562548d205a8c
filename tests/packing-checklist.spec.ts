import type { Page } from '@playwright/test';
import { gearCategories, gearItems } from '../content/gear';
import { storageKeys } from '../src/lib/storage';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';

const total = gearItems.length;

/** Opens the checklist; with `stored`, that text is what the browser holds under the packed-gear key. */
async function openChecklist(page: Page, stored?: string) {
  await page.goto('/gear-checklists');
  await waitForHydration(page);
  if (stored !== undefined) {
    await page.evaluate(([key, raw]) => localStorage.setItem(key, raw), [storageKeys.packedGear, stored] as const);
    await page.reload();
    await waitForHydration(page);
  }
  return page.getByRole('main');
}

test('ticks survive a reload, and the prerendered page starts unticked without a hydration error', async ({ page, pageErrors }) => {
  const main = await openChecklist(page);
  await expect(main.getByRole('checkbox', { name: /^Packed / })).toHaveCount(total);
  await main.getByRole('checkbox', { name: 'Packed Pop-Up Tent' }).check();
  await main.getByRole('checkbox', { name: 'Packed Reusable Rain Poncho' }).check();
  await expect(main.getByText(`2 of ${total} packed`)).toBeVisible();
  await expect(main.getByRole('region', { name: 'Camping' }).getByText('1 of 5 packed')).toBeVisible();

  const html = (await (await page.request.get('/gear-checklists')).text()).replaceAll('<!-- -->', '');
  expect(html).toContain(`0 of ${total} packed`);
  expect(html).not.toMatch(/<input[^>]*checked/);

  await page.reload();
  await waitForHydration(page);
  await expect(main.getByRole('checkbox', { name: 'Packed Pop-Up Tent' })).toBeChecked();
  await expect(main.getByRole('checkbox', { name: 'Packed Reusable Rain Poncho' })).toBeChecked();
  await expect(main.getByText(`2 of ${total} packed`)).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.packedGear)).toBe('["pop-up-tent","rain-poncho"]');
  await expectNoAxeViolations(page);
  expect(pageErrors).toEqual([]);
});

for (const [label, raw] of [
  ['not JSON', '{"pop-up-tent": tru'],
  ['an unknown shape', '{"version":9,"packed":{"pop-up-tent":true}}'],
] as const) {
  test(`a stored value that is ${label} is ignored and the checklist starts clean`, async ({ page, pageErrors }) => {
    const main = await openChecklist(page, raw);
    await expect(main.getByText(`0 of ${total} packed`)).toBeVisible();
    await expect(main.getByRole('checkbox', { checked: true })).toHaveCount(0);
    await main.getByRole('checkbox', { name: 'Packed LED Headlamp' }).check();
    await expect(main.getByText(`1 of ${total} packed`)).toBeVisible();
    expect(pageErrors).toEqual([]);
  });
}

test('Reset checklist asks first, and clears only when confirmed', async ({ page, pageErrors }) => {
  const main = await openChecklist(page, '["pop-up-tent","headlamp"]');
  await expect(main.getByText(`2 of ${total} packed`)).toBeVisible();
  await main.getByRole('button', { name: 'Reset checklist' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Reset the checklist?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Keep my ticks' })).toBeFocused();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Keep my ticks' }).click();
  await expect(main.getByText(`2 of ${total} packed`)).toBeVisible();

  await main.getByRole('button', { name: 'Reset checklist' }).click();
  await dialog.getByRole('button', { name: 'Reset checklist' }).click();
  await expect(dialog).toBeHidden();
  await expect(main.getByText(`0 of ${total} packed`)).toBeVisible();
  await expect(main.getByRole('button', { name: 'Reset checklist' })).toBeDisabled();
  await page.reload();
  await waitForHydration(page);
  await expect(main.getByRole('checkbox', { checked: true })).toHaveCount(0);
  expect(pageErrors).toEqual([]);
});

test('category icons are drawn, so they show without an emoji font', async ({ page }) => {
  const main = await openChecklist(page);
  const headings = main.getByRole('heading', { level: 2 });
  await expect(headings).toHaveText(gearCategories.map((category) => category.title));
  for (const category of gearCategories) {
    const icon = main.getByRole('region', { name: category.title }).locator('h2 svg');
    await expect(icon).toBeVisible();
    const box = await icon.boundingBox();
    expect(box?.width).toBeGreaterThan(16);
  }
});

test('printed, the checklist is a paper list of ticks and names, without navigation, chat or cookie bar', async ({ page }) => {
  const main = await openChecklist(page, '["pop-up-tent"]');
  const cookieBar = page.getByRole('region', { name: 'Cookie consent' });
  await expect(cookieBar).toBeVisible();
  const chat = page.getByRole('button', { name: 'Open chatbot' });
  await expect(chat).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  await expect(page.getByRole('banner')).toBeHidden();
  await expect(page.getByRole('navigation', { name: 'Main', exact: true })).toBeHidden();
  await expect(page.getByRole('contentinfo')).toBeHidden();
  await expect(cookieBar).toBeHidden();
  await expect(chat).toBeHidden();
  await expect(main.getByRole('link', { name: /^Shop on Amazon/ }).first()).toBeHidden();
  await expect(main.getByRole('button', { name: 'Reset checklist' })).toBeHidden();
  // On paper the box alone says 'packed': the word is left out, so the box is named for the item.
  const tent = main.getByRole('checkbox', { name: 'Pop-Up Tent', exact: true });
  await expect(tent).toBeVisible();
  await expect(tent).toBeChecked();
  await expect(main.getByRole('heading', { name: 'Pop-Up Tent' })).toBeVisible();
  const colours = await main.getByRole('heading', { name: 'Pop-Up Tent' }).evaluate((heading) => ({
    text: getComputedStyle(heading).color,
    page: getComputedStyle(document.body).backgroundColor,
  }));
  expect(colours).toEqual({ text: 'rgb(0, 0, 0)', page: 'rgb(255, 255, 255)' });

  await page.emulateMedia({ media: 'screen' });
  await expect(page.getByRole('banner')).toBeVisible();
  await expect(main.getByRole('link', { name: /^Shop on Amazon/ })).toHaveCount(total);
});
