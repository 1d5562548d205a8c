/**
 * A stand-in shown at once for an early press (decision 008): a control may name, in
 * `data-early-reveals`, a hidden element of the page to show when it is pressed before the app
 * has come (the chat launcher names its dialog's busy frame). The element itself belongs to
 * React, so a copy of it is shown, focused, until the press replays.
 */

/** Shows a copy of the element `target` names, focused; none when it names nothing on the page. */
export function showStandIn(doc: Document, target: Element): HTMLElement | undefined {
  const id = target.getAttribute('data-early-reveals');
  const original = id ? doc.getElementById(id) : null;
  if (!original) return undefined;
  const standIn = original.cloneNode(true) as HTMLElement;
  standIn.removeAttribute('id');
  standIn.hidden = false;
  standIn.setAttribute('data-early-stand-in', '');
  doc.body.append(standIn);
  (standIn.querySelector('[tabindex]') as HTMLElement | null)?.focus();
  return standIn;
}
