import { afterEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './registerServiceWorker';

/**
 * The real workbox-window against a browser that refuses service workers (a private window, a
 * policy, a storage quota): the page never sees an uncaught error, and the refusal is logged once.
 */
function refuseRegistration(answer: () => Promise<ServiceWorkerRegistration | undefined>) {
  vi.spyOn(navigator.serviceWorker, 'register').mockImplementation(answer as typeof navigator.serviceWorker.register);
}

function unhandledRejections() {
  const reasons: unknown[] = [];
  const listener = (event: PromiseRejectionEvent) => {
    event.preventDefault();
    reasons.push(event.reason);
  };
  window.addEventListener('unhandledrejection', listener);
  return { reasons, stop: () => window.removeEventListener('unhandledrejection', listener) };
}

async function settle() {
  await new Promise((resolve) => setTimeout(resolve, 50));
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('registerServiceWorker in a browser that refuses', () => {
  it('catches a refused registration and logs it once', async () => {
    const refusal = new DOMException('The operation is insecure.', 'SecurityError');
    refuseRegistration(() => Promise.reject(refusal));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rejections = unhandledRejections();
    registerServiceWorker();
    await settle();
    rejections.stop();
    expect(rejections.reasons).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn).toHaveBeenCalledWith('Offline support is off: the browser did not register the service worker.', refusal);
  });

  it('catches a registration that answers nothing (reading "waiting" of undefined)', async () => {
    refuseRegistration(() => Promise.resolve(undefined));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    const rejections = unhandledRejections();
    registerServiceWorker();
    await settle();
    rejections.stop();
    expect(rejections.reasons).toEqual([]);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(String(warn.mock.calls[0]?.[1])).toContain('waiting');
  });
});
