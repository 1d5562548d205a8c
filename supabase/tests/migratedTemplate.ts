// The template database every test copies: Supabase's stubs, then the migrations in the order of
// their names, as `supabase db push` applies them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';

export const templateDatabase = 'migrated';

const migrations = join(import.meta.dirname, '..', 'migrations');

/** Creates the template database on the server whose socket is in `socketDir`. */
export async function buildTemplate(socketDir: string) {
  const admin = new pg.Client({ host: socketDir, user: 'postgres', database: 'postgres' });
  await admin.connect();
  try {
    await admin.query(`create database ${templateDatabase}`);
  } finally {
    await admin.end();
  }
  const client = new pg.Client({ host: socketDir, user: 'postgres', database: templateDatabase });
  await client.connect();
  try {
    await client.query(readFileSync(join(import.meta.dirname, 'supabaseStub.sql'), 'utf8'));
    const files = readdirSync(migrations).filter((name) => name.endsWith('.sql')).sort();
    for (const file of files) {
      try {
        await client.query(readFileSync(join(migrations, file), 'utf8'));
      } catch (error) {
        throw new Error(`Migration ${file} failed: ${(error as Error).message}`, { cause: error });
      }
    }
  } finally {
    await client.end();
  }
}
