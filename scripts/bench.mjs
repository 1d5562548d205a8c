// npm run bench: builds the site, serves it, and prints per route the JS and CSS a first visit
// loads (gzip bytes) and Lighthouse's mobile scores with LCP, TBT and CLS. It also measures a
// static, script-free copy of the home page (the floor) and fails when a budget of
// scripts/budgets.mjs is broken. Lighthouse runs five times per page and the median of each score
// and metric is reported: Lighthouse's guidance on variability (docs/variability.md) says the
// median of five runs about halves the spread of one run; with three, this 2-core machine's noise
// moved a route's score by up to 9 points between two runs of the same build.
//
// Beside Lighthouse, which cannot see whether a page works, it measures interaction on a
// phone-like setting (4x slower CPU, 150 ms round trip, 1.6 Mbps down): in fresh visits, the
// early interactions of scenarios/earlyInteractions.mjs are done the moment their control shows,
// and it counts those lost (or ending in another state than the visitor asked for: the outcome is
// that state) and the native navigations a form caused. It also times the chat from
// click to dialog, after an early click and on a settled page.
//
// The third part measures what happens after load, which Lighthouse's navigation mode cannot see:
// the INP of each interaction of scripts/bench/inpInteractions.mjs on a settled page
// (scripts/bench/inp.mjs). It runs against the end-to-end build (`--mode e2e`, in its own folder),
// not the production one: the production build has no Maps key and no Supabase project, so its
// map shows 'Map Failed to Load' and it has no accounts, and two of the interactions ('Pin My
// Spot', the account menu) would not exist. The end-to-end build is the same minified production
// bundle with `.env.e2e`'s configuration, whose services the MSW handlers of mocks/ answer.
//
// It reports the bytes the service worker precaches, against their budget.
//
// Each part also measures the naive build of the same pages (scripts/buildNaive.mjs, decision
// 047: the same app and content rendered by one `createRoot`, with no prerendered page, early
// capture or service worker), served beside the site on the next port, with the same mocks and
// configuration, visit for visit in turn with the site's, since this machine's speed drifts within
// an hour: Lighthouse's TBT per route, the first chat open, and the INP of each interaction, each
// reported as a ratio to the naive build's (or the time it adds) against its budget.
//
// Options: `--only lighthouse`, `--only interaction` or `--only inp` runs one part (the builds it
// needs still run); with `--only inp`, `--interaction <words>` measures only the interactions
// whose name contains those words; `--route <path>` has the Lighthouse part measure that route
// only (the home page's budgets are checked when it is `/`). Environment: BENCH_PORT (default
// 4310; the naive build is served on the port after it) and BUILD_OUT_DIR (default dist; the INP
// part builds into BUILD_OUT_DIR-e2e, the naive builds into each folder's name with `-naive`), so a
// bench can run beside other builds and servers.
import { spawn } from 'node:child_process';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { gzipSync } from 'node:zlib';
import { chromium } from 'playwright';
import {
  actAtFirstPaint,
  actWhenSettled,
  chatDialogName,
  dialogReady,
  earlyScenarios,
  loginOutcomes,
  observeInPage,
  outcomeShows,
  phoneLike,
  readObservation,
  storeBeforeVisit,
  throttle,
  watchNavigations,
} from '../scenarios/earlyInteractions.mjs';
import { benchRoutes } from './bench/benchRoutes.mjs';
import { chromiumPath, lighthouseIn, whileServingWithNaive } from './bench/lighthouseChrome.mjs';
import { inpVisits, measureInp } from './bench/inp.mjs';
import { inpReport } from './bench/inpReport.mjs';
import { markdownTable } from './bench/markdownTable.mjs';
import { median } from './bench/median.mjs';
import { inMs, orMissing } from './bench/printed.mjs';
import { projectModule } from './bench/projectModule.mjs';
import { loadServiceStandIns } from './bench/serviceStandIns.mjs';
import { beyondNaive, ratioText, ratioToNaive } from './bench/versusNaive.mjs';
import { breaks, budgets } from './budgets.mjs';
import { precacheSize } from './serviceWorker.mjs';

