import { describe, expect, it } from 'vitest';
import { beyondNaive, ratioText, ratioToNaive } from './versusNaive.mjs';

describe('ratioToNaive', () => {
  it("is the site's measure over the naive build's", () => {
    expect(ratioToNaive(120, 240)).toBe(0.5);
    expect(ratioToNaive(300, 200)).toBe(1.5);
  });

  it('is 1 when both are 0, and infinite when only the naive build measured 0', () => {
    expect(ratioToNaive(0, 0)).toBe(1);
    expect(ratioToNaive(12, 0)).toBe(Number.POSITIVE_INFINITY);
  });

  it('is missing when either was not measured', () => {
    expect(ratioToNaive(null, 100)).toBeNull();
    expect(ratioToNaive(100, null)).toBeNull();
  });
});

describe('beyondNaive', () => {
  it('is the time the site adds to the naive build, negative when it is quicker', () => {
    expect(beyondNaive(480, 400)).toBe(80);
    expect(beyondNaive(300, 400)).toBe(-100);
    expect(beyondNaive(null, 400)).toBeNull();
  });
});

describe('ratioText', () => {
  it('prints two decimals, infinity, or that nothing was measured', () => {
    expect(ratioText(0.8412)).toBe('0.84×');
    expect(ratioText(Number.POSITIVE_INFINITY)).toBe('∞×');
    expect(ratioText(null)).toBe('not measured');
  });
});
