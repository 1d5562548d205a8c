import type { Page } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

/** Milliseconds a page may keep something moving without a way to pause it (WCAG 2.2.2). */
const MOTION_LIMIT_MS = 5000;

/** Records every CSS animation that starts or ends on the chat launcher, from the first paint on. */
async function watchLauncherMotion(page: Page) {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { launcherMotion: string[] }).launcherMotion = seen;
    for (const type of ['animationstart', 'animationend'] as const) {
      document.addEventListener(
        type,
        (event) => {
          if (event.target instanceof Element && event.target.getAttribute('aria-label') === 'Open chatbot') seen.push(type);
        },
        true,
      );
    }
  });
  return () => page.evaluate(() => (window as unknown as { launcherMotion: string[] }).launcherMotion);
}

/** The play state of each animation the launcher has now. */
const launcherAnimations = (page: Page) =>
  page.getByRole('button', { name: 'Open chatbot' }).evaluate((launcher) => launcher.getAnimations().map((animation) => animation.playState));

test('the chat launcher bounces when the page shows, and is still within 5 seconds', async ({ page }) => {
  const motion = await watchLauncherMotion(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Open chatbot' })).toBeVisible();
  expect(await launcherAnimations(page)).toHaveLength(1);

  await waitForHydration(page);
  // The document's clock starts with the navigation, before the page shows: a stricter bound.
  await page.waitForFunction((limit) => Number(document.timeline.currentTime) >= limit, MOTION_LIMIT_MS);
  expect(await launcherAnimations(page)).not.toContain('running');
  expect(await motion()).toEqual(['animationstart', 'animationend']);
});

test('under reduced motion, the chat launcher never moves', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const motion = await watchLauncherMotion(page);
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Open chatbot' })).toBeVisible();
  expect(await launcherAnimations(page)).toEqual([]);

  await waitForHydration(page);
  // Past the moment the bounce would otherwise have started.
  await page.waitForTimeout(1000);
  expect(await launcherAnimations(page)).toEqual([]);
  expect(await motion()).toEqual([]);
});
