// Starts one throwaway PostgreSQL for the database tests and builds the template every test file
// copies (migratedTemplate.ts). Stops and removes the server when the run ends, failed or not.
import type { TestProject } from 'vitest/node';
import { buildTemplate } from './migratedTemplate.ts';
import { startThrowawayPostgres } from './throwawayPostgres.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    postgresSocketDir: string;
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
