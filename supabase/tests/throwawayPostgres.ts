// A PostgreSQL server for one test run: a fresh cluster in a temporary folder, reached only through
// a Unix socket in that folder (no port, no password), stopped and removed afterwards.
// initdb and pg_ctl refuse to run as root, so as root they run as the `postgres` user.
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { findPostgresBin, postgresMissing } from '../../scripts/postgresBin.mjs';

const run = promisify(execFile);

export type ThrowawayPostgres = {
  /** The folder of the server's socket: pg's `host`. */
  socketDir: string;
  stop: () => Promise<void>;
};

const isRoot = process.getuid?.() === 0;

/** Runs a server program, as the `postgres` user when we are root, from the cluster's folder. */
function runServerProgram(bin: string, program: string, args: string[], cwd: string) {
  const command = join(bin, program);
  return isRoot
    ? run('runuser', ['-u', 'postgres', '--', command, ...args], { cwd })
    : run(command, args, { cwd });
}

export async function startThrowawayPostgres(): Promise<ThrowawayPostgres> {
  const bin = findPostgresBin();
  if (!bin) throw new Error(postgresMissing);
  const base = mkdtempSync(join(tmpdir(), 'festival-compass-pg-'));
  const data = join(base, 'data');
  const stop = async () => {
    try {
      await runServerProgram(bin, 'pg_ctl', ['-D', data, '-m', 'immediate', '-w', 'stop'], base);
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  };
  try {
    if (isRoot) await run('chown', ['postgres:', base]);
    await runServerProgram(bin, 'initdb', ['-D', data, '-U', 'postgres', '-A', 'trust', '-E', 'UTF8', '--locale=C', '--no-sync'], base);
    // Durability is of no use to a database thrown away after the run.
    const options = `-k "${base}" -c listen_addresses='' -c fsync=off -c synchronous_commit=off -c full_page_writes=off`;
    await runServerProgram(bin, 'pg_ctl', ['-D', data, '-l', join(base, 'server.log'), '-o', options, '-w', '-t', '30', 'start'], base);
  } catch (error) {
    // Whatever got as far as running is stopped; a server that never started has nothing to stop.
    await stop().catch(() => undefined);
    throw error;
  }
  return { socketDir: base, stop };
}
