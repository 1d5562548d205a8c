import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { breaks, budgets, budgetTable, limitText } from './budgets.mjs';

describe('budgets', () => {
  it('are broken above an upper limit and below a lower one, never at the limit', () => {
    expect(breaks(budgets.inpMs, 70)).toBe(false);
    expect(breaks(budgets.inpMs, 71)).toBe(true);
    expect(breaks(budgets.performance, 95)).toBe(false);
    expect(breaks(budgets.performance, 94)).toBe(true);
  });

  it('allow no layout shift at all', () => {
    expect(breaks(budgets.cls, 0)).toBe(false);
    expect(breaks(budgets.cls, 0.001)).toBe(true);
  });

  it('hold a ratio to the naive build up to equal, and break an infinite one', () => {
    expect(breaks(budgets.tbtRatio, 1)).toBe(false);
    expect(breaks(budgets.inpRatio, 1.01)).toBe(true);
    expect(breaks(budgets.inpRatio, Number.POSITIVE_INFINITY)).toBe(true);
  });

  it('are broken by a measure that was never taken', () => {
    expect(breaks(budgets.warmChatOpenMs, null)).toBe(true);
  });

  it('read as the limit with its bound and unit', () => {
    expect(limitText(budgets.homeJsGzip)).toBe('≤ 120 KB gzip');
    expect(limitText(budgets.accessibility)).toBe('≥ 100');
    expect(limitText(budgets.homeLcpRatio)).toBe('≤ 1.15 × the static floor');
    expect(limitText(budgets.precacheBytes)).toBe('≤ 2.5 MB');
    expect(limitText(budgets.lostInteractions)).toBe('0');
    expect(limitText(budgets.tbtRatio)).toBe('≤ 1.0 × naive');
    expect(limitText(budgets.firstChatOverNaiveMs)).toBe('≤ 100 ms');
  });

  it('are the table docs/performance.md shows', async () => {
    const docs = await readFile(new URL('../docs/performance.md', import.meta.url), 'utf8');
    const section = docs.split('\n## Budgets\n\n')[1] ?? '';
    const shown = section.slice(0, section.indexOf('\n\n'));
    expect(shown, 'the table under "## Budgets" in docs/performance.md is budgetTable() of scripts/budgets.mjs').toBe(budgetTable());
  });
});
