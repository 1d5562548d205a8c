import { describe, expect, it } from 'vitest';
import { median } from './median.mjs';

describe('median', () => {
  it('takes the middle of an odd count, whatever the order', () => {
    expect(median([120, 64, 536, 352, 136])).toBe(136);
  });

  it('takes the upper middle of an even count: a value that was measured', () => {
    expect(median([40, 10, 30, 20])).toBe(30);
  });

  it('leaves out what was never measured, and is null when nothing was', () => {
    expect(median([null, 7, null, 3, 5])).toBe(5);
    expect(median([null, null])).toBeNull();
    expect(median([])).toBeNull();
  });
});
