import { expect } from 'vitest';

/** Whether the browser draws an element: not while `content-visibility: auto` skips it, far from the screen. */
const drawn = (element: Element) => element.checkVisibility({ contentVisibilityAuto: true });

/**
 * Checks that of a long list's entries (one element inside each), the first is drawn and the last
 * is skipped until it is scrolled to. The browser decides which are near the screen in its next
 * frame after they mount, so the first is waited for.
 */
export async function expectDrawnOnlyNearTheScreen(entries: readonly Element[]) {
  const [first] = entries;
  const last = entries.at(-1);
  if (!first || !last || first === last) throw new Error('The list needs two entries or more.');
  await expect.poll(() => drawn(first)).toBe(true);
  expect(drawn(last)).toBe(false);
  last.scrollIntoView();
  await expect.poll(() => drawn(last)).toBe(true);
}
