// Production build: a check of the configuration (scripts/buildEnvChecks.mjs), the client
// bundle, the inline early-capture script (decision 017), then every route prerendered to real HTML
// (with its own head tags, from src/app/head.ts through the server entry), a 404 page,
// sitemap.xml and robots.txt.
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import { build, loadEnv } from 'vite';
import { buildEnvProblems } from './buildEnvChecks.mjs';
import { prerenderedPage } from './prerenderedPage.mjs';
import { secretsInFolder } from './secretScan.mjs';
import { contentSecurityPolicy, headersFile } from './securityPolicy.mjs';
import { SITE_ORIGIN_VARIABLES, siteOriginFor } from './siteOrigin.mjs';
import { buildServiceWorker } from './serviceWorker.mjs';

// `--mode e2e` builds the production bundle with the test configuration of `.env.e2e`
// (service URLs that the end-to-end tests answer with the MSW handlers).
const { values: args } = parseArgs({ options: { mode: { type: 'string', default: 'production' } } });
const mode = args.mode;
const root = process.cwd();
const dist = resolve(root, process.env.BUILD_OUT_DIR ?? 'dist');
const ssrOut = `${dist}-ssr`;

const env = loadEnv(mode, root, 'VITE_');
const problems = buildEnvProblems(env);
if (problems.length > 0) {
  console.error(`The build stopped: its configuration would publish what must stay private.\n${problems.map((problem) => `- ${problem}`).join('\n')}`);
  process.exit(1);
}
const site = siteOriginFor(mode, loadEnv(mode, root, SITE_ORIGIN_VARIABLES));
if ('problem' in site) {
  console.error(`The build stopped: it does not know the site's address.\n- ${site.problem}`);
  process.exit(1);
}

await build({ mode, logLevel: 'warn', build: { outDir: dist, emptyOutDir: true } });
await build({
  mode,
  logLevel: 'warn',
  build: { ssr: 'src/app/entry-server.tsx', outDir: ssrOut, emptyOutDir: true, copyPublicDir: false },
  ssr: { noExternal: true },
});

/** The inline script's entry as the bundler sees it: a module written for each set of page parts. */
const INLINE_ENTRY = '\0early-inline-script';

/**
 * The early-event capture as one classic script for the head of a page: bundled on its own, so
 * that it runs before the body is parsed, whatever the page's other scripts are doing, with the
 * page parts of `parts` built in (src/early/README.md).
 * @param {string[]} parts the page parts' modules, from the project root
 */
async function inlineEarlyCapture(parts) {
  const entry = [
    "import '/src/early/inlineScript.ts';",
    ...parts.map((part, index) => `import { showEarly as part${index} } from '${part}';`),
    ...parts.map((_part, index) => `part${index}(document);`),
  ].join('\n');
  const output = await build({
    mode,
    logLevel: 'warn',
    configFile: false,
    plugins: [{ name: 'early-inline-entry', enforce: 'pre', resolveId: (id) => (id === INLINE_ENTRY ? id : undefined), load: (id) => (id === INLINE_ENTRY ? entry : undefined) }],
    build: {
      write: false,
      minify: true,
      copyPublicDir: false,
      lib: { entry: INLINE_ENTRY, formats: ['iife'], name: 'earlyCapture' },
      rollupOptions: { input: INLINE_ENTRY },
    },
  });
  const [chunk] = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
  const code = chunk.code.trim();
  if (/<\/script/i.test(code)) throw new Error('The inline early-capture script would end its own <script> element.');
  return code;
}

const { render, prerenderPaths, sitemapPaths, siteOrigin: origin, earlyParts } = await import(pathToFileURL(join(ssrOut, 'entry-server.js')).href);

/**
 * Each page carries the smallest copy of the capture that does what its content needs, since each
 * byte of it is in the page, and in the offline precache once per page: the page parts whose
 * attribute its HTML carries. Each set of parts is bundled once; each page's policy allows its own
 * copy's hash.
 */
const earlyCaptures = new Map();

/** The inline script of a page whose app HTML is `html`. */
async function earlyCaptureFor(html) {
  const parts = earlyParts.filter(({ attribute }) => html.includes(`${attribute}=`)).map(({ module }) => module);
  const key = parts.join(' ');
  if (!earlyCaptures.has(key)) earlyCaptures.set(key, inlineEarlyCapture(parts));
  return earlyCaptures.get(key);
}

/** The head's first elements for a page whose app HTML is `html`: its policy, then its capture. */
async function earlyHead(html) {
  const code = await earlyCaptureFor(html);
  const policy = contentSecurityPolicy({ supabaseUrl: env.VITE_SUPABASE_URL || undefined, inlineScripts: [code] });
  return [
    '<meta charset="UTF-8" />',
    `<meta http-equiv="Content-Security-Policy" content="${policy}" />`,
    '<meta name="referrer" content="strict-origin-when-cross-origin" />',
    `<script>${code}</script>`,
  ].join('\n    ');
}

const template = await readFile(join(dist, 'index.html'), 'utf8');

for (const marker of ['<meta charset="UTF-8" />', '<!--app-head-->', '<div id="root"><!--app-html--></div>']) {
  if (!template.includes(marker)) throw new Error(`index.html has lost its ${marker} marker, where the prerender writes each page.`);
}

/** A route's page: its own early head (policy and capture), then its head tags and HTML. */
async function page(rendered) {
  const head = await earlyHead(rendered.html);
  return prerenderedPage(template.replace('<meta charset="UTF-8" />', () => head), rendered);
}

const pathsToWrite = prerenderPaths();
for (const pathname of pathsToWrite) {
  const file = pathname === '/' ? join(dist, 'index.html') : join(dist, pathname, 'index.html');
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, await page(await render(pathname)));
}
await writeFile(join(dist, '404.html'), await page(await render('/404')));

const today = new Date().toISOString().slice(0, 10);
const sitemap = [
  '<?xml version="1.0" encoding="UTF-8"?>',
  '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
  ...sitemapPaths().map((pathname) => `  <url><loc>${new URL(pathname, origin).href}</loc><lastmod>${today}</lastmod></url>`),
  '</urlset>',
  '',
].join('\n');
await writeFile(join(dist, 'sitemap.xml'), sitemap);
await writeFile(join(dist, 'robots.txt'), `User-agent: *\nAllow: /\n\nSitemap: ${new URL('/sitemap.xml', origin).href}\n`);

await writeFile(join(dist, '_headers'), headersFile());
await rm(ssrOut, { recursive: true, force: true });
console.log(`Prerendered ${pathsToWrite.length} routes and 404.html into ${dist}.`);
const precache = await buildServiceWorker({ dist });
console.log(`Service worker: ${precache.count} files precached, ${(precache.size / 1024).toFixed(0)} KB.`);

// The last step: nothing the build wrote may publish a secret (scripts/secretScan.mjs).
const leaks = await secretsInFolder(dist);
if (leaks.length > 0) {
  console.error(`The build wrote secrets into ${dist}; do not publish it.\n${leaks.map(({ file, found }) => `- ${file}: ${found.join(', ')}`).join('\n')}`);
  process.exit(1);
}
