import type { Page } from '@playwright/test';

/** Holds every request for files matching `pattern` until released. */
export async function holdFiles(page: Page, pattern: string) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(pattern, async (route) => {
    await released;
    await route.fallback();
  });
  return release;
}

/**
 * Holds the app's entry chunk (src/app/entry-client.tsx, which hydrates the page) until
 * released. The boot script and what it imports run as usual, so early events are captured.
 */
export const holdAppCode = (page: Page) => holdFiles(page, '**/assets/entry-client-*.js');
