/** A browser that never reports idle time still runs the task after this long. */
const IDLE_LIMIT_MS = 4000;

/**
 * Runs `task` when the browser next has nothing else to do (at the latest after four seconds),
 * for work a page does not need to paint or to answer its visitor. Returns a cancel function.
 */
export function whenIdle(task: () => void): () => void {
  if (typeof requestIdleCallback === 'function') {
    const handle = requestIdleCallback(task, { timeout: IDLE_LIMIT_MS });
    return () => cancelIdleCallback(handle);
  }
  const handle = setTimeout(task, IDLE_LIMIT_MS / 4);
  return () => clearTimeout(handle);
}
