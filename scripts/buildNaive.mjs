// The naive build the bench compares the site with (decision 047): the same app, content and
// configuration, built by the same Vite configuration, but served as a client-rendered app: every
// route's page is one shell with an empty root (scripts/naiveShell.mjs) that the app's one
// `createRoot` renders in the browser. No page is prerendered, none carries the inline early
// capture, and no page registers the offline service worker (the build asks for it only on
// request, and writes no worker). It writes into BUILD_OUT_DIR-naive (dist-naive by default),
// never into the production build's folder; `--mode e2e` builds it with `.env.e2e`'s configuration,
// as the bench's INP part needs. A production-mode build needs SITE_URL, as `npm run build` does.
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { build } from 'vite';
import { projectModule } from './bench/projectModule.mjs';
import { naiveShell } from './naiveShell.mjs';

const { values: args } = parseArgs({ options: { mode: { type: 'string', default: 'production' } } });
const dist = resolve(`${process.env.BUILD_OUT_DIR ?? 'dist'}-naive`);

// A page asks for the worker only when opened with `?service-worker`, which no bench visit is.
process.env.VITE_SERVICE_WORKER = 'on-request';
await build({ mode: args.mode, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });

const shell = naiveShell(await readFile(join(dist, 'index.html'), 'utf8'));
const { prerenderPaths } = await projectModule('/src/app/prerenderPaths.ts');
/** @type {string[]} */
const paths = prerenderPaths();
for (const pathname of paths) {
  const file = pathname === '/' ? join(dist, 'index.html') : join(dist, pathname, 'index.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, shell);
}
await writeFile(join(dist, '404.html'), shell);
console.log(`Naive build: one client-rendered shell for ${paths.length} routes and 404.html in ${dist}.`);
