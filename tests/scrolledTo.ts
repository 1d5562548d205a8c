import { expect, type Page } from '@playwright/test';

/** The element with this id has been scrolled to the top of the view, just below the sticky header. */
export async function expectScrolledTo(page: Page, id: string) {
  const target = page.locator(`[id="${id}"]`);
  await expect(target).toBeInViewport();
  await expect
    .poll(() => target.evaluate((element) => Math.round(element.getBoundingClientRect().top)), { message: `#${id} at the top`, timeout: 10_000 })
    .toBeLessThan(160);
}
