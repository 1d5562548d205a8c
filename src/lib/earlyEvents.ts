/**
 * Early-event capture and replay (decision 008), the pattern of Angular's event replay and
 * Google's jsaction. A prerendered page paints before its code has hydrated it; a click, a submit
 * or an activation key made in that gap would otherwise be lost (React is not listening yet) or,
 * for a form, turn into a native submission. An inline script at the top of every prerendered
 * page's head starts the capture before anything is painted (decision 017):
 *
 * - In the capture phase at the document, before anything else sees them, it takes clicks on
 *   controls, form submissions, and Enter or Space on scripted controls (native buttons turn
 *   those keys into a click, which is what waits). Links and text fields are left alone: links
 *   navigate natively, since every page is prerendered, and fields take focus and text.
 * - It cancels the native default, stops the event, and queues it.
 * - It remembers what is typed into fields meanwhile: hydration sets a controlled field back to
 *   its state (empty), so the text is handed to the field again, as typing, before the replay.
 * - Once the part of the page that holds the target has hydrated (the page, marked by
 *   `data-hydrated` on the root element; a lazy island, by its `data-island`), it replays the
 *   events on the same element, in order. If hydration replaced the element, it is found again by
 *   its stable key (its tag, id and name, such as 'Save Tomorrowland'), never by its position;
 *   when it is gone, the visitor is told that the press was not applied (decision 018).
 * - A press on a toggle (a checkbox, or a button with `aria-pressed`) asks for the state it showed,
 *   flipped: it is not replayed when the toggle already shows that state.
 * - One press waits per control (the latest), and at most `MAX_QUEUED` in all.
 * - If the page has not hydrated `HYDRATION_WAIT_MS` after it loaded, its code failed or is
 *   blocked: the waiting presses are released, busy marks cleared, and a banner offers 'Reload'.
 * - A target whose event waits longer than `BUSY_AFTER_MS` shows it is busy (`aria-busy` and a
 *   progress cursor through `data-awaiting-app`) until its events have replayed.
 * - A control may name, in `data-early-reveals`, a hidden element of the page to show at once
 *   when it is pressed early (the chat launcher names its dialog's busy frame): a copy of it is
 *   shown and focused until the press replays. A press on a button inside the copy, or Escape,
 *   dismisses it and drops the press that opened it.
 * - After hydration it only takes events aimed at an island still waiting for its code, and wakes
 *   that island so its code loads at once.
 */

/** How long an event may wait before its target shows that it is busy. */
export const BUSY_AFTER_MS = 100;

/** Marks a control whose early event waits for the app (styled with a progress cursor). */
export const AWAITING_ATTRIBUTE = 'data-awaiting-app';

/** Marks the notices the capture shows by itself: a press not applied, the page not loading. */
export const NOTICE_ATTRIBUTE = 'data-early-notice';

/** How many presses may wait in all. */
export const MAX_QUEUED = 24;

/** How long after the page has loaded it may take to hydrate before the capture gives up. */
export const HYDRATION_WAIT_MS = 20_000;

/** Controls whose click does something a script defines (or a native default that must wait). */
const CLICKABLE = [
  'button',
  'summary',
  'input[type="checkbox"]',
  'input[type="radio"]',
  'input[type="submit"]',
  'input[type="button"]',
  'input[type="reset"]',
  'input[type="image"]',
  ...['button', 'tab', 'checkbox', 'radio', 'switch', 'menuitem', 'menuitemcheckbox', 'menuitemradio', 'option', 'treeitem', 'link'].map(
    (role) => `[role="${role}"]`,
  ),
].join(', ');

/** Controls that turn Enter or Space into a click themselves: their key needs no capture. */
const NATIVELY_ACTIVATED = 'button, summary, input, select, textarea, a[href]';

const ACTIVATION_KEYS = new Set(['Enter', ' ']);

const WAITING_ISLAND = '[data-island="waiting"]';

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

function isTypedField(element: EventTarget | null): element is Field {
  if (element instanceof HTMLInputElement) return element.type !== 'checkbox' && element.type !== 'radio' && element.type !== 'file';
  return element instanceof HTMLTextAreaElement || element instanceof HTMLSelectElement;
}

