/**
 * Replay of a waiting press (decisions 008 and 018): once the part of the page that holds its
 * target has hydrated, the press is made again on the same control, as the same kind of event; a
 * form is submitted again. A press on a toggle (a checkbox, or a button with `aria-pressed`) asks
 * for the state it showed, flipped: it is not replayed when the toggle already shows that state.
 */
import type { Queued } from './earlyQueue';

/** A toggle's state: a checkbox's `checked`, or `aria-pressed`; undefined for other controls. */
function stateOf(element: Element): string | undefined {
  if (element instanceof HTMLInputElement && element.type === 'checkbox') return String(element.checked);
  return element.getAttribute('aria-pressed') ?? undefined;
}

const flipped: Record<string, string> = { true: 'false', false: 'true' };

/**
 * The state a press on a toggle asks for: the one it showed, flipped. A clicked checkbox has
 * already flipped itself when the click is taken (the cancelled click flips it back).
 */
export function wantedBy(event: Event, target: Element): string | undefined {
  const state = stateOf(target);
  const checkbox = target instanceof HTMLInputElement && event.type === 'click';
  return state && (checkbox ? state : flipped[state]);
}

/** Submits again as the visitor did: through the same submit button when it is still there. */
function resubmit(form: HTMLFormElement, submitter: HTMLElement | null) {
  const sameButton =
    (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.form === form && submitter.type === 'submit';
  form.requestSubmit(sameButton ? submitter : undefined);
}

/**
 * Makes the press again on `element` (its target, or the control found in its place). A copy of
 * the event is dispatched, the same kind of event initialised from the original's own fields, and
 * is put in `replaying` first, so that the capture lets it through.
 */
export function replay(element: Element, { event, wanted }: Pick<Queued, 'event' | 'wanted'>, replaying: WeakSet<Event>) {
  if (wanted !== undefined && stateOf(element) === wanted) return;
  if (event.type === 'submit') {
    if (element instanceof HTMLFormElement) resubmit(element, (event as SubmitEvent).submitter);
    return;
  }
  const copy = new (event.constructor as typeof Event)(event.type, event);
  replaying.add(copy);
  element.dispatchEvent(copy);
}
