/**
 * A table in Markdown, as the bench prints it and docs/performance.md keeps it: a header row, the
 * separator, then one line per row. A cell's `|` is escaped so it cannot end the cell.
 * @param {string[]} header
 * @param {string[][]} rows
 * @returns {string}
 */
export function markdownTable(header, rows) {
  const line = (/** @type {string[]} */ cells) => `| ${cells.map((cell) => cell.replaceAll('|', '\\|')).join(' | ')} |`;
  for (const row of rows) {
    if (row.length !== header.length) throw new Error(`A row has ${row.length} cells where the header has ${header.length}: ${row.join(', ')}`);
  }
  return [line(header), `|${header.map(() => '---').join('|')}|`, ...rows.map(line)].join('\n');
}