/**
 * Gives a hydrated field back the text typed into it, the way typing does, so React's onChange
 * runs. Hydration may keep the typed text on screen while the component's state is still empty,
 * and React only reports a change from the value it last knew: so the field is first cleared
 * through the element's own setter (which React watches), then given the text through the native
 * one, then told with an input event.
 */
function retype(field: Field, text: string) {
  field.value = '';
  const prototype = Object.getPrototypeOf(field) as object;
  Object.getOwnPropertyDescriptor(prototype, 'value')?.set?.call(field, text);
  field.dispatchEvent(new Event('input', { bubbles: true }));
}

type Queued = {
  event: Event;
  target: Element;
  /** The copy shown at once for this press (`data-early-reveals`), if any. */
  standIn?: HTMLElement;
  /** The target's stable key (`keyOf`), to find it again if hydration replaced it. */
  key: string;
  /** For a toggle, the state the press asks for: the one it showed, flipped. */
  wanted?: string;
};

export type EarlyEvents = {
  /** Calls `wake` now if an event for an element inside `island` waits, and for each one queued later. */
  onQueuedWithin: (island: Element, wake: () => void) => () => void;
  /** Events still waiting. */
  pending: () => number;
  /** Stops capturing (events already queued are dropped). */
  stop: () => void;
};

/** A control's name as the page writes it: its label, or its text (a form's: its label only). */
function nameOf(element: Element): string {
  const labels = (element as HTMLInputElement).labels;
  const text = element.getAttribute('aria-label') ?? (labels?.[0] ?? (element instanceof HTMLFormElement ? undefined : element))?.textContent;
  return (text ?? '').replace(/\s+/g, ' ').trim();
}

