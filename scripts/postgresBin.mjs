// Where the PostgreSQL server programs (initdb, pg_ctl, postgres) are: POSTGRES_BIN_DIR when set,
// else Debian's /usr/lib/postgresql/<newest version>/bin, else `pg_config --bindir`.
import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

const hasServer = (dir) => existsSync(join(dir, 'initdb')) && existsSync(join(dir, 'pg_ctl'));

function debianBinDir() {
  const root = '/usr/lib/postgresql';
  if (!existsSync(root)) return undefined;
  const versions = readdirSync(root)
    .filter((name) => /^\d+$/.test(name))
    .sort((a, b) => Number(b) - Number(a));
  return versions.map((version) => join(root, version, 'bin')).find(hasServer);
}

function pgConfigBinDir() {
  try {
    const dir = execFileSync('pg_config', ['--bindir'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
    return hasServer(dir) ? dir : undefined;
  } catch {
    return undefined;
  }
}

/** The folder holding initdb and pg_ctl, or undefined when PostgreSQL is not installed. */
export function findPostgresBin() {
  const chosen = process.env.POSTGRES_BIN_DIR;
  if (chosen) return hasServer(chosen) ? chosen : undefined;
  return debianBinDir() ?? pgConfigBinDir();
}

export const postgresMissing =
  'PostgreSQL was not found: the database tests start a throwaway server of their own. Install it ' +
  '(Debian: sudo apt-get install postgresql) or set POSTGRES_BIN_DIR to the folder holding initdb and ' +
  'pg_ctl, then run npm test again.';
