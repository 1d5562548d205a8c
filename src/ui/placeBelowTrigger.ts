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

type Size = { width: number; height: number };

/**
 * Where a popover goes, in the viewport: `gutter` below its trigger, aligned with it and kept
 * `insets` from the window's sides. When its whole height does not fit below the trigger, it moves
 * up as far as it must, over the trigger, but never above the top inset. It may then use the
 * height left down to the bottom inset.
 */
export function placeBelow(trigger: Box, popover: Size, viewport: Size, { gutter, insets, align }: Placement) {
  const aligned = align === 'end' ? trigger.left + trigger.width - popover.width : trigger.left + trigger.width / 2 - popover.width / 2;
  const x = Math.max(insets.left, Math.min(aligned, viewport.width - insets.right - popover.width));
  const y = Math.max(insets.top, Math.min(trigger.bottom + gutter, viewport.height - insets.bottom - popover.height));
  return { x: Math.round(x), y: Math.round(y), availableHeight: Math.max(0, Math.round(viewport.height - y - insets.bottom)) };
}

/**
 * The popover's height with nothing holding it in. Only when the last placement's height holds it
 * (its contents scroll) is that limit lifted to measure it, at the cost of one more layout.
 */
function wholeHeight(popover: HTMLElement): number {
  const limit = Number.parseFloat(popover.style.maxHeight);
  const height = popover.offsetHeight;
  if (!(height >= limit - 1)) return height;
  popover.style.maxHeight = '';
  return popover.offsetHeight;
}

/**
 * An Ariakit `updatePosition` for a popover that opens below its trigger (decision 039): reads the
 * layout once, then writes the wrapper's transform, as Ariakit's own placement does, and the
 * popover's `max-height`. Ariakit's placement runs floating-ui's middleware chain, which reads the
 * layout again after each of its own writes, and gives the height as a custom property, which every
 * element inside inherits, so that setting it computes the styles of the whole popover again. At
 * 4× CPU that was half of a popover's opening.
 */
export function placeBelowTrigger(trigger: HTMLElement | null, popover: HTMLElement | null, placement: Placement) {
  const wrapper = popover?.parentElement;
  if (!trigger || !popover || !wrapper) return;
  const origin = (wrapper.offsetParent ?? document.documentElement).getBoundingClientRect();
  const viewport = { width: document.documentElement.clientWidth, height: window.innerHeight };
  const size = { width: popover.offsetWidth, height: wholeHeight(popover) };
  const { x, y, availableHeight } = placeBelow(trigger.getBoundingClientRect(), size, viewport, placement);
  wrapper.style.transform = `translate3d(${x - Math.round(origin.left)}px,${y - Math.round(origin.top)}px,0)`;
  popover.style.maxHeight = `${availableHeight}px`;
}
