// Starts one throwaway PostgreSQL for the database tests and builds the template every test file
// copies: Supabase's stubs, then the migrations in the order of their names, as `supabase db push`
// applies them. Stops and removes the server when the run ends, failed or not.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { startThrowawayPostgres } from './throwawayPostgres.ts';

export const templateDatabase = 'migrated';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresSocketDir: string;
  }
}

const migrations = join(import.meta.dirname, '..', 'migrations');

async function buildTemplate(socketDir: string) {
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

export default async function setup(project: TestProject) {
  const server = await startThrowawayPostgres();
  try {
    await buildTemplate(server.socketDir);
  } catch (error) {
    await server.stop();
    throw error;
  }
  project.provide('postgresSocketDir', server.socketDir);
  return server.stop;
}
