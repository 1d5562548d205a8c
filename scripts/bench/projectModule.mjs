import { runnerImport } from 'vite';

/**
 * A module of the project by its path from the root (`/src/app/routes.ts`), TypeScript and the
 * `#` aliases included, which Node alone cannot load: it goes through Vite's module runner with
 * the project's configuration, as the dev server and Vitest load it (decision 027).
 * @param {string} path
 */
export async function projectModule(path) {
  return (await runnerImport(path)).module;
}
