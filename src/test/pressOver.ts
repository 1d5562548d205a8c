import type { Locator } from 'vitest/browser';

/**
 * Presses `area` at the middle of `spot`, an element inside it that another element's hit area
 * covers (a compact gear row's stretched tick over the item's name), as a finger would.
 *
 * A forced press on `spot` itself is aimed at page coordinates and lands wherever the layout has
 * moved them by then: on a busy machine a part of the page loading above the row shifts it between
 * aim and press. Aimed relative to `area`, the press waits for `area` to hold still and must land
 * inside it.
 */
export async function pressOver(area: Locator, spot: Locator): Promise<void> {
  const outer = area.element().getBoundingClientRect();
  const inner = spot.element().getBoundingClientRect();
  await area.click({
    position: { x: inner.left - outer.left + inner.width / 2, y: inner.top - outer.top + inner.height / 2 },
  });
}
