import { toast } from 'sonner';
import { Workbox } from 'workbox-window';

/**
 * Registers the offline service worker (scripts/serviceWorker.mjs builds it). When a new version
 * has installed and waits, a toast offers to reload into it; nothing reloads unless the visitor
 * accepts. Loaded on its own after the page's `load` event, so a first visit pays nothing for it.
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
  void workbox.register();
}
