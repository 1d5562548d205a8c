import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

/** The code of this folder, its tests left out. */
const sources = readdirSync(import.meta.dirname, { recursive: true, encoding: 'utf8' })
  .filter((name) => /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name))
  .map((name) => readFileSync(join(import.meta.dirname, name), 'utf8'));

const kebab = (camel: string) => camel.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);

/** Every `data-*` attribute the code names, written out or through `dataset`. */
const used = new Set(
  sources.flatMap((source) => [
    ...[...source.matchAll(/\bdata-[a-z]+(?:-[a-z]+)*/g)].map(([name]) => name),
    ...[...source.matchAll(/\bdataset\.([a-zA-Z]+)/g)].map(([, name]) => `data-${kebab(name!)}`),
  ]),
);

/** The first column of the README's table of attributes. */
const listed = [...readFileSync(join(import.meta.dirname, 'README.md'), 'utf8').matchAll(/^\| `(data-[a-z-]+)` \|/gm)].map(([, name]) => name!);

describe("the early capture's README", () => {
  it('lists every data-* attribute the code uses, once each, and no other', () => {
    expect(new Set(listed).size).toBe(listed.length);
    expect([...listed].sort()).toEqual([...used].sort());
  });
});
