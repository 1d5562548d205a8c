import { afterNextPaint } from '#src/lib/afterNextPaint';

/**
 * For Ariakit's `autoFocusOnShow`: moves focus to the element Ariakit chose just after the dialog's
 * first paint, instead of in the press that opens it. Focus leaving the button and entering the
 * dialog runs both sides' focus handlers and restyles them, work the visitor does not see; the
 * dialog shows a frame sooner, and focus follows before a key can be pressed. If focus has moved
 * in between (a quick press inside the dialog), it stays where the visitor put it; if it has fallen
 * to the page (the pressed button was disabled), it is moved. Returns false, so Ariakit does not
 * move focus itself.
 */
export function focusAfterPaint(element: HTMLElement | null): boolean {
  if (!element) return false;
  const focusedBefore = document.activeElement;
  afterNextPaint(() => {
    const focused = document.activeElement;
    if (focused === focusedBefore || focused === null || focused === document.body) element.focus({ preventScroll: true });
  });
  return false;
}