const port = Number(process.env.BENCH_PORT ?? 4310);
const origin = `http://localhost:${port}`;
const naivePort = port + 1;
const naiveOrigin = `http://localhost:${naivePort}`;
const dist = process.env.BUILD_OUT_DIR ?? 'dist';
const e2eDist = `${dist}-e2e`;
const parts = ['lighthouse', 'interaction', 'inp'];
const { values: options } = parseArgs({ options: { only: { type: 'string' }, interaction: { type: 'string' }, route: { type: 'string' } } });
if (options.only && !parts.includes(options.only)) throw new Error(`--only takes ${parts.join(', ')}, not ${options.only}`);
const measures = (part) => !options.only || options.only === part;
const floorPath = '/bench-floor/';

/**
 * Runs a command with this process's environment but NODE_ENV: loading a project module through
 * Vite's runner (projectModule) sets NODE_ENV=development here, and a build that inherited it
 * would bundle React's and XState's development builds.
 */
function run(command, args, env = {}) {
  const inherited = { ...process.env };
  delete inherited.NODE_ENV;
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', env: { ...inherited, ...env } });
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} exited with ${code}`))));
  });
}

async function writeFloor() {
  const html = await readFile(join(dist, 'index.html'), 'utf8');
  const floor = html.replace(/<script[^>]*type="module"[^>]*><\/script>/g, '').replace(/<link rel="modulepreload"[^>]*>/g, '');
  await mkdir(join(dist, floorPath), { recursive: true });
  await writeFile(join(dist, floorPath, 'index.html'), floor);
}

/** The mark the chat launcher sets when it prefetches the assistant while the browser is idle. */
const idlePrefetchMark = 'chat-assistant-idle-prefetch';

/**
 * The JS and CSS a first visit loads before the network goes quiet. Scripts requested once the
 * idle prefetch of the chat assistant has started are counted apart (`idleJs`): the page does not
 * wait for them, and they arrive when the browser has nothing else to do.
 */
async function firstVisitBytes(browser, path) {
  const page = await browser.newPage();
  const sizes = { js: 0, idleJs: 0, css: 0 };
  const loaded = [];
  page.on('response', (response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet') return;
    const startedAt = response.request().timing().startTime;
    loaded.push(response.body().then((body) => ({ type, startedAt, bytes: gzipSync(body).length }), () => null));
  });
  await page.goto(`${origin}${path}`, { waitUntil: 'networkidle' });
  const idleFrom = await page.evaluate((mark) => {
    const [entry] = performance.getEntriesByName(mark);
    return entry ? performance.timeOrigin + entry.startTime : null;
  }, idlePrefetchMark);
  for (const file of await Promise.all(loaded)) {
    if (!file) continue;
    if (file.type === 'stylesheet') sizes.css += file.bytes;
    else if (idleFrom !== null && file.startedAt >= idleFrom) sizes.idleJs += file.bytes;
    else sizes.js += file.bytes;
  }
  await page.close();
  return sizes;
}

/** The categories Lighthouse scores for the site; of the naive build, only what its TBT needs. */
const allCategories = ['performance', 'accessibility', 'best-practices', 'seo'];

async function lighthouseRun(url, scored) {
  const { categories, audits, runtimeError } = (await lighthouseIn(url, scored)).lhr;
  if (runtimeError) console.log(`Lighthouse could not measure ${url} in one run: ${runtimeError.code} (${runtimeError.message})`);
  const score = (id) => {
    const value = categories[id]?.score;
    return value === null || value === undefined ? null : Math.round(value * 100);
  };
  // A metric Lighthouse could not measure in this run has no value; the median leaves it out. A
  // run it could not record has none, and the line above already said why.
  const measured = (id) => {
    const { numericValue, errorMessage } = audits[id] ?? {};
    if (numericValue === undefined && !runtimeError) console.log(`Lighthouse gave no ${id} for ${url} in one run${errorMessage ? `: ${errorMessage}` : ''}`);
    return numericValue ?? null;
  };
  return {
    recorded: !runtimeError,
    scores: {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: measured('largest-contentful-paint'),
      tbt: measured('total-blocking-time'),
      cls: measured('cumulative-layout-shift'),
    },
  };
}

const lighthouseRuns = 5;

/**
 * A run Lighthouse could not record (a `runtimeError`, such as NO_NAVSTART, which its maintainers
 * call a flaky Chrome trace and answer with "run Lighthouse again") is run again, this many times
 * at most across a page's runs; a metric still missing is left out of the median.
 */
const lighthouseRetries = 3;

/**
 * The median scores of each page given (`{ url, categories }`), its runs taken in turn with the
 * others' (one run of each, then the next round), so a machine that slows down mid-way slows
 * every page alike.
 */
async function lighthouseScores(pages) {
  const measured = pages.map((page) => ({ ...page, runs: [], retries: lighthouseRetries }));
  for (let round = 0; round < lighthouseRuns; round += 1) {
    for (const page of measured) {
      for (;;) {
        const run = await lighthouseRun(page.url, page.categories);
        if (run.recorded || page.retries === 0) {
          page.runs.push(run.scores);
          break;
        }
        page.retries -= 1;
      }
    }
  }
  return measured.map(({ runs }) => Object.fromEntries(Object.keys(runs[0]).map((key) => [key, median(runs.map((run) => run[key]))])));
}

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const failures = [];

/** Every route's first-visit bytes and Lighthouse scores, its TBT against the naive build's, and the home page against the static floor. */
async function measureLighthouse(browser) {
  const rows = [];
  const routes = await benchRoutes();
  if (options.route && !routes.includes(options.route)) throw new Error(`--route takes one of ${routes.join(', ')}, not ${options.route}`);
  for (const path of options.route ? [options.route] : routes) {
    const bytes = await firstVisitBytes(browser, path);
    const [scores, naive] = await lighthouseScores([
      { url: `${origin}${path}`, categories: allCategories },
      { url: `${naiveOrigin}${path}`, categories: ['performance'] },
    ]);
    rows.push({ path, ...bytes, ...scores, naiveTbt: naive.tbt, tbtRatio: ratioToNaive(scores.tbt, naive.tbt) });
  }

  const score = (value) => orMissing(value, String);
  const clsText = (value) => orMissing(value, (cls) => cls.toFixed(3));
  console.log(`\n${markdownTable(
    ['route', 'JS (gzip)', 'idle prefetch (gzip)', 'CSS (gzip)', 'perf', 'a11y', 'best practices', 'SEO', 'LCP', 'TBT', 'naive TBT', 'TBT × naive', 'CLS'],
    rows.map((r) => [
      r.path,
      kb(r.js),
      kb(r.idleJs),
      kb(r.css),
      score(r.performance),
      score(r.accessibility),
      score(r.bestPractices),
      score(r.seo),
      orMissing(r.lcp, inMs),
      orMissing(r.tbt, inMs),
      orMissing(r.naiveTbt, inMs),
      ratioText(r.tbtRatio),
      clsText(r.cls),
    ]),
  )}`);
  for (const r of rows) {
    if (breaks(budgets.performance, r.performance)) failures.push(`${r.path}: performance ${r.performance} < ${budgets.performance.limit}`);
    if (breaks(budgets.accessibility, r.accessibility)) failures.push(`${r.path}: accessibility ${r.accessibility} < ${budgets.accessibility.limit}`);
    if (breaks(budgets.bestPractices, r.bestPractices)) failures.push(`${r.path}: best practices ${r.bestPractices} < ${budgets.bestPractices.limit}`);
    if (breaks(budgets.seo, r.seo)) failures.push(`${r.path}: SEO ${r.seo} < ${budgets.seo.limit}`);
    if (breaks(budgets.cls, r.cls)) failures.push(`${r.path}: CLS ${clsText(r.cls)} > ${budgets.cls.limit}`);
    if (breaks(budgets.tbtRatio, r.tbtRatio)) failures.push(`${r.path}: TBT ${ratioText(r.tbtRatio)} the naive build's > ${budgets.tbtRatio.limit}×`);
  }
  const home = rows.find((row) => row.path === '/');
  if (!home) return;
  const [floor] = await lighthouseScores([{ url: `${origin}${floorPath}`, categories: allCategories }]);
  const lcpRatio = home.lcp !== null && floor.lcp !== null ? home.lcp / floor.lcp : null;
  const lcpRatioText = orMissing(lcpRatio, (value) => value.toFixed(2));
  console.log(`\nStatic floor (home content, no JavaScript): LCP ${orMissing(floor.lcp, inMs)}; home LCP ratio ${lcpRatioText}×`);
  if (breaks(budgets.homeJsGzip, home.js)) failures.push(`home JS ${kb(home.js)} > ${kb(budgets.homeJsGzip.limit)}`);
  if (breaks(budgets.homeLcpRatio, lcpRatio)) failures.push(`home LCP ratio ${lcpRatioText} > ${budgets.homeLcpRatio.limit}`);
}

