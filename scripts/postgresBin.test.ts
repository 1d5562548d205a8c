import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { findPostgresBin } from './postgresBin.mjs';

describe('findPostgresBin', () => {
  const folders: string[] = [];
  const folderWith = (...programs: string[]) => {
    const folder = mkdtempSync(join(tmpdir(), 'postgres-bin-'));
    folders.push(folder);
    for (const program of programs) writeFileSync(join(folder, program), '');
    return folder;
  };
  afterEach(() => {
    vi.unstubAllEnvs();
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true });
  });

  it('takes the folder named by POSTGRES_BIN_DIR when it holds initdb and pg_ctl', () => {
    const folder = folderWith('initdb', 'pg_ctl');
    vi.stubEnv('POSTGRES_BIN_DIR', folder);
    expect(findPostgresBin()).toBe(folder);
  });

  it('finds nothing when the folder named lacks a server program, rather than looking elsewhere', () => {
    vi.stubEnv('POSTGRES_BIN_DIR', folderWith('initdb'));
    expect(findPostgresBin()).toBeUndefined();
  });
});
