/**
 * Busy marks of the early-event capture (decision 008): a target whose event waits longer than
 * `BUSY_AFTER_MS` shows that it is busy (`aria-busy` and a progress cursor through
 * `AWAITING_ATTRIBUTE`) until its events have replayed, or the capture lets them go.
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
