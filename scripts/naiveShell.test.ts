import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { naiveShell } from './naiveShell.mjs';

const template = await readFile(new URL('../index.html', import.meta.url), 'utf8');

describe('naiveShell', () => {
  const shell = naiveShell(template);

  it('has an empty root with no route, so the client entry renders it with createRoot', () => {
    expect(shell).toContain('<div id="root"></div>');
    expect(shell).not.toContain('data-route');
    expect(shell).not.toContain('<!--app-');
  });

  it('runs no inline script: no early capture, only the app script', () => {
    const scripts = [...shell.matchAll(/<script\b(?<attributes>[^>]*)>(?<code>[\s\S]*?)<\/script>/g)].map(({ groups = {} }) => ({
      module: /\btype="module"/.test(groups.attributes ?? ''),
      src: /\bsrc="/.test(groups.attributes ?? ''),
      code: (groups.code ?? '').trim(),
    }));
    expect(scripts).toEqual([
      { module: true, src: true, code: '' },
    ]);
    expect(shell).not.toMatch(/serviceWorker|earlyEvents/);
  });

  it('refuses a template that has lost its markers', () => {
    expect(() => naiveShell('<html><body><div id="root"></div></body></html>')).toThrow(/marker/);
  });
});
