import { describe, expect, it } from 'vitest';
import { inMs, orMissing } from './printed.mjs';

describe('inMs', () => {
  it('rounds a duration to the millisecond', () => {
    expect(inMs(87.6)).toBe('88 ms');
    expect(inMs(0)).toBe('0 ms');
  });
});

describe('orMissing', () => {
  it('formats a measured value', () => {
    expect(orMissing(1018.4, inMs)).toBe('1018 ms');
    expect(orMissing(0, (value) => value.toFixed(3))).toBe('0.000');
  });

  it("reads 'not measured' for a value Lighthouse could not record", () => {
    expect(orMissing(null, inMs)).toBe('not measured');
    expect(orMissing(undefined, (value) => value.toFixed(2))).toBe('not measured');
  });

  it('reads the wording given for what never happened', () => {
    expect(orMissing(null, inMs, 'never')).toBe('never');
  });
});
