import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * The README is the map of the tree: its Layout and "Where to change what" sections name only
 * paths that exist, and the Layout names every folder of the code.
 */
const root = resolve(import.meta.dirname, '..');
const readme = readFileSync(join(root, 'README.md'), 'utf8');

function section(heading: string): string {
  const start = readme.indexOf(`\n## ${heading}\n`);
  expect(start, `the README has a "${heading}" section`).toBeGreaterThan(-1);
  const end = readme.indexOf('\n## ', start + 1);
  return readme.slice(start, end === -1 ? undefined : end);
}

const layout = section('Layout');
const whereToChange = section('Where to change what');

/** Folders of the code: each folder under src/ and one level below it, and each folder under the other code roots. */
function codeFolders(): string[] {
  const folders = (path: string) =>
    readdirSync(join(root, path), { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && !entry.name.startsWith('.') && entry.name !== 'node_modules')
      .map((entry) => `${path}/${entry.name}`);
  return [...folders('src').flatMap((folder) => [folder, ...folders(folder)]), ...['machines', 'mocks', 'scripts', 'supabase'].flatMap(folders)];
}

/** The name of every folder of the project, at any depth (build output and dependencies aside). */
function allFolderNames(path = '', names = new Set<string>()): Set<string> {
  for (const entry of readdirSync(join(root, path), { withFileTypes: true })) {
    if (!entry.isDirectory() || entry.name.startsWith('.') || entry.name === 'node_modules' || entry.name.startsWith('dist')) continue;
    names.add(entry.name);
    allFolderNames(join(path, entry.name), names);
  }
  return names;
}

/** The backticked paths of a section: anything with a slash and no placeholder, minus a trailing `:line` or argument. */
function namedPaths(text: string): string[] {
  return [...text.matchAll(/`([^`\s]+)`/g)]
    .map(([, path]) => path!.replace(/[:#].*$/, ''))
    .filter((path) => path.includes('/') && !/[<>*{}()=]/.test(path) && !path.startsWith('http') && !path.startsWith('/'));
}

describe('the README as a map of the tree', () => {
  it('names in its Layout every folder of the code', () => {
    const missing = codeFolders().filter((folder) => !layout.includes(`${folder.split('/').at(-1)}/`));
    expect(missing).toEqual([]);
  });

  it('names in its Layout only folders that exist', () => {
    const named = [...layout.matchAll(/(?<![\w./-])([a-z0-9][\w.-]*)\//gi)].map(([, name]) => name!);
    expect(named.length).toBeGreaterThan(20);
    const folders = allFolderNames();
    expect(named.filter((name) => !folders.has(name))).toEqual([]);
  });

  it('names in "Where to change what" only paths that exist', () => {
    const paths = namedPaths(whereToChange);
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.filter((path) => !existsSync(join(root, path)))).toEqual([]);
  });
});
