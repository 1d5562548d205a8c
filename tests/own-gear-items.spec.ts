import { gearItems } from '../content/gear';
import { storageKeys } from '../src/lib/storage';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { holdAppCode } from './heldFiles';

const total = gearItems.length;
const inCamping = gearItems.filter((item) => item.category === 'Camping').length;

test('your own item is added, ticked, renamed and removed, survives a reload, counts and prints', async ({ page, pageErrors }) => {
  await page.goto('/gear-checklists');
  await waitForHydration(page);
  const main = page.getByRole('main');
  const camping = main.getByRole('region', { name: 'Camping' });

  await camping.getByRole('button', { name: 'Add to Camping' }).click();
  await expect(camping.getByText('Enter a name for your item.')).toBeVisible();
  await camping.getByRole('textbox', { name: 'Add your own item to Camping' }).fill('Tent pegs');
  await camping.getByRole('button', { name: 'Add to Camping' }).click();
  const item = camping.getByRole('article', { name: 'Tent pegs' });
  await expect(item).toBeVisible();
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('Added Tent pegs to Camping.')).toBeVisible();
  await expectNoAxeViolations(page);

  await item.getByRole('checkbox', { name: 'Packed Tent pegs' }).check();
  await expect(main.getByText(`1 of ${total + 1} packed`)).toBeVisible();
  await expect(camping.getByText(`1 of ${inCamping + 1} packed`)).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(item.getByRole('checkbox', { name: 'Packed Tent pegs' })).toBeChecked();
  await expect(main.getByText(`1 of ${total + 1} packed`)).toBeVisible();

  await page.emulateMedia({ media: 'print' });
  const printed = camping.getByRole('checkbox', { name: 'Tent pegs', exact: true });
  await expect(printed).toBeVisible();
  await expect(printed).toBeChecked();
  await expect(camping.getByRole('heading', { name: 'Tent pegs' })).toBeVisible();
  await expect(item.getByRole('button', { name: 'Rename Tent pegs' })).toBeHidden();
  await expect(camping.getByRole('textbox', { name: 'Add your own item to Camping' })).toBeHidden();
  await expect(main.getByText(`1 of ${total + 1} packed`)).toBeVisible();
  await page.emulateMedia({ media: 'screen' });

  await item.getByRole('button', { name: 'Rename Tent pegs' }).click();
  const rename = item.getByRole('textbox', { name: 'New name for Tent pegs' });
  await expect(rename).toBeFocused();
  await expectNoAxeViolations(page);
  await rename.press('Escape');
  await expect(item.getByRole('button', { name: 'Rename Tent pegs' })).toBeFocused();
  await item.getByRole('button', { name: 'Rename Tent pegs' }).click();
  await rename.fill('Spare tent pegs');
  await rename.press('Enter');
  const renamed = camping.getByRole('article', { name: 'Spare tent pegs' });
  await expect(renamed.getByRole('button', { name: 'Rename Spare tent pegs' })).toBeFocused();

  await page.reload();
  await waitForHydration(page);
  await expect(renamed.getByRole('checkbox', { name: 'Packed Spare tent pegs' })).toBeChecked();
  await renamed.getByRole('button', { name: 'Remove Spare tent pegs' }).click();
  await expect(renamed).toHaveCount(0);
  await expect(page.getByRole('region', { name: /^Notifications/ }).getByText('Removed Spare tent pegs from Camping.')).toBeVisible();
  await expect(main.getByText(`0 of ${total} packed`)).toBeVisible();

  await page.reload();
  await waitForHydration(page);
  await expect(main.getByText(`0 of ${total} packed`)).toBeVisible();
  await expect(camping.getByRole('article', { name: 'Spare tent pegs' })).toHaveCount(0);
  const stored = await page.evaluate((key) => JSON.parse(localStorage.getItem(key) ?? 'null') as { items: unknown[] }, storageKeys.customGear);
  expect(stored.items).toEqual([]);
  expect(pageErrors).toEqual([]);
});

test('a name typed and added before the page has hydrated is added once it has', async ({ page, pageErrors }) => {
  const release = await holdAppCode(page);
  await page.goto('/gear-checklists', { waitUntil: 'domcontentloaded' });
  const camping = page.getByRole('main').getByRole('region', { name: 'Camping' });
  await camping.getByRole('textbox', { name: 'Add your own item to Camping' }).fill('Mallet');
  await camping.getByRole('button', { name: 'Add to Camping' }).click();
  release();
  await waitForHydration(page);
  await expect(camping.getByRole('article', { name: 'Mallet' })).toBeVisible();
  await expect(camping.getByRole('textbox', { name: 'Add your own item to Camping' })).toHaveValue('');
  expect(pageErrors).toEqual([]);
});
