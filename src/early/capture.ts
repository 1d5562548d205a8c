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
 *   navigate natively, since every page is prerendered, and fields take focus and text
 *   (waits.ts).
 * - It cancels the native default, stops the event, and queues it.
 * - It remembers what is typed into fields meanwhile: hydration sets a controlled field back to
 *   its state (empty), so the text is handed to the field again, as typing, before the replay
 *   (waits.ts).
 * - Once the part of the page that holds the target has hydrated (the page, marked by
 *   `data-hydrated` on the root element; a lazy island, by its `data-island`), it replays the
 *   events on the same element, in order (queue.ts). If hydration replaced the element, it
 *   is found again by its stable key (its tag, id and name, such as 'Save Tomorrowland'), never by
 *   its position (queue.ts); when it is gone, the visitor is told that the press was not
 *   applied (decision 018; the notices: meanwhile.ts), unless it was in a lazy island whose code
 *   failed to load: the island says so itself, where it stood, and offers 'Try again'.
 * - A press on a toggle (a checkbox, or a button with `aria-pressed`) asks for the state it showed,
 *   flipped: it is not replayed when the toggle already shows that state.
 * - One press waits per control (the latest), and at most `MAX_QUEUED` in all (queue.ts).
 * - If the page has not hydrated `HYDRATION_WAIT_MS` after it loaded, its code failed or is
 *   blocked: the waiting presses are released, busy marks cleared, and a banner offers 'Reload'.
 * - A target whose event waits longer than `BUSY_AFTER_MS` shows it is busy (`aria-busy` and a
 *   progress cursor through `data-awaiting-app`) until its events have replayed (meanwhile.ts).
 * - A control may name, in `data-early-reveals`, a hidden element of the page to show at once
 *   when it is pressed early (the chat launcher names its dialog's busy frame): a copy of it is
 *   shown and focused until the press replays (meanwhile.ts). A press on a button inside the
 *   copy, or Escape, dismisses it and drops the press that opened it.
 * - After hydration it only takes events aimed at an island still waiting for its code, and wakes
 *   that island so its code loads at once.
 */

import { clearBusy, markBusy, showNotice, showStandIn, type BusyMarks } from './meanwhile';
import { clear, drop, findAgain, keyOf, makeRoom, nameOf, replay, takeDue, wantedBy, type Queued } from './queue';
import { controlFor, handBackTyped, isTypedField, type TypedText } from './waits';

/** How long after the page has loaded it may take to hydrate before the capture gives up. */
export const HYDRATION_WAIT_MS = 20_000;

const ISLAND = '[data-island]';
const WAITING_ISLAND = '[data-island="waiting"]';

export type EarlyEvents = {
  /** Calls `wake` now if an event for an element inside `island` waits, and for each one queued later. */
  onQueuedWithin: (island: Element, wake: () => void) => () => void;
  /** Events still waiting. */
  pending: () => number;
  /** Stops capturing (events already queued are dropped). */
  stop: () => void;
};

export function captureEarlyEvents(doc: Document): EarlyEvents {
  const queue: Queued[] = [];
  const replaying = new WeakSet<Event>();
  const watchers = new Set<{ island: Element; wake: () => void }>();
  const typed: TypedText = new Map();
  const busy: BusyMarks = new Map();
  let flushTimer: ReturnType<typeof setTimeout> | undefined;
  let watchdog: ReturnType<typeof setTimeout> | undefined;
  /** Set when the page did not hydrate in time: presses are no longer held, and a banner says so. */
  let banner: HTMLElement | undefined;

  const pageHydrated = () => doc.documentElement.dataset.hydrated === 'true';
  const ready = (target: Element) => pageHydrated() && !target.closest(WAITING_ISLAND);

  /** A target stops showing it is busy once none of its events waits any more. */
  function clearBusyWhenDone(target: Element) {
    if (!queue.some((item) => item.target === target)) clearBusy(busy, target);
  }

  /** The visitor closed a stand-in before the app came: the press that opened it is dropped. */
  function dismissStandIn(item: Queued) {
    drop(queue, item);
    clearBusyWhenDone(item.target);
    (item.target as HTMLElement).focus();
  }

  function notApplied(target: Element) {
    showNotice(doc, `Sorry, “${nameOf(target)}” was not done: it is no longer on the page.`, 'Dismiss', (notice) => notice.remove());
  }

  function flush() {
    flushTimer = undefined;
    handBackTyped(typed, ready);
    for (const item of takeDue(queue, ready)) {
      clearBusyWhenDone(item.target);
      item.standIn?.remove();
      const element = findAgain(doc, item.target, item.key);
      if (element) replay(element, item, replaying);
      else if (item.island?.getAttribute('data-island') !== 'failed') notApplied(item.target);
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
    handBackTyped(typed, ready);
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
    const oldest = makeRoom(queue, target);
    if (oldest) {
      clearBusyWhenDone(oldest.target);
      notApplied(oldest.target);
    }
    queue.push({
      event,
      target,
      key: keyOf(target),
      wanted: wantedBy(event, target),
      standIn: event.type === 'click' ? showStandIn(doc, target) : undefined,
      island: target.closest(ISLAND) ?? undefined,
    });
    markBusy(busy, target);
    for (const { island, wake } of watchers) if (island.contains(target)) wake();
  }

  /** Lets every waiting press go, and clears the busy marks. */
  function letGo() {
    for (const target of busy.keys()) clearBusy(busy, target);
    clear(queue);
  }

  const types = ['click', 'submit', 'keydown'] as const;
  for (const type of types) doc.addEventListener(type, take, true);
  doc.addEventListener('input', remember, true);
  /** The page has not hydrated in time: let the waiting presses go, and offer to reload. */
  function release() {
    letGo();
    banner = showNotice(doc, 'This page did not finish loading. Check your connection, then reload.', 'Reload', () => doc.location.reload(), 'alert');
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
      letGo();
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
 * does it (inlineScript.ts, decision 017), before any of the body is parsed or painted;
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
