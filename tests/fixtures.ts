import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { fakeGoogleMapsHandler } from '../mocks/google-maps/handlers';
import { newsletterHandlers } from '../mocks/newsletter';
import { supabaseDataHandlers } from '../mocks/supabase-tables';
import { mockServices } from '../scenarios/mockServices';

/** Every end-to-end test runs on 2026-11-21. */
export const TODAY = new Date('2026-11-21T10:00:00');

type Fixtures = {
  /** Console errors and uncaught exceptions seen by the page; each test ends with none unless it expects them. */
  pageErrors: string[];
};

export const test = base.extend<Fixtures>({
  pageErrors: async ({ page }, use) => {
    await use(collectPageErrors(page));
  },
  page: async ({ page, baseURL }, use) => {
    await page.clock.setFixedTime(TODAY);
    // The Maps script is answered by the fake google.maps; a test that wants a failure adds its
    // own route, which takes precedence.
    await mockServices(page, 'https://maps.googleapis.com/maps/api/js**', [fakeGoogleMapsHandler]);
    // A signed-in page syncs its plan: the Data API answers as an empty project's does. A test
    // that needs rows or failures of its own adds its own route, which takes precedence.
    await mockServices(page, '**/rest/v1/**', supabaseDataHandlers());
    // A sign-up form calls the newsletter function: its stand-in answers, its emails go nowhere.
    await mockServices(page, '**/functions/v1/newsletter**', newsletterHandlers({ siteOrigin: baseURL ?? 'http://localhost' }));
    await use(page);
  },
});

export { expect };

/** Collects, from now on, the console errors and uncaught exceptions `page` reports. */
export function collectPageErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(`uncaught: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
  });
  return errors;
}

/**
 * Fails on any axe violation of WCAG 2.0/2.1/2.2 A and AA, in the whole page or only `within` a
 * part of it (for a state that lasts a limited time, such as a pending reply).
 */
export async function expectNoAxeViolations(page: Page, within?: string) {
  // A toast or dialog fading in has colours between its start and end: axe judges the end state.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  const builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']);
  const results = await (within ? builder.include(within) : builder).analyze();
  const summary = results.violations.map((v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
  expect(summary, 'axe violations').toEqual([]);
}

/** Waits until the client has taken over the prerendered page. */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
}

/**
 * Brings a lazily hydrated part of the page (the email sign-up forms) into view, as a visitor
 * scrolling to it would, and waits until the client owns it.
 */
export async function hydrateIsland(within: Locator) {
  const island = within.locator('xpath=ancestor-or-self::*[@data-island][1]');
  await island.scrollIntoViewIfNeeded();
  await expect(island).toHaveAttribute('data-island', 'hydrated');
}
