import { describe, expect, it } from 'vitest';
import { inpReport, medianTiming } from './inpReport.mjs';

const visit = (duration: number, inputDelay: number, processing: number, presentation: number, loadCls = 0) => ({
  duration,
  inputDelay,
  processing,
  presentation,
  loadCls,
});

const interaction = (name: string, path: string) => ({ name, path, control: () => null as never, input: 'click' as const });

describe('medianTiming', () => {
  it('takes the median of each part on its own', () => {
    const visits = [visit(120, 4, 90, 26), visit(64, 30, 20, 14), visit(96, 2, 60, 34), visit(200, 8, 150, 42), visit(88, 6, 40, 42)];
    expect(medianTiming(visits)).toEqual({ duration: 96, inputDelay: 6, processing: 60, presentation: 34 });
  });
});

describe('inpReport', () => {
  const rows = [
    {
      interaction: interaction('open the phone menu', '/'),
      visits: [visit(56, 2, 40, 14), visit(64, 3, 45, 16), visit(48, 2, 30, 16)],
      naiveVisits: [visit(64, 2, 46, 16), visit(80, 4, 56, 20), visit(72, 3, 50, 19)],
    },
    { interaction: interaction("'Pin My Spot' on the map", '/festival-map'), visits: [visit(0, 0, 0, 0, 0.059), visit(0, 0, 0, 0), visit(0, 0, 0, 0)], naiveVisits: [] },
    {
      interaction: interaction('open a calendar card', '/festival-calendar'),
      visits: [visit(120, 8, 96, 16), visit(104, 4, 80, 20), visit(136, 8, 100, 28)],
      naiveVisits: [visit(96, 4, 72, 20), visit(80, 4, 60, 16), visit(88, 4, 64, 20)],
    },
  ];

  it("prints each interaction with its median and parts, each visit, and the naive build's median and the ratio to it", () => {
    const { table } = inpReport(rows);
    expect(table).toContain('| interaction | page | INP (median) | input delay | processing | presentation | each visit (ms) | naive INP (median) | INP × naive |');
    expect(table).toContain('| open the phone menu | / | 56 ms | 2 ms | 40 ms | 16 ms | 56, 64, 48 | 72 ms | 0.78× |');
    expect(table).toContain("| 'Pin My Spot' on the map | /festival-map | < 16 ms | 0 ms | 0 ms | 0 ms | 0, 0, 0 | not there |  |");
  });

  it("breaks the budgets for an interaction over 70 ms or slower than the naive build's, and for a page that shifted as it loaded", () => {
    const { table, failures } = inpReport(rows);
    expect(failures).toEqual([
      'open a calendar card: INP 120 ms > 70 ms',
      "open a calendar card: INP 1.36× the naive build's (88 ms) > 1×",
      '/festival-map (end-to-end build, services answered): CLS 0.059 > 0',
    ]);
    expect(table).toContain('| /festival-map | 0.059 |');
    expect(table).toContain('| / | 0.000 |');
  });

  it('breaks nothing when every interaction is quick and nothing shifts', () => {
    expect(inpReport(rows.slice(0, 1)).failures).toEqual([]);
  });
});