/** What finds a control again whatever hydration did to the page: its tag, id and name. */
function keyOf(element: Element): string {
  return [element.localName, element.id, nameOf(element)].join('|');
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
function wantedBy(event: Event, target: Element): string | undefined {
  const state = stateOf(target);
  const checkbox = target instanceof HTMLInputElement && event.type === 'click';
  return state && (checkbox ? state : flipped[state]);
}

/** The control an event is aimed at, when it is one whose event must wait. */
function controlFor(event: Event): Element | undefined {
  const origin = event.target;
  if (!(origin instanceof Element)) return undefined;
  if (event.type === 'submit') return origin instanceof HTMLFormElement ? origin : undefined;
  // Most keys are typing: they are let through before any lookup in the document.
  const activationKey = event instanceof KeyboardEvent && ACTIVATION_KEYS.has(event.key);
  if (event.type !== 'click' && !activationKey) return undefined;
  if (origin.closest(`a[href], [${NOTICE_ATTRIBUTE}]`)) return undefined;
  const control = origin.closest(CLICKABLE) ?? undefined;
  if (event.type === 'click' || !control) return control;
  return control.matches(NATIVELY_ACTIVATED) ? undefined : control;
}

/** A copy of the event, to dispatch again: the same kind of event, initialised from the original's own fields. */
function replicate(event: Event): Event {
  return new (event.constructor as typeof Event)(event.type, event);
}

/** Submits again as the visitor did: through the same submit button when it is still there. */
function resubmit(form: HTMLFormElement, submitter: HTMLElement | null) {
  const sameButton =
    (submitter instanceof HTMLButtonElement || submitter instanceof HTMLInputElement) && submitter.form === form && submitter.type === 'submit';
  form.requestSubmit(sameButton ? submitter : undefined);
}

export function captureEarlyEvents(doc: Document): EarlyEvents {
  const queue: Queued[] = [];
  const replaying = new WeakSet<Event>();
  const watchers = new Set<{ island: Element; wake: () => void }>();
  const typed = new Map<Field, string>();
  const busyTimers = new Map<Element, { timer: ReturnType<typeof setTimeout>; ariaBusy: string | null }>();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  /** Set when the page did not hydrate in time: presses are no longer held, and a banner says so. */
  let banner: HTMLElement | undefined;

  const pageHydrated = () => doc.documentElement.dataset.hydrated === 'true';
  const ready = (target: Element) => pageHydrated() && !target.closest(WAITING_ISLAND);

  function markBusy(target: Element) {
    if (busyTimers.has(target)) return;
    const ariaBusy = target.getAttribute('aria-busy');
    const timer = setTimeout(() => {
      target.setAttribute('aria-busy', 'true');
      target.setAttribute(AWAITING_ATTRIBUTE, '');
    }, BUSY_AFTER_MS);
    busyTimers.set(target, { timer, ariaBusy });
  }

  function clearBusy(target: Element) {
    const busy = busyTimers.get(target);
    if (!busy) return;
    clearTimeout(busy.timer);
    busyTimers.delete(target);
    target.removeAttribute(AWAITING_ATTRIBUTE);
    if (busy.ariaBusy === null) target.removeAttribute('aria-busy');
    else target.setAttribute('aria-busy', busy.ariaBusy);
  }

  /** Shows a copy of the element `target` names, focused (the element itself belongs to React). */
  function showStandIn(target: Element): HTMLElement | undefined {
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

  /** A target stops showing it is busy once none of its events waits any more. */
  function clearBusyWhenDone(target: Element) {
    if (!queue.some((item) => item.target === target)) clearBusy(target);
  }

  /** The visitor closed a stand-in before the app came: the press that opened it is dropped. */
  function dismissStandIn(item: Queued) {
    item.standIn?.remove();
    queue.splice(queue.indexOf(item), 1);
    clearBusyWhenDone(item.target);
    (item.target as HTMLElement).focus();
  }

  /** Shows a notice at the foot of the page, with one button; `role` says how it is announced. */
  function showNotice(text: string, action: string, onAction: (notice: HTMLElement) => void, role = 'status'): HTMLElement {
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

  function notApplied(target: Element) {
    showNotice(`Sorry, “${nameOf(target)}” was not done: it is no longer on the page.`, 'Dismiss', (notice) => notice.remove());
  }

  /** The target, or the one control with its key if hydration replaced it. */
  function find({ target, key }: Queued): Element | undefined {
    if (target.isConnected) return target;
    const found = [...doc.querySelectorAll(target.localName)].filter((element) => keyOf(element) === key);
    return found.length === 1 ? found[0] : undefined;
  }

  function replay(item: Queued) {
    const { event, standIn, wanted } = item;
    standIn?.remove();
    const element = find(item);
    if (!element) return notApplied(item.target);
    if (wanted !== undefined && stateOf(element) === wanted) return;
    if (event.type === 'submit') {
      if (element instanceof HTMLFormElement) resubmit(element, (event as SubmitEvent).submitter);
      return;
    }
    const copy = replicate(event);
    replaying.add(copy);
    element.dispatchEvent(copy);
  }

  /** Hands the text typed before hydration back to each field that has hydrated since. */
  function handBackTyped() {
    for (const [field, text] of typed) {
      if (!ready(field)) continue;
      typed.delete(field);
      if (field.isConnected) retype(field, text);
    }
  }

  function flush() {
    flushTimer = undefined;
    handBackTyped();
    const due = queue.filter(({ target }) => ready(target));
    for (const item of due) queue.splice(queue.indexOf(item), 1);
    for (const item of due) {
      clearBusyWhenDone(item.target);
      replay(item);
    }
  }

  /** Replays in a task of its own, once whatever marked the page or island hydrated has finished. */
  function scheduleFlush() {
    if (queue.length > 0 || typed.size > 0) flushTimer ??= setTimeout(flush, 0);
  }

  function remember(event: Event) {
    const field = event.target;
    if (!isTypedField(field)) return;
    if (!ready(field)) typed.set(field, field.value);
    // Typed into once hydrated: the app has the whole text, so the older text is not handed back over it.
    else typed.delete(field);
  }

  function take(event: Event) {
    if (replaying.has(event)) return;
    // A press that reaches the hydrated app before the hand-back's task must find the typed text there.
    handBackTyped();
    const opened = queue.findLast((item) => item.standIn?.isConnected);
    if (opened && (event instanceof KeyboardEvent ? event.key === 'Escape' : opened.standIn?.contains(event.target as Node))) {
      event.preventDefault();
      event.stopImmediatePropagation();
      if (event instanceof KeyboardEvent || controlFor(event)) dismissStandIn(opened);
      return;
    }
    const target = controlFor(event);
    if (!target || ready(target) || (banner && !pageHydrated())) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    // One press waits per control, the latest; past the bound, the oldest is let go, and said so.
    for (const item of queue.filter((other) => other.target === target)) {
      item.standIn?.remove();
      queue.splice(queue.indexOf(item), 1);
    }
    if (queue.length >= MAX_QUEUED) {
      const [oldest] = queue.splice(0, 1) as [Queued];
      oldest.standIn?.remove();
      clearBusyWhenDone(oldest.target);
      notApplied(oldest.target);
    }
    queue.push({ event, target, key: keyOf(target), wanted: wantedBy(event, target), standIn: event.type === 'click' ? showStandIn(target) : undefined });
    markBusy(target);
    for (const { island, wake } of watchers) if (island.contains(target)) wake();
  }

  const types = ['click', 'submit', 'keydown'] as const;
  for (const type of types) doc.addEventListener(type, take, true);
  doc.addEventListener('input', remember, true);
  /** The page has not hydrated in time: let the waiting presses go, and offer to reload. */
  function release() {
    for (const target of busyTimers.keys()) clearBusy(target);
    for (const { standIn } of queue) standIn?.remove();
    queue.length = 0;
    banner = showNotice(
      'This page did not finish loading. Check your connection, then reload.',
      'Reload',
      () => doc.location.reload(),
      'alert',
    );
  }

  const onLoad = () => {
    watchdog = setTimeout(() => pageHydrated() || release(), HYDRATION_WAIT_MS);
  };
  doc.defaultView?.addEventListener('load', onLoad, { once: true });

  const hydration = new MutationObserver(() => {
    if (pageHydrated()) banner?.remove();
    scheduleFlush();
  });
  hydration.observe(doc.documentElement, { attributes: true, subtree: true, attributeFilter: ['data-hydrated', 'data-island'] });

  return {
    onQueuedWithin(island, wake) {
      const watcher = { island, wake };
      watchers.add(watcher);
      if (queue.some(({ target }) => island.contains(target))) wake();
      return () => watchers.delete(watcher);
    },
    pending: () => queue.length,
    stop() {
      for (const type of types) doc.removeEventListener(type, take, true);
      doc.removeEventListener('input', remember, true);
      hydration.disconnect();
      doc.defaultView?.removeEventListener('load', onLoad);
      clearTimeout(flushTimer);
      clearTimeout(watchdog);
      for (const target of busyTimers.keys()) clearBusy(target);
      for (const { standIn } of queue) standIn?.remove();
      queue.length = 0;
      typed.clear();
      watchers.clear();
    },
  };
}

declare global {
  interface Window {
    /** The page's running capture (see `startEarlyEventCapture`). */
    earlyEvents?: EarlyEvents;
  }
}

/**
 * Starts the page's capture, once. On a prerendered page the inline script at the top of the head
 * does it (src/app/earlyCapture.ts, decision 017), before any of the body is parsed or painted;
 * the development server's page has no such script, so the boot script does it there. The running
 * capture is kept on `window`, because the inline script and the app are bundled apart.
 */
export function startEarlyEventCapture(): EarlyEvents {
  window.earlyEvents ??= captureEarlyEvents(document);
  return window.earlyEvents;
}

/**
 * For a lazy island: `wake` runs when an event aimed inside it waits (or already does), so its
 * code loads at once. Without a running capture (tests, client-side renders) it does nothing.
 */
export function onEarlyEventWithin(island: Element, wake: () => void): () => void {
  return window.earlyEvents?.onQueuedWithin(island, wake) ?? (() => undefined);
}
