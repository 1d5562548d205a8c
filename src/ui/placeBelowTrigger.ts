type Box = { left: number; width: number; bottom: number };

/** Pixels a popover keeps clear at each edge of the window. */
export type Insets = { top: number; right: number; bottom: number; left: number };

export type Placement = {
  /** Pixels between the trigger's bottom and the popover's top. */
  gutter: number;
  insets: Insets;
  /** Centred on the trigger, or its right edge on the trigger's (as Ariakit's `bottom-end`). */
  align: 'centre' | 'end';
};

/**
 * Where a popover goes, in the viewport: `gutter` below its trigger, aligned with it and kept
 * `insets` from the window's sides, with the height left below it down to the bottom inset.
 */
export function placeBelow(trigger: Box, popoverWidth: number, viewport: { width: number; height: number }, { gutter, insets, align }: Placement) {
  const aligned = align === 'end' ? trigger.left + trigger.width - popoverWidth : trigger.left + trigger.width / 2 - popoverWidth / 2;
  const x = Math.max(insets.left, Math.min(aligned, viewport.width - insets.right - popoverWidth));
  const y = trigger.bottom + gutter;
  return { x: Math.round(x), y: Math.round(y), availableHeight: Math.max(0, Math.round(viewport.height - y - insets.bottom)) };
}

/**
 * An Ariakit `updatePosition` for a popover that opens below its trigger (decision 039): reads the
 * layout once, then writes the wrapper's transform and `--popover-available-height`, as Ariakit's
 * own placement does. That placement runs floating-ui's middleware chain, which reads the layout
 * again after each of its own writes; at 4× CPU that was half of a popover's opening.
 */
export function placeBelowTrigger(trigger: HTMLElement | null, popover: HTMLElement | null, placement: Placement) {
  const wrapper = popover?.parentElement;
  if (!trigger || !popover || !wrapper) return;
  const origin = (wrapper.offsetParent ?? document.documentElement).getBoundingClientRect();
  const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
  const { x, y, availableHeight } = placeBelow(trigger.getBoundingClientRect(), popover.offsetWidth, viewport, placement);
  wrapper.style.transform = `translate3d(${x - Math.round(origin.left)}px,${y - Math.round(origin.top)}px,0)`;
  popover.style.setProperty('--popover-available-height', `${availableHeight}px`);
}
