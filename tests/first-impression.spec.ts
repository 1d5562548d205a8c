import type { Page } from '@playwright/test';
import { newsletterHandlers } from '../mocks/newsletter';
import { expect, expectNoAxeViolations, hydrateIsland, test, waitForHydration } from './fixtures';
import { mockServices } from '../scenarios/mockServices';

const phone = { width: 390, height: 844 };

type Box = { left: number; top: number; right: number; bottom: number };

const overlaps = (a: Box, b: Box) => a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;

async function box(page: Page, selector: string): Promise<Box> {
  const found = await page.locator(selector).first().boundingBox();
  if (!found) throw new Error(`${selector} is not laid out`);
  return { left: found.x, top: found.y, right: found.x + found.width, bottom: found.y + found.height };
}

async function open(page: Page, path: string) {
  await page.goto(path);
  await waitForHydration(page);
}

test.describe('the calendar gives feedback', () => {
  test('on a phone, the count of festivals shows beside the filters as they change', async ({ page }) => {
    await page.setViewportSize(phone);
    await open(page, '/festival-calendar');
    const country = page.getByLabel('Country');
    await country.scrollIntoViewIfNeeded();
    await country.selectOption('United Kingdom');
    const count = page.getByRole('status').filter({ hasText: /^\d+ festivals?$/ });
    await expect(count).toHaveText('8 festivals');
    await expect(count).toBeInViewport({ ratio: 1 });
    await expect(country).toBeInViewport({ ratio: 1 });
  });

  test('at 1280×800 the event calendar stays inside the window, below the header, and its event list scrolls within it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await open(page, '/festival-calendar');
    // Wherever the button is when it is pressed: low in the window, or right under the header.
    for (const scrollY of [0, 200, 420]) {
      await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), scrollY);
      await page.getByRole('button', { name: 'View Full Event Calendar' }).click();
      const popover = page.getByRole('dialog', { name: 'Event Calendar' });
      await expect(popover.getByRole('grid')).toBeVisible();
      const header = await box(page, 'header');
      const shown = await box(page, '[role="dialog"]');
      expect(shown.top).toBeGreaterThanOrEqual(header.bottom);
      expect(shown.bottom).toBeLessThanOrEqual(800);
      await expect(popover.getByRole('grid')).toBeInViewport({ ratio: 1 });
      await page.keyboard.press('Escape');
      await expect(popover).toBeHidden();
    }

    // A window too short for the whole list: the list scrolls, the calendar stays in view.
    // The popover moves up to fit as its list grows; at 600 px it cannot fit the whole of it.
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.getByRole('button', { name: 'View Full Event Calendar' }).click();
    const popover = page.getByRole('dialog', { name: 'Event Calendar' });
    for (let month = 0; month < 5; month += 1) await popover.getByRole('button', { name: /next month/i }).click();
    await popover.getByRole('button', { name: /August 11th, 2027, has festivals/ }).click();
    const list = popover.locator('div[aria-live="polite"]');
    await expect(list.getByRole('link')).toHaveCount(3);
    expect(await list.evaluate((element) => getComputedStyle(element).overflowY)).toBe('auto');
    await expect.poll(() => list.evaluate((element) => element.scrollHeight > element.clientHeight)).toBe(true);
    await expect(popover.getByRole('grid')).toBeInViewport({ ratio: 1 });
    expect((await box(page, '[role="dialog"]')).bottom).toBeLessThanOrEqual(600);
    await popover.getByRole('link', { name: 'Boardmasters' }).focus();
    await expect(popover.getByRole('link', { name: 'Boardmasters' })).toBeInViewport({ ratio: 1 });
    await expectNoAxeViolations(page, '[role="dialog"]');
  });
});

test.describe('forms look like forms', () => {
  test('every email field suggests you@example.com, never our own address', async ({ page }) => {
    for (const path of ['/', '/community', '/auth']) {
      await open(page, path);
      const fields = page.locator('input[type="email"]');
      const placeholders = await fields.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).placeholder));
      expect(placeholders.length, path).toBeGreaterThan(0);
      for (const placeholder of placeholders) expect(placeholder, path).toBe('you@example.com');
    }
  });

  test("the footer's field is wide enough for its placeholder at every width", async ({ page }) => {
    await open(page, '/');
    const field = page.getByLabel('Email for festival news');
    for (const width of [320, 390, 600, 768, 1024, 1280, 1600]) {
      await page.setViewportSize({ width, height: 900 });
      const room = await field.evaluate((input: HTMLInputElement) => {
        const style = getComputedStyle(input);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) throw new Error('no canvas');
        context.font = style.font;
        const inner = input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight);
        return inner - context.measureText(input.placeholder).width;
      });
      expect(room, `${width} px`).toBeGreaterThanOrEqual(0);
    }
  });
});

test.describe('nothing covers anything on a phone', () => {
  test.use({ viewport: phone });

  test('the chat launcher, the cookie bar and a toast never overlap', async ({ page }) => {
    await mockServices(page, '**/functions/v1/newsletter**', newsletterHandlers({ siteOrigin: 'https://festivalcompass.app' }));
    await open(page, '/');
    const bar = page.getByRole('region', { name: 'Cookie consent' });
    await expect(bar).toBeVisible();
    const launcher = await box(page, '[aria-label="Open chatbot"]');
    expect(overlaps(launcher, await box(page, '[aria-label="Cookie consent"]'))).toBe(false);

    const form = page.getByRole('form', { name: 'Newsletter sign-up' });
    await hydrateIsland(form);
    await form.getByLabel('Email address').fill('raver@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: 'Thanks for subscribing!' });
    await expect(toast).toBeVisible();
    // Let the toast finish sliding in: two readings 300 ms apart agree.
    let lastY: number | undefined;
    await expect
      .poll(
        async () => {
          const y = (await toast.boundingBox())?.y;
          const settled = y !== undefined && y === lastY;
          lastY = y;
          return settled;
        },
        { intervals: [300] },
      )
      .toBe(true);
    const shown = await box(page, '[data-sonner-toast]');
    expect(overlaps(shown, launcher)).toBe(false);
    expect(overlaps(shown, await box(page, '[aria-label="Cookie consent"]'))).toBe(false);
    expect(shown.bottom).toBeLessThanOrEqual(phone.height);
  });

  test('no focused control is covered by the header, the cookie bar or the chat launcher (WCAG 2.4.11)', async ({ page }) => {
    test.setTimeout(150_000);
    await open(page, '/');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    const covered: string[] = [];
    for (let step = 0; step < 45; step += 1) {
      await page.keyboard.press('Tab');
      const report = await page.evaluate(() => {
        const active = document.activeElement;
        // The skip link shows over the header on purpose.
        if (!active || active === document.body || active.matches('a[href="#main"]')) return undefined;
        const layers = [...document.querySelectorAll('header, [aria-label="Cookie consent"], [aria-label="Open chatbot"]')].filter(
          (layer) => !layer.contains(active),
        );
        const own = active.getBoundingClientRect();
        const hit = layers.find((layer) => {
          const other = layer.getBoundingClientRect();
          return own.left < other.right && other.left < own.right && own.top < other.bottom && other.top < own.bottom;
        });
        return hit ? `${active.tagName} “${active.textContent?.trim() || active.getAttribute('aria-label')}” under ${hit.tagName}` : undefined;
      });
      if (report) covered.push(report);
    }
    expect(covered).toEqual([]);
  });
});
