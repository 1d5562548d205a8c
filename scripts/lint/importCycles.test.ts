import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * No module imports itself through others, type-only imports included (issue 37: the import
 * drawing runs one way). The graph is the one the type checker sees: every file tsconfig.json
 * takes in, each import and export resolved as it resolves them, aliases too; a package is a leaf.
 */
const root = join(import.meta.dirname, '..', '..');
const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => {} });
if (!config) throw new Error('tsconfig.json could not be read');
const files = new Set(config.fileNames);
const resolutions = ts.createModuleResolutionCache(root, (name) => name, config.options);

/** The project files `file` imports or re-exports, dynamic imports left out: a lazy import is no cycle at load. */
function importsOf(file: string): string[] {
  const { importedFiles } = ts.preProcessFile(ts.sys.readFile(file) ?? '', true, false);
  return importedFiles
    .map(({ fileName }) => ts.resolveModuleName(fileName, file, config!.options, ts.sys, resolutions).resolvedModule?.resolvedFileName)
    .filter((resolved): resolved is string => resolved !== undefined && files.has(resolved));
}

/** Every cycle found by a depth-first walk, each as the files it passes through. */
function cycles(): string[][] {
  const graph = new Map([...files].map((file) => [file, importsOf(file)]));
  const done = new Set<string>();
  const found: string[][] = [];
  const walk = (file: string, path: string[]) => {
    const at = path.indexOf(file);
    if (at >= 0) {
      found.push(path.slice(at).map((step) => relative(root, step)));
      return;
    }
    if (done.has(file)) return;
    for (const next of graph.get(file) ?? []) walk(next, [...path, file]);
    done.add(file);
  };
  for (const file of graph.keys()) walk(file, []);
  return found;
}

describe('the import graph', () => {
  it('takes in the project (a sanity check on the walk)', () => {
    expect(files.size).toBeGreaterThan(400);
    expect(importsOf(join(root, 'src/features/plan/localPlan.ts')).map((file) => relative(root, file))).toContain('src/features/plan/planMerge.ts');
  });

  // It reads and resolves every file of the project: about 2 s on a quiet machine.
  it('has no cycle', { timeout: 60_000 }, () => {
    expect(cycles()).toEqual([]);
  });
});
