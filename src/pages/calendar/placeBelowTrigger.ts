type Box = { left: number; top: number; width: number; bottom: number };

/** Pixels a popover keeps clear at each edge of the window. */
export type Insets = { top: number; right: number; bottom: number; left: number };

/**
 * Where a popover goes, in the viewport: `gutter` below its trigger, centred on it and kept `insets`
 * from the window's sides, with the height left below it down to the bottom inset.
 */
export function placeBelow(trigger: Box, popoverWidth: number, viewport: { width: number; height: number }, gutter: number, insets: Insets) {
  const centred = trigger.left + trigger.width / 2 - popoverWidth / 2;
  const x = Math.max(insets.left, Math.min(centred, viewport.width - insets.right - popoverWidth));
  const y = trigger.bottom + gutter;
  return { x: Math.round(x), y: Math.round(y), availableHeight: Math.max(0, Math.round(viewport.height - y - insets.bottom)) };
}

/**
 * Ariakit's `updatePosition` for a popover that always opens below its trigger (decision 039):
 * reads the layout once, then writes the wrapper's transform and `--popover-available-height`, as
 * Ariakit's own placement does. That placement runs floating-ui's middleware chain, which reads
 * the layout again after each of its own writes; at 4× CPU that was half of the popover's opening.
 */
export function placeBelowTrigger(trigger: HTMLElement | null, popover: HTMLElement | null, gutter: number, insets: Insets) {
  const wrapper = popover?.parentElement;
  if (!trigger || !popover || !wrapper) return;
  const origin = (wrapper.offsetParent ?? document.documentElement).getBoundingClientRect();
  const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
  const { x, y, availableHeight } = placeBelow(trigger.getBoundingClientRect(), popover.offsetWidth, viewport, gutter, insets);
  wrapper.style.transform = `translate3d(${x - Math.round(origin.left)}px,${y - Math.round(origin.top)}px,0)`;
  popover.style.setProperty('--popover-available-height', `${availableHeight}px`);
}
