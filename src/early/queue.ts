/**
 * The queue of presses waiting for the app (decision 008), in the order they were made: one per
 * control (the latest), and at most `MAX_QUEUED` in all; and their replay (decisions 008 and 018).
 * Once the part of the page that holds its target has hydrated, a press is made again on the same
 * control, as the same kind of event; a form is submitted again. When hydration replaced the
 * control, it is found again by its stable key, its tag, id and name (such as 'Save
 * Tomorrowland'), never by its position. A press on a toggle (a checkbox, or a button with
 * `aria-pressed`) asks for the state it showed, flipped: it is not replayed when the toggle
 * already shows that state.
 */

/** How many presses may wait in all. */
export const MAX_QUEUED = 24;

export type Queued = {
  event: Event;
  target: Element;
  /** The copy shown at once for this press (`data-early-reveals`), if any. */
  standIn?: HTMLElement;
  /** The target's stable key (`keyOf`), to find it again if hydration replaced it. */
  key: string;
  /** For a toggle, the state the press asks for: the one it showed, flipped. */
  wanted?: string;
  /** The lazy island that held the target, if any: when its code failed, it says so itself. */
  island?: Element;
};

/** Takes a press out of the queue, and its stand-in off the page. */
export function drop(queue: Queued[], item: Queued) {
  item.standIn?.remove();
  queue.splice(queue.indexOf(item), 1);
}

/**
 * Makes room for a press on `target`: its earlier press is dropped (the latest waits), and when
 * `MAX_QUEUED` wait, the oldest is let go and returned, so that the visitor can be told.
 */
export function makeRoom(queue: Queued[], target: Element): Queued | undefined {
  for (const item of queue.filter((other) => other.target === target)) drop(queue, item);
  if (queue.length < MAX_QUEUED) return undefined;
  const oldest = queue[0] as Queued;
  drop(queue, oldest);
  return oldest;
}

/** Takes out, in order, the presses whose targets are `ready`; their stand-ins stay until each replays. */
export function takeDue(queue: Queued[], ready: (target: Element) => boolean): Queued[] {
  const due = queue.filter((item) => ready(item.target));
  for (const item of due) queue.splice(queue.indexOf(item), 1);
  return due;
}

/** Lets every press go, and takes their stand-ins off the page. */
export function clear(queue: Queued[]) {
  for (const { standIn } of queue) standIn?.remove();
  queue.length = 0;
}

/** A control's name as the page writes it: its label, or its text (a form's: its label only). */
export function nameOf(element: Element): string {
  const labels = (element as HTMLInputElement).labels;
  const text = element.getAttribute('aria-label') ?? (labels?.[0] ?? (element instanceof HTMLFormElement ? undefined : element))?.textContent;
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** What finds a control again whatever hydration did to the page: its tag, id and name. */
export function keyOf(element: Element): string {
  return [element.localName, element.id, nameOf(element)].join('|');
}

/** The target while it is on the page, or else the one control in `doc` with its key; none when it is gone. */
export function findAgain(doc: Document, target: Element, key: string): Element | undefined {
  if (target.isConnected) return target;
  const found = [...doc.querySelectorAll(target.localName)].filter((element) => keyOf(element) === key);
  return found.length === 1 ? found[0] : undefined;
}

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
