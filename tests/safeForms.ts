import { expect, type Page } from '@playwright/test';

/**
 * Every form on the page cannot submit natively (method dialog, no action), and no field that
 * takes text has a name a native submission could send. Radios may keep the name that groups them.
 * Hidden forms count too. Works with JavaScript disabled.
 */
export async function expectSafeForms(page: Page) {
  await expect(page.locator('form:not([method="dialog"]), form[action]'), 'forms that could submit natively').toHaveCount(0);
  await expect(page.locator('input[name]:not([type="radio"]), textarea[name], select[name]'), 'named fields').toHaveCount(0);
}
