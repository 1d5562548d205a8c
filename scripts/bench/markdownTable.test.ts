import { describe, expect, it } from 'vitest';
import { markdownTable } from './markdownTable.mjs';

describe('markdownTable', () => {
  it('writes the header, the separator and one line per row', () => {
    expect(
      markdownTable(
        ['interaction', 'INP'],
        [
          ['open the phone menu', '72 ms'],
          ['open a calendar card', '120 ms'],
        ],
      ),
    ).toBe(['| interaction | INP |', '|---|---|', '| open the phone menu | 72 ms |', '| open a calendar card | 120 ms |'].join('\n'));
  });

  it('escapes a bar inside a cell, so the cell does not split', () => {
    expect(markdownTable(['a'], [['x | y']])).toBe('| a |\n|---|\n| x \\| y |');
  });

  it('refuses a row whose cells do not match the header', () => {
    expect(() => markdownTable(['a', 'b'], [['only one']])).toThrow('A row has 1 cells where the header has 2');
  });
});
