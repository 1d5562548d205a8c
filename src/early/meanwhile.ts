/**
 * What the page shows while presses wait for the app (decision 008). Busy marks: a target whose
 * event waits longer than `BUSY_AFTER_MS` shows that it is busy (`aria-busy` and a progress cursor
 * through `AWAITING_ATTRIBUTE`) until its events have replayed, or the capture lets them go.
 * Stand-ins: a control may name, in `data-early-reveals`, a hidden element of the page to show
 * when it is pressed before the app has come (the chat launcher names its dialog's busy frame);
 * the element itself belongs to React, so a copy of it is shown, focused, until the press
 * replays. Notices: a press not applied, the page not loading.
 */

/** How long an event may wait before its target shows that it is busy. */
export const BUSY_AFTER_MS = 100;

/** Marks a control whose early event waits for the app (styled with a progress cursor). */
export const AWAITING_ATTRIBUTE = 'data-awaiting-app';

/** The targets marked busy, or to be: each one's timer, and the `aria-busy` it had before. */
export type BusyMarks = Map<Element, [timer: ReturnType<typeof setTimeout>, ariaBusy: string | null]>;

/** Marks `target` busy once its event has waited `BUSY_AFTER_MS` (a target already marked keeps its first mark). */
export function markBusy(marks: BusyMarks, target: Element) {
  if (marks.has(target)) return;
  const ariaBusy = target.getAttribute('aria-busy');
  const timer = setTimeout(() => {
    target.setAttribute('aria-busy', 'true');
    target.setAttribute(AWAITING_ATTRIBUTE, '');
  }, BUSY_AFTER_MS);
  marks.set(target, [timer, ariaBusy]);
}

/** Takes `target`'s mark off, or keeps it from coming, and gives back the `aria-busy` it had. */
export function clearBusy(marks: BusyMarks, target: Element) {
  const mark = marks.get(target);
  if (!mark) return;
  const [timer, ariaBusy] = mark;
  clearTimeout(timer);
  marks.delete(target);
  target.removeAttribute(AWAITING_ATTRIBUTE);
  if (ariaBusy === null) target.removeAttribute('aria-busy');
  else target.setAttribute('aria-busy', ariaBusy);
}

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

/** Marks the notices the early-event capture shows by itself: a press not applied, the page not loading. */
export const NOTICE_ATTRIBUTE = 'data-early-notice';

/** Shows a notice at the foot of the page, with one button; `role` says how it is announced. */
export function showNotice(doc: Document, text: string, action: string, onAction: (notice: HTMLElement) => void, role = 'status'): HTMLElement {
  const notice = doc.createElement('div');
  const message = doc.createElement('p');
  const button = doc.createElement('button');
  notice.setAttribute(NOTICE_ATTRIBUTE, '');
  notice.setAttribute('role', role);
  button.type = 'button';
  button.textContent = action;
  button.addEventListener('click', () => onAction(notice));
  notice.append(message, button);
  doc.body.append(notice);
  // Filled once in the page, so that the live region announces its text.
  setTimeout(() => (message.textContent = text), 50);
  return notice;
}
