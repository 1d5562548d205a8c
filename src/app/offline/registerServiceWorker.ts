import { toast } from 'sonner';
import { Workbox } from 'workbox-window';

/**
 * Registers the offline service worker (scripts/serviceWorker.mjs builds it). When a new version
 * has installed and waits, a toast offers to reload into it; nothing reloads unless the visitor
 * accepts. Loaded on its own after the page's `load` event, so a first visit pays nothing for it.
 * A browser that refuses the worker (or answers the registration with nothing) leaves the site as
 * it is without offline support: the failure is logged once and never reaches the page.
 */
export function registerServiceWorker() {
  const workbox = new Workbox('/sw.js');
  workbox.addEventListener('waiting', () => {
    toast('New version available', {
      duration: Infinity,
      action: {
        label: 'Reload',
        onClick: () => {
          workbox.addEventListener('controlling', () => window.location.reload());
          workbox.messageSkipWaiting();
        },
      },
    });
  });
  workbox.register().catch((error: unknown) => {
    console.warn('Offline support is off: the browser did not register the service worker.', error);
  });
}