/** Fresh visits per interaction scenario, and for the warm chat. */
const interactionVisits = 3;

/**
 * One visit to the build served at `baseURL` in a new browser context (nothing cached), throttled
 * to the phone-like setting: acts at first paint, or on the settled page, and reports what the
 * visitor got.
 */
async function interactionVisit(browser, scenario, { settled, baseURL = origin }) {
  const context = await browser.newContext({ baseURL });
  const page = await context.newPage();
  try {
    await throttle(page);
    const navigations = watchNavigations(page);
    await observeInPage(page, scenario.dialog);
    await storeBeforeVisit(page, scenario);
    // A native submission can take the page away mid-action: the outcome check then tells.
    await (settled ? actWhenSettled : actAtFirstPaint)(page, scenario).catch(() => {});
    const shown = await outcomeShows(page, scenario);
    if (scenario.dialog) await dialogReady(page);
    const { actedBeforeHydration, actionToDialogMs, actionToReadyMs } = await readObservation(page);
    return {
      shown,
      actedBeforeHydration,
      actionToDialogMs,
      actionToReadyMs,
      nativeNavigations: navigations.nativeNavigations().length,
      typedInUrls: navigations.urlsCarrying(scenario.typed).length,
    };
  } finally {
    await context.close();
  }
}

/**
 * Every early interaction in fresh visits (the chat's each followed by one to the naive build, which
 * shows the launcher only once it has rendered), then the chat on settled pages.
 */
