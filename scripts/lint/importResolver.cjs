/**
 * Resolves imports for the boundary rules (eslint-plugin-boundaries) the way Vite and TypeScript
 * do: relative paths with or without their extension (`./Button.css` is `./Button.css.ts`), and
 * the package.json "imports" aliases (`#src/*`, `#machines/*`, `#content/*`, `#mocks/*`) of the
 * nearest package.json. ESLint's import-resolver interface, version 2.
 */
const fs = require('node:fs');
const { builtinModules } = require('node:module');
const { CachedInputFileSystem, ResolverFactory } = require('enhanced-resolve');

const resolver = ResolverFactory.createResolver({
  fileSystem: new CachedInputFileSystem(fs, 4000),
  useSyncFileSystemCalls: true,
  extensions: ['.ts', '.tsx', '.mjs', '.js', '.json'],
  conditionNames: ['import', 'module', 'browser', 'default'],
  mainFields: ['module', 'main'],
});

const builtins = new Set(builtinModules);

exports.interfaceVersion = 2;

exports.resolve = (source, file) => {
  if (source.startsWith('node:') || builtins.has(source)) return { found: true, path: null };
  try {
    const path = resolver.resolveSync({}, require('node:path').dirname(file), source);
    return path === false ? { found: false } : { found: true, path };
  } catch {
    return { found: false };
  }
};
