import { whenIdle } from '#src/lib/whenIdle';

/**
 * How long after `load` the worker waits before registering. Installing it downloads the whole
 * precache (about 1.6 MB) and wakes workbox in the page; on a phone that competes with the first
 * things a visitor does (opening the chat, the map's tiles), while the offline kit only matters on
 * a later visit. So it waits until the page has been settled for a while.
 */
export const SERVICE_WORKER_DELAY_MS = 5000;

/** Runs `task` once the page has loaded, `SERVICE_WORKER_DELAY_MS` have passed and the browser is idle. */
export function afterPageSettles(task: () => void, target: Pick<Window, 'addEventListener'> = window, readyState: () => DocumentReadyState = () => document.readyState) {
  const wait = () => setTimeout(() => void whenIdle(task), SERVICE_WORKER_DELAY_MS);
  if (readyState() === 'complete') wait();
  else target.addEventListener('load', wait, { once: true });
}
