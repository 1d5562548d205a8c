// One database per test file, copied from the migrated template, and the ways into it the API
// uses: as `anon`, or as `authenticated` with a user's JWT claims, each in a transaction of its own.
import { randomUUID } from 'node:crypto';
import pg from 'pg';
import { afterAll, beforeAll, inject } from 'vitest';
import { templateDatabase } from './migratedTemplate.ts';

export type Caller = { role: 'anon' } | { role: 'authenticated'; userId: string };

export const anon: Caller = { role: 'anon' };
export const signedIn = (userId: string): Caller => ({ role: 'authenticated', userId });

const claimsOf = (caller: Caller) =>
  JSON.stringify(caller.role === 'anon' ? { role: 'anon' } : { sub: caller.userId, role: 'authenticated' });

/** Creates the file's database before its tests, and closes the connection after them. */
export function openTestDatabase() {
  const host = inject('postgresSocketDir');
  const database = `test_${randomUUID().replaceAll('-', '')}`;
  const client = new pg.Client({ host, user: 'postgres', database });

  beforeAll(async () => {
    const admin = new pg.Client({ host, user: 'postgres', database: 'postgres' });
    await admin.connect();
    try {
      await admin.query(`create database ${database} template ${templateDatabase}`);
    } finally {
      await admin.end();
    }
    await client.connect();
  });
  afterAll(() => client.end());

  /** Runs `sql` as the caller (the API's role and JWT claims) and commits; rolls back when it fails. */
  async function as(caller: Caller, sql: string, values: unknown[] = []) {
    await client.query('begin');
    try {
      await client.query(`set local role ${caller.role}`);
      await client.query(`select set_config('request.jwt.claims', $1, true)`, [claimsOf(caller)]);
      const result = await client.query(sql, values);
      await client.query('commit');
      return result;
    } catch (error) {
      await client.query('rollback');
      throw error;
    }
  }

  /** Runs `sql` as the database owner, past every policy: to arrange and to inspect. */
  const asOwner = (sql: string, values: unknown[] = []) => client.query(sql, values);

  /** A new user in auth.users, as signing up makes one. */
  async function createUser() {
    const id = randomUUID();
    await asOwner('insert into auth.users (id, email) values ($1, $2)', [id, `${id}@example.com`]);
    return id;
  }

  return { as, asOwner, createUser };
}
