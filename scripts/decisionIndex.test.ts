import { readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/** docs/decisions/README.md lists every record under its own heading, and nothing else. */
const folder = resolve(import.meta.dirname, '../docs/decisions');
const records = readdirSync(folder).filter((name) => /^\d{3}-.+\.md$/.test(name));
const index = readFileSync(join(folder, 'README.md'), 'utf8');
const rows = [...index.matchAll(/^\| (\d{3}) \| (.+?) \| (.+?) \| (.*?) \|$/gm)].map(([, number = '', title = '', status = '', date = '']) => ({ number, title, status, date }));

describe('the index of decision records', () => {
  it('lists each record by its number, with the title of its heading, a status and the date it was written', () => {
    for (const name of records) {
      const [, number, title] = readFileSync(join(folder, name), 'utf8').match(/^# (\d{3}): (.+)$/m) ?? [];
      expect(name.startsWith(`${number}-`), `${name} is headed with its own number`).toBe(true);
      const row = rows.find((candidate) => candidate.number === number);
      expect(row, `${name} is in the index`).toBeDefined();
      expect(row!.title).toBe(`[${title}](${name})`);
      expect(row!.status).toMatch(/^(accepted|superseded (in part )?by \[\d{3}\]\(\d{3}-.+\.md\))$/);
      expect(row!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    }
  });

  it('says why a number has no record, and names no record that does not exist', () => {
    const numbers = records.map((name) => name.slice(0, 3));
    for (const row of rows) {
      if (numbers.includes(row.number)) continue;
      expect(row.title).toBe('(none)');
      expect(row.status).toMatch(/^skipped: /);
    }
    expect(rows.map((row) => row.number)).toEqual([...new Set(rows.map((row) => row.number))].sort());
  });
});