async function measureInteraction(browser) {
  const { storageKeys } = await projectModule('/src/lib/storage.ts');
  const scenarios = earlyScenarios(loginOutcomes.unconfigured, storageKeys);
  const chat = scenarios.find((scenario) => scenario.dialog === chatDialogName);
  const rows = [];
  const naiveFirstChat = [];
  for (const scenario of scenarios) {
    const visits = [];
    for (let visit = 0; visit < interactionVisits; visit += 1) {
      visits.push(await interactionVisit(browser, scenario, { settled: false }));
      if (scenario === chat) naiveFirstChat.push(await interactionVisit(browser, scenario, { settled: false, baseURL: naiveOrigin }));
    }
    rows.push({ scenario, visits });
  }
  const warm = [];
  for (let visit = 0; visit < interactionVisits; visit += 1) warm.push(await interactionVisit(browser, chat, { settled: true }));
  const firstChat = rows.find((row) => row.scenario === chat).visits;
  return {
    rows,
    firstChatOpenMs: median(firstChat.map((visit) => visit.actionToDialogMs)),
    naiveFirstChatOpenMs: median(naiveFirstChat.map((visit) => visit.actionToDialogMs)),
    warmChatOpenMs: median(warm.map((visit) => visit.actionToDialogMs)),
    firstChatReadyMs: median(firstChat.map((visit) => visit.actionToReadyMs)),
    warmChatReadyMs: median(warm.map((visit) => visit.actionToReadyMs)),
  };
}

/** The chat's timings: a dialog that never opened has none. */
const msOrNever = (value) => orMissing(value, inMs, 'never');

