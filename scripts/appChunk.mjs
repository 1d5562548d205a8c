// The app's code as one chunk (issue 38). Left to the bundler, the modules the client entry loads
// statically were split into two dozen small chunks, shared in different sets with the lazy
// pages. Every visit loads them all, and Vite's preload helper inserted one <link
// rel=modulepreload> per chunk in a single task after the first paint: at 4× CPU, about 100 ms
// of the home page's main thread. Those modules run on every page before any lazy part, so
// grouping them costs no visit a byte; the lazy parts import them from the one chunk.
import { resolve } from 'node:path';

/**
 * The modules `start` imports statically, directly or through others, `start` included.
 * @param {string} start
 * @param {(id: string) => readonly string[]} importsOf A module's static imports.
 * @returns {Set<string>}
 */
export function staticClosure(start, importsOf) {
  const found = new Set([start]);
  const next = [start];
  while (next.length > 0) {
    for (const imported of importsOf(/** @type {string} */ (next.pop()))) {
      if (found.has(imported)) continue;
      found.add(imported);
      next.push(imported);
    }
  }
  return found;
}

/**
 * The plugin that learns the client entry's static modules once the module graph is built, and
 * the chunk group that gathers them. The page's boot script (the one script tag) keeps its own:
 * they load before the first paint and must not wait for the app's.
 * @param {{ root: string, entry: string, boot: string }} files Paths from the project's root.
 * @returns {{ plugin: import('vite').Plugin, group: { name: string, test: (id: string) => boolean } }}
 */
export function appChunk({ root, entry, boot }) {
  /** @type {Set<string>} */
  let appModules = new Set();
  return {
    plugin: {
      name: 'festival-compass:app-chunk',
      apply: 'build',
      buildEnd() {
        const importsOf = (/** @type {string} */ id) => this.getModuleInfo(id)?.importedIds ?? [];
        const entryId = resolve(root, entry);
        if (!this.getModuleInfo(entryId)) return;
        const bootModules = staticClosure(resolve(root, boot), importsOf);
        appModules = new Set([...staticClosure(entryId, importsOf)].filter((id) => !bootModules.has(id)));
      },
    },
    group: { name: 'entry-client', test: (id) => appModules.has(id) },
  };
}
