import { afterEach, describe, expect, it, vi } from 'vitest';
import { whileParsing } from './whileParsing';
import { parseMarkup, removeMarkup } from '#src/test/markup';

afterEach(() => {
  removeMarkup();
  vi.unstubAllGlobals();
});

describe('whileParsing', () => {
  it("hands each part the elements its selector matches as they are added, the parts of a page sharing one observer", async () => {
    let observers = 0;
    vi.stubGlobal(
      'MutationObserver',
      class extends MutationObserver {
        constructor(callback: MutationCallback) {
          super(callback);
          observers += 1;
        }
      },
    );
    const seen: string[] = [];
    whileParsing(document, '[data-one]', (element) => seen.push(`one:${element.id}`));
    whileParsing(document, 'button, [data-one]', (element) => seen.push(`two:${element.id}`));
    await parseMarkup(['<p data-one id="a">A</p>', 'text', '<button id="b">B</button>', '<i id="c"></i>']);
    expect(seen).toEqual(['one:a', 'two:a', 'two:b']);
    expect(observers).toBe(1);
  });

  it('stops once the document is parsed, and a page parsed after starts afresh', async () => {
    const first: string[] = [];
    whileParsing(document, 'b', (element) => first.push(element.id));
    const parsed = await parseMarkup(['<b id="x"></b>']);
    parsed.insertAdjacentHTML('beforeend', '<b id="late"></b>');
    await Promise.resolve();
    const second: string[] = [];
    whileParsing(document, 'b', (element) => second.push(element.id));
    await parseMarkup(['<b id="y"></b>']);
    expect(first).toEqual(['x']);
    expect(second).toEqual(['y']);
  });
});
