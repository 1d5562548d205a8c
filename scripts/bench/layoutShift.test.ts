import { describe, expect, it } from 'vitest';
import { cumulativeLayoutShift } from './layoutShift.mjs';

const shift = (startTime: number, value: number, hadRecentInput = false) => ({ startTime, value, hadRecentInput });

describe('cumulativeLayoutShift', () => {
  it('is 0 for a page that never shifts', () => {
    expect(cumulativeLayoutShift([])).toBe(0);
  });

  it('adds the shifts of one session window', () => {
    expect(cumulativeLayoutShift([shift(100, 0.02), shift(600, 0.03), shift(1500, 0.009)])).toBeCloseTo(0.059);
  });

  it('takes the largest window: a second without a shift closes one', () => {
    expect(cumulativeLayoutShift([shift(100, 0.02), shift(1200, 0.05), shift(1900, 0.01)])).toBeCloseTo(0.06);
  });

  it('closes a window after five seconds, however close its shifts', () => {
    const steady = Array.from({ length: 12 }, (_, index) => shift(index * 500, 0.01));
    expect(cumulativeLayoutShift(steady)).toBeCloseTo(0.1);
  });

  it('leaves out a shift the visitor caused', () => {
    expect(cumulativeLayoutShift([shift(100, 0.2, true), shift(300, 0.01)])).toBeCloseTo(0.01);
  });
});
