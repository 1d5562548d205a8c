// A caller's transaction held open on a connection of its own, as a request of a second device
// still running while another one arrives: to test what two writes at the same time do.
import pg from 'pg';
import { inject } from 'vitest';
import type { Caller } from './testDatabase.ts';

type Query = (sql: string, values?: unknown[]) => Promise<pg.QueryResult>;

/** Begins a transaction as `caller` in the test file's database (found through `asOwner`). */
export async function openTransaction(asOwner: Query, caller: Caller) {
  const database = (await asOwner('select current_database() as name')).rows[0].name as string;
  const client = new pg.Client({ host: inject('postgresSocketDir'), user: 'postgres', database });
  await client.connect();
  await client.query('begin');
  await client.query(`set local role ${caller.role}`);
  const claims = caller.role === 'anon' ? { role: 'anon' } : { sub: caller.userId, role: 'authenticated' };
  await client.query(`select set_config('request.jwt.claims', $1, true)`, [JSON.stringify(claims)]);

  const end = async (command: 'commit' | 'rollback') => {
    try {
      await client.query(command);
    } finally {
      await client.end();
    }
  };
  return {
    query: (sql: string, values: unknown[] = []) => client.query(sql, values),
    commit: () => end('commit'),
    rollback: () => end('rollback'),
  };
}

/** Whether `promise` is still waiting after a moment: a statement blocked by another's lock. */
export async function isWaiting(promise: Promise<unknown>, ms = 200) {
  const waiting = Symbol('waiting');
  const settled = await Promise.race([
    promise.then(
      () => undefined,
      () => undefined,
    ),
    new Promise((resolve) => setTimeout(() => resolve(waiting), ms)),
  ]);
  return settled === waiting;
}