function reportInteraction({ rows, firstChatOpenMs, naiveFirstChatOpenMs, warmChatOpenMs, firstChatReadyMs, warmChatReadyMs }) {
  const { cpuSlowdown, latencyMs, downloadKbps, uploadKbps } = phoneLike;
  console.log(`\nInteraction (${cpuSlowdown}× CPU, ${latencyMs} ms round trip, ${downloadKbps / 1000} Mbps down, ${uploadKbps} kbps up; ${interactionVisits} fresh visits each, acting the moment the control shows)`);
  console.log('\n| early interaction | page | outcome shown | lost or wrong | acted before hydration | native navigations | typed text in a URL |');
  console.log('|---|---|---|---|---|---|---|');
  const sum = (visits, key) => visits.reduce((total, visit) => total + visit[key], 0);
  let lost = 0;
  let native = 0;
  for (const { scenario, visits } of rows) {
    const shown = visits.filter((visit) => visit.shown).length;
    const early = visits.filter((visit) => visit.actedBeforeHydration).length;
    const navigations = sum(visits, 'nativeNavigations');
    const typed = sum(visits, 'typedInUrls');
    console.log(`| ${scenario.name} | ${scenario.path} | ${shown}/${visits.length} | ${visits.length - shown} | ${early}/${visits.length} | ${navigations} | ${typed} |`);
    lost += visits.length - shown;
    native += navigations;
    if (breaks(budgets.typedInUrls, typed)) failures.push(`${scenario.name}: typed text in ${typed} URL(s)`);
  }
  console.log(`\nChat, click to dialog on screen (median): first, after an early click, ${msOrNever(firstChatOpenMs)}; warm, on a settled page, ${msOrNever(warmChatOpenMs)}`);
  const overNaive = beyondNaive(firstChatOpenMs, naiveFirstChatOpenMs);
  console.log(`Chat, click to dialog on screen in the naive build (median; clicked the moment its launcher shows): ${msOrNever(naiveFirstChatOpenMs)}; the site's first open less the naive build's: ${orMissing(overNaive, inMs)}`);
  console.log(`Chat, click to the assistant ready (not busy, focus inside; no budget): first ${msOrNever(firstChatReadyMs)}; warm ${msOrNever(warmChatReadyMs)}`);
  if (breaks(budgets.lostInteractions, lost)) failures.push(`${lost} early interaction(s) lost or wrong`);
  if (breaks(budgets.nativeNavigations, native)) failures.push(`${native} native navigation(s) caused by a form`);
  if (breaks(budgets.firstChatOpenMs, firstChatOpenMs)) failures.push(`first chat open ${msOrNever(firstChatOpenMs)} > ${budgets.firstChatOpenMs.limit} ms`);
  if (breaks(budgets.firstChatOverNaiveMs, overNaive)) failures.push(`first chat open adds ${orMissing(overNaive, inMs)} to the naive build's > ${budgets.firstChatOverNaiveMs.limit} ms`);
  if (breaks(budgets.warmChatOpenMs, warmChatOpenMs)) failures.push(`warm chat open ${msOrNever(warmChatOpenMs)} > ${budgets.warmChatOpenMs.limit} ms`);
}

/** Serves a build on the bench's port, and its naive build on the next, while `measure` runs. */
const whileServing = (dir, measure) => whileServingWithNaive(dir, port, measure);

const browser = await chromium.launch({ executablePath: chromiumPath, args: ['--no-sandbox', '--disable-gpu'] });
try {
  if (measures('lighthouse') || measures('interaction')) {
    await run('node', ['scripts/build.mjs'], { SITE_URL: origin });
    await run('node', ['scripts/buildNaive.mjs'], { SITE_URL: origin });
    const precache = await precacheSize(dist);
    console.log(`\nService worker precache: ${kb(precache)} (budget ${kb(budgets.precacheBytes.limit)})`);
    if (breaks(budgets.precacheBytes, precache)) failures.push(`precache ${kb(precache)} > ${kb(budgets.precacheBytes.limit)}`);
    if (measures('lighthouse')) await writeFloor();
    try {
      await whileServing(dist, async () => {
        if (measures('lighthouse')) await measureLighthouse(browser);
        if (measures('interaction')) reportInteraction(await measureInteraction(browser));
      });
    } finally {
      await rm(join(dist, floorPath), { recursive: true, force: true });
    }
  }
  if (measures('inp')) {
    await run('node', ['scripts/build.mjs', '--mode', 'e2e'], { BUILD_OUT_DIR: e2eDist });
    await run('node', ['scripts/buildNaive.mjs', '--mode', 'e2e'], { BUILD_OUT_DIR: e2eDist });
    const services = await loadServiceStandIns();
    await whileServing(e2eDist, async () => {
      const { table, failures: broken } = inpReport(await measureInp({ browser, origin, naiveOrigin, services, named: options.interaction }));
      console.log(`\nINP after load (${inpVisits} fresh visits each, 4× CPU, 390 × 844 viewport; the interaction's Event Timing duration and its parts, median of each)\n\n${table}`);
      failures.push(...broken);
    });
  }
} finally {
  await browser.close();
}

if (failures.length) {
  console.error(`\nBudgets broken:\n- ${failures.join('\n- ')}`);
  process.exit(1);
}
console.log('\nAll budgets met.');
