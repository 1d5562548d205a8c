import { env, type Env } from '#src/lib/env';
import { afterPageSettles } from './serviceWorkerTiming';

/**
 * Whether this page registers the offline service worker: never in development, always in a
 * production build, and in the end-to-end build only for a page opened with `?service-worker`
 * or one that a worker registered that way already controls (so it keeps checking for updates).
 */
export function wantsServiceWorker(mode: Env['serviceWorker'], search: string, controlled: boolean): boolean {
  if (mode === 'on-request') return new URLSearchParams(search).has('service-worker') || controlled;
  return mode === 'on';
}

/** Loads the registration module once the page has settled: the module, the worker and its precache never compete with a visit's first seconds. */
export function startServiceWorker() {
  if (!('serviceWorker' in navigator)) return;
  if (!wantsServiceWorker(env.serviceWorker, location.search, navigator.serviceWorker.controller !== null)) return;
  afterPageSettles(() => void import('./registerServiceWorker').then(({ registerServiceWorker }) => registerServiceWorker()));
}
