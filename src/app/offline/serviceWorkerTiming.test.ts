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

  /** Idle time is asked for when the settling delay, counted from now, has passed; the task runs in it. */
  function expectDelayThenIdle(idle: (() => void)[], task: () => void) {
    vi.advanceTimersByTime(SERVICE_WORKER_DELAY_MS - 1);
    expect(idle).toHaveLength(0);
    vi.advanceTimersByTime(1);
    expect(idle).toHaveLength(1);
    expect(task).not.toHaveBeenCalled();
    idle[0]?.();
    expect(task).toHaveBeenCalledOnce();
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
    expectDelayThenIdle(idle, task);
  });

  it('counts the delay from now when the page has already loaded', () => {
    vi.useFakeTimers();
    const idle = idleBrowser();
    const task = vi.fn();
    afterPageSettles(task, new EventTarget() as unknown as Window, () => 'complete');
    expectDelayThenIdle(idle, task);
  });
});
