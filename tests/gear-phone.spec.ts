import type { Page } from '@playwright/test';
import { gearItems } from '../content/gear';
import { storageKeys } from '../src/lib/storage';
import { expect, expectNoAxeViolations, test, waitForHydration } from './fixtures';
import { holdAppCode } from './heldFiles';

const total = gearItems.length;

test.use({ viewport: { width: 390, height: 844 } });

async function open(page: Page) {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await page.addInitScript(() => localStorage.setItem('cookie_consent', 'true'));
  await page.goto('/gear-checklists');
  await waitForHydration(page);
}

const pageLength = (page: Page) => page.evaluate(() => document.documentElement.scrollHeight);
const boxOf = async (page: Page, selector: string) => {
  const box = await page.locator(selector).boundingBox();
  if (!box) throw new Error(`${selector} is not shown`);
  return { top: box.y, bottom: box.y + box.height };
};

test('on a phone the packed count stays in view below the header, and keyboard focus never hides under it', async ({ page, pageErrors }) => {
  await open(page);
  const count = page.getByRole('status').filter({ hasText: /^\d+ of \d+ packed$/ });
  // At the top of the page it sits in the flow, above the list, covering nothing.
  const inFlow = await count.boundingBox();
  const firstCategory = await page.getByRole('heading', { level: 2, name: 'Festival Essentials' }).boundingBox();
  expect(inFlow!.y + inFlow!.height).toBeLessThanOrEqual(firstCategory!.y);

  await page.getByRole('region', { name: 'Tech' }).getByRole('checkbox', { name: 'Packed Phone Lanyard' }).check();
  await expect(count).toHaveText(`1 of ${total} packed`);
  await expect(count).toBeInViewport();
  const header = await boxOf(page, 'header');
  const stuck = await count.boundingBox();
  expect(Math.abs(stuck!.y - header.bottom)).toBeLessThan(2);

  // A box just under the count, reached backwards from its shop link: the page scrolls it clear of
  // the header and the count, as it does every item reached from the keyboard.
  const countBox = await count.boundingBox();
  const countBottom = countBox!.y + countBox!.height;
  for (const name of ['Packed Phone Lanyard', 'Packed LED Headlamp']) {
    const box = page.getByRole('checkbox', { name });
    await box.locator('xpath=ancestor::article//a').focus();
    await page.evaluate(([top]) => window.scrollBy({ top, behavior: 'instant' }), [(await box.boundingBox())!.y - (countBottom - 10)]);
    expect(Math.round((await box.boundingBox())!.y)).toBeLessThan(countBottom);
    await page.keyboard.press('Shift+Tab');
    await expect(box).toBeFocused();
    await expect.poll(async () => (await box.boundingBox())!.y, `${name} clear of the count`).toBeGreaterThanOrEqual(countBottom);
    await expect(count).toBeInViewport();
  }
  for (const key of [...Array<string>(8).fill('Tab'), ...Array<string>(16).fill('Shift+Tab')]) {
    await page.keyboard.press(key);
    const focused = await page.evaluate(() => document.activeElement?.getBoundingClientRect().toJSON() as DOMRect);
    expect(focused.top).toBeGreaterThanOrEqual(countBottom);
    expect(focused.bottom).toBeLessThanOrEqual(844);
  }
  expect(pageErrors).toEqual([]);
});

test('a compact list of names and ticks is remembered, and the prerendered page shows it before hydration', async ({ page, pageErrors }) => {
  await open(page);
  const cardsLength = await pageLength(page);
  await page.getByRole('button', { name: 'Compact list', pressed: false }).click();
  await expect(page.getByRole('button', { name: 'Compact list' })).toHaveAttribute('aria-pressed', 'true');
  expect(await page.evaluate((key) => localStorage.getItem(key), storageKeys.gearView)).toBe('compact');
  await expect(page.getByRole('link', { name: /^Shop on Amazon/ })).toHaveCount(0);
  await expect(page.getByRole('checkbox', { name: /^Packed / })).toHaveCount(total);
  await expectNoAxeViolations(page);

  const releaseAppCode = await holdAppCode(page);
  await page.reload();
  await expect(page.getByRole('button', { name: 'Compact list' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText(/^Springs open in seconds/)).toBeHidden();
  const compactLength = await pageLength(page);
  expect(compactLength, `${compactLength} px compact against ${cardsLength} px of cards`).toBeLessThan(cardsLength / 3);
  expect(await page.evaluate(() => document.documentElement.dataset.hydrated)).toBeUndefined();
  releaseAppCode();
  await waitForHydration(page);
  await expect(page.getByRole('button', { name: 'Compact list' })).toHaveAttribute('aria-pressed', 'true');
  expect(await pageLength(page)).toBeLessThan(cardsLength / 3);

  await page.getByRole('button', { name: 'Compact list' }).click();
  await expect(page.getByText(/^Springs open in seconds/)).toBeVisible();
  expect(pageErrors).toEqual([]);
});
