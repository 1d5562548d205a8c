import { Toaster } from 'sonner';
import { page, userEvent } from 'vitest/browser';
import { render } from 'vitest-browser-react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { registerServiceWorker } from './registerServiceWorker';

/** workbox-window's Workbox, without a real worker: the test says when a new version waits. */
const workbox = vi.hoisted(() => {
  const listeners = new Map<string, () => void>();
  return {
    scriptUrls: [] as string[],
    listeners,
    register: vi.fn(async () => undefined),
    messageSkipWaiting: vi.fn(),
    emit: (type: string) => listeners.get(type)?.(),
  };
});

vi.mock('workbox-window', () => ({
  Workbox: class {
    constructor(scriptUrl: string) {
      workbox.scriptUrls.push(scriptUrl);
    }
    addEventListener(type: string, listener: () => void) {
      workbox.listeners.set(type, listener);
    }
    register = workbox.register;
    messageSkipWaiting = workbox.messageSkipWaiting;
  },
}));

beforeEach(() => {
  workbox.scriptUrls.length = 0;
  workbox.listeners.clear();
  workbox.register.mockClear();
  workbox.messageSkipWaiting.mockClear();
});

describe('registerServiceWorker', () => {
  it('registers /sw.js and says nothing while no new version waits', async () => {
    await render(<Toaster />);
    registerServiceWorker();
    expect(workbox.scriptUrls).toEqual(['/sw.js']);
    expect(workbox.register).toHaveBeenCalledTimes(1);
    await expect.element(page.getByText('New version available')).not.toBeInTheDocument();
  });

  it('offers a reload when a new version waits, and activates it only when the visitor accepts', async () => {
    await render(<Toaster />);
    registerServiceWorker();
    workbox.emit('waiting');
    await expect.element(page.getByText('New version available')).toBeVisible();
    const reload = page.getByRole('button', { name: 'Reload' });
    await expect.element(reload).toBeVisible();
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    await userEvent.click(reload);
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(workbox.listeners.has('controlling')).toBe(true);
  });
});
