/**
 * Runs `task` while no other tab of this browser runs one under the same lock (the Web Locks
 * API), so the tabs of a browser sync one at a time and each reads what the last one wrote.
 * A browser without the API runs it at once.
 */
export function withPlanLock<T>(task: () => Promise<T> | T): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return Promise.resolve().then(task);
  return locks.request('festival-compass-plan-sync', async () => task());
}
