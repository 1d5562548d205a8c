import { describe, expect, it } from 'vitest';
import { appChunk, staticClosure } from './appChunk.mjs';

const graph: Record<string, string[]> = {
  '/p/boot.ts': ['/p/capture.ts'],
  '/p/entry.tsx': ['/p/app.tsx', '/p/react.js'],
  '/p/app.tsx': ['/p/island.tsx', '/p/react.js'],
  '/p/island.tsx': ['/p/capture.ts', '/p/app.tsx'],
  '/p/capture.ts': [],
  '/p/react.js': [],
  '/p/lazyPage.tsx': ['/p/react.js'],
};
const importsOf = (id: string) => graph[id] ?? [];

describe('staticClosure: the modules a module imports statically', () => {
  it('follows imports through other modules, once each, cycles included', () => {
    expect([...staticClosure('/p/entry.tsx', importsOf)].sort()).toEqual(['/p/app.tsx', '/p/capture.ts', '/p/entry.tsx', '/p/island.tsx', '/p/react.js']);
  });
});

describe("appChunk: the client entry's static modules as one chunk", () => {
  function built() {
    const { plugin, group } = appChunk({ root: '/p', entry: 'entry.tsx', boot: 'boot.ts' });
    const context = { getModuleInfo: (id: string) => (id in graph ? { importedIds: graph[id] } : null) };
    (plugin.buildEnd as (this: typeof context) => void).call(context);
    return group;
  }

  it("gathers the entry's modules but leaves the boot script's own and the lazy parts' to the bundler", () => {
    const group = built();
    expect(['/p/entry.tsx', '/p/app.tsx', '/p/island.tsx', '/p/react.js'].filter(group.test)).toHaveLength(4);
    expect(group.test('/p/capture.ts')).toBe(false);
    expect(group.test('/p/lazyPage.tsx')).toBe(false);
  });

  it('gathers nothing in a build without the entry (the server render)', () => {
    const { plugin, group } = appChunk({ root: '/p', entry: 'missing.tsx', boot: 'boot.ts' });
    (plugin.buildEnd as (this: unknown) => void).call({ getModuleInfo: () => null });
    expect(group.test('/p/app.tsx')).toBe(false);
  });
});
