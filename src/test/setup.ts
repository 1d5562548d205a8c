import '#src/styles/global.css';
import { afterEach, beforeEach, vi } from 'vitest';

/** Every test runs on 2026-11-21; only Date is faked, timers stay real unless a test fakes them. */
export const TEST_TODAY = new Date('2026-11-21T12:00:00');

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(TEST_TODAY);
  localStorage.clear();
});

afterEach(() => {
  vi.useRealTimers();
});
