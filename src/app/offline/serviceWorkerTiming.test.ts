import { afterEach, describe, expect, it, vi } from 'vitest';
import { afterPageSettles, SERVICE_WORKER_DELAY_MS } from './serviceWorkerTiming';

describe('afterPageSettles', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function idleBrowser() {
    const idle: (() => void)[] = [];
    vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
    vi.stubGlobal('cancelIdleCallback', vi.fn());
    return idle;
  }

  it('waits for load, then the settling delay, then idle time', () => {
    vi.useFakeTimers();
    const idle = idleBrowser();
    const load = new EventTarget();
    const task = vi.fn();
    afterPageSettles(task, load as unknown as Window, () => 'interactive');

    vi.advanceTimersByTime(SERVICE_WORKER_DELAY_MS * 2);
    expect(idle).toHaveLength(0);
    load.dispatchEvent(new Event('load'));
    vi.advanceTimersByTime(SERVICE_WORKER_DELAY_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idle[0]?.();
    expect(task).toHaveBeenCalledOnce();
  });

  it('counts the delay from now when the page has already loaded', () => {
    vi.useFakeTimers();
    const idle = idleBrowser();
    const task = vi.fn();
    afterPageSettles(task, new EventTarget() as unknown as Window, () => 'complete');
    vi.advanceTimersByTime(SERVICE_WORKER_DELAY_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idle[0]?.();
    expect(task).toHaveBeenCalledOnce();
  });
});
