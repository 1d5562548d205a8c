// npm run bench: builds the site, serves it, and prints per route the JS and CSS a first visit
// loads (gzip bytes) and Lighthouse's mobile scores with LCP, TBT and CLS. It also measures a
// static, script-free copy of the home page (the floor) and fails when a budget is broken.
// Lighthouse runs three times per page and the median of each score and metric is reported, as
// Lighthouse's own guidance on variance advises.
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright';

const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run', '--disable-sync'];
const port = Number(process.env.BENCH_PORT ?? 4310);
const origin = `http://localhost:${port}`;
const dist = 'dist';
const floorPath = '/bench-floor/';

const routes = ['/', '/festival-calendar', '/festival-map', '/gear-checklists', '/festival-guides', '/festival-guides/coachella', '/travel-deals', '/community', '/legal', '/auth'];

const budgets = {
  homeJsGzip: 120 * 1024,
  performance: 95,
  accessibility: 100,
  bestPractices: 95,
  seo: 100,
  cls: 0.05,
  homeLcpRatio: 1.3,
};

function run(command, args) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function writeFloor() {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const floor = html.replace(/<script[^>]*type="module"[^>]*><\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
  await mkdir(join(dist, floorPath), { recursive: true });
  await writeFile(join(dist, floorPath, 'index.html'), floor);
}

async function firstVisitBytes(browser, path) {
  const page = await browser.newPage();
  const sizes = { js: 0, css: 0 };
  const pending = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => {
        sizes[type === 'script' ? 'js' : 'css'] += gzipSync(body).length;
      }, () => {}),
    );
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  await Promise.all(pending);
  await page.close();
  return sizes;
}

async function lighthouseRun(path) {
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags });
  try {
    const result = await lighthouse(`${origin}${path}`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
    });
    const { categories, audits } = result.lhr;
    const score = (id) => Math.round((categories[id]?.score ?? 0) * 100);
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
    };
  } finally {
    await chrome.kill();
  }
}

const lighthouseRuns = 3;

async function lighthouseScores(path) {
  const runs = [];
  for (let run = 0; run < lighthouseRuns; run += 1) runs.push(await lighthouseRun(path));
  const median = (key) => runs.map((run) => run[key]).sort((a, b) => a - b)[Math.floor(runs.length / 2)];
  return Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(key)]));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

await run('node', ['scripts/build.mjs']);
await writeFloor();
const server = spawn('node', ['scripts/serve.mjs', '--port', String(port), '--dir', dist], { stdio: 'ignore' });
await new Promise((resolve) => setTimeout(resolve, 800));

const failures = [];
try {
  const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
  const rows = [];
  for (const path of routes) {
    const bytes = await firstVisitBytes(browser, path);
    const scores = await lighthouseScores(path);
    rows.push({ path, ...bytes, ...scores });
  }
  await browser.close();
  const floor = await lighthouseScores(floorPath);

  console.log('\n| route | JS (gzip) | CSS (gzip) | perf | a11y | best practices | SEO | LCP | TBT | CLS |');
  console.log('|---|---|---|---|---|---|---|---|---|---|');
  for (const r of rows) {
    console.log(`| ${r.path} | ${kb(r.js)} | ${kb(r.css)} | ${r.performance} | ${r.accessibility} | ${r.bestPractices} | ${r.seo} | ${Math.round(r.lcp)} ms | ${Math.round(r.tbt)} ms | ${r.cls.toFixed(3)} |`);
    if (r.performance < budgets.performance) failures.push(`${r.path}: performance ${r.performance} < ${budgets.performance}`);
    if (r.accessibility < budgets.accessibility) failures.push(`${r.path}: accessibility ${r.accessibility} < ${budgets.accessibility}`);
    if (r.bestPractices < budgets.bestPractices) failures.push(`${r.path}: best practices ${r.bestPractices} < ${budgets.bestPractices}`);
    if (r.seo < budgets.seo) failures.push(`${r.path}: SEO ${r.seo} < ${budgets.seo}`);
    if (r.cls > budgets.cls) failures.push(`${r.path}: CLS ${r.cls} > ${budgets.cls}`);
  }
  const home = rows[0];
  const ratio = home.lcp / floor.lcp;
  console.log(`\nStatic floor (home content, no JavaScript): LCP ${Math.round(floor.lcp)} ms; home LCP ratio ${ratio.toFixed(2)}×`);
  if (home.js > budgets.homeJsGzip) failures.push(`home JS ${kb(home.js)} > ${kb(budgets.homeJsGzip)}`);
  if (ratio > budgets.homeLcpRatio) failures.push(`home LCP ratio ${ratio.toFixed(2)} > ${budgets.homeLcpRatio}`);
} finally {
  server.kill();
  await rm(join(dist, floorPath), { recursive: true, force: true });
}

if (failures.length) {
  console.error(`\nBudgets broken:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
