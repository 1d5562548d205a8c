/**
 * The queue of presses waiting for the app (decision 008), in the order they were made: one per
 * control (the latest), and at most `MAX_QUEUED` in all.
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
