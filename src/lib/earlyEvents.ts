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
 *   events on the same element, in order.
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
  /** Child indexes from the document element, to find the target again if hydration replaced it. */
  path: number[];
};

export type EarlyEvents = {
  /** Calls `wake` now if an event for an element inside `island` waits, and for each one queued later. */
  onQueuedWithin: (island: Element, wake: () => void) => () => void;
  /** Events still waiting. */
  pending: () => number;
  /** Stops capturing (events already queued are dropped). */
  stop: () => void;
};

function pathTo(element: Element): number[] {
  const path: number[] = [];
  for (let node: Element | null = element; node?.parentElement; node = node.parentElement) {
    path.unshift(Array.prototype.indexOf.call(node.parentElement.children, node));
  }
  return path;
}

function followPath(doc: Document, path: number[]): Element | undefined {
  let node: Element | undefined = doc.documentElement;
  for (const index of path) node = node?.children[index];
  return node;
}

/** The control an event is aimed at, when it is one whose event must wait. */
function controlFor(event: Event): Element | undefined {
  const origin = event.target;
  if (!(origin instanceof Element)) return undefined;
  if (event.type === 'submit') return origin instanceof HTMLFormElement ? origin : undefined;
  // Most keys are typing: they are let through before any lookup in the document.
  const activationKey = event instanceof KeyboardEvent && ACTIVATION_KEYS.has(event.key);
  if (event.type !== 'click' && !activationKey) return undefined;
  if (origin.closest('a[href]')) return undefined;
  const control = origin.closest(CLICKABLE) ?? undefined;
  if (event.type === 'click' || !control) return control;
  return control.matches(NATIVELY_ACTIVATED) ? undefined : control;
}

function replicate(event: Event): Event {
  if (event instanceof KeyboardEvent) {
    return new KeyboardEvent(event.type, {
      key: event.key,
      code: event.code,
      location: event.location,
      repeat: event.repeat,
      ctrlKey: event.ctrlKey,
      shiftKey: event.shiftKey,
      altKey: event.altKey,
      metaKey: event.metaKey,
      bubbles: true,
      cancelable: true,
      composed: true,
    });
  }
  const mouse = event as MouseEvent;
  return new MouseEvent(event.type, {
    detail: mouse.detail,
    screenX: mouse.screenX,
    screenY: mouse.screenY,
    clientX: mouse.clientX,
    clientY: mouse.clientY,
    button: mouse.button,
    buttons: mouse.buttons,
    ctrlKey: mouse.ctrlKey,
    shiftKey: mouse.shiftKey,
    altKey: mouse.altKey,
    metaKey: mouse.metaKey,
    view: mouse.view,
    bubbles: true,
    cancelable: true,
    composed: true,
  });
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

  function replay({ event, target, path, standIn }: Queued) {
    standIn?.remove();
    const element = target.isConnected ? target : followPath(doc, path);
    if (!element) return;
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
    if (!target || ready(target)) return;
    event.preventDefault();
    event.stopImmediatePropagation();
    queue.push({ event, target, path: pathTo(target), standIn: event.type === 'click' ? showStandIn(target) : undefined });
    markBusy(target);
    for (const { island, wake } of watchers) if (island.contains(target)) wake();
  }

  const types = ['click', 'submit', 'keydown'] as const;
  for (const type of types) doc.addEventListener(type, take, true);
  doc.addEventListener('input', remember, true);
  const hydration = new MutationObserver(scheduleFlush);
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
      clearTimeout(flushTimer);
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
