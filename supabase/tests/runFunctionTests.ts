// Checks the Edge Functions (supabase/functions/<name>/) and runs their tests under Deno against a
// throwaway PostgreSQL with the migrations applied, as the database tests have it: `deno run -A`
// this file (npm run test:functions). The tests copy the template database; they find the
// server through TEST_POSTGRES_SOCKET_DIR.
import { spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import process from 'node:process';
import { buildTemplate, templateDatabase } from './migratedTemplate.ts';
import { startThrowawayPostgres } from './throwawayPostgres.ts';

const functions = join(import.meta.dirname, '..', 'functions');

const server = await startThrowawayPostgres();
let code = 1;
try {
  await buildTemplate(server.socketDir);
  const env = { ...process.env, TEST_POSTGRES_SOCKET_DIR: server.socketDir, TEST_POSTGRES_TEMPLATE: templateDatabase };
  code = 0;
  for (const name of readdirSync(functions, { withFileTypes: true }).filter((entry) => entry.isDirectory()).map(({ name }) => name)) {
    const folder = join(functions, name);
    // `deno check` covers the entry point (index.ts), which no test imports; `deno test` the rest.
    for (const args of [['check'], ['test', '--allow-all']]) {
      const status = await new Promise<number>((resolve, reject) => {
        const deno = spawn(process.execPath, [...args, '--unstable-sloppy-imports', folder], { stdio: 'inherit', env });
        deno.on('error', reject);
        deno.on('exit', (exitCode) => resolve(exitCode ?? 1));
      });
      code ||= status;
    }
  }
} finally {
  await server.stop();
}
process.exit(code);
