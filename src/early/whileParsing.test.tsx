import { afterEach, describe, expect, it, vi } from 'vitest';
import { whileParsing } from './whileParsing';

let host: HTMLElement | undefined;

afterEach(() => {
  host?.remove();
  vi.unstubAllGlobals();
});

/** Adds elements one at a time, as the parser does, then ends the parse. */
async function parse(...html: string[]) {
  host = document.createElement('div');
  document.body.append(host);
  for (const piece of html) {
    host.insertAdjacentHTML('beforeend', piece);
    await Promise.resolve();
  }
  document.dispatchEvent(new Event('DOMContentLoaded'));
  await Promise.resolve();
}

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
    await parse('<p data-one id="a">A</p>', 'text', '<button id="b">B</button>', '<i id="c"></i>');
    expect(seen).toEqual(['one:a', 'two:a', 'two:b']);
    expect(observers).toBe(1);
  });

  it('stops once the document is parsed, and a page parsed after starts afresh', async () => {
    const first: string[] = [];
    whileParsing(document, 'b', (element) => first.push(element.id));
    await parse('<b id="x"></b>');
    host?.insertAdjacentHTML('beforeend', '<b id="late"></b>');
    await Promise.resolve();
    const second: string[] = [];
    whileParsing(document, 'b', (element) => second.push(element.id));
    await parse('<b id="y"></b>');
    expect(first).toEqual(['x']);
    expect(second).toEqual(['y']);
  });
});
