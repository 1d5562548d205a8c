// npm run profile -- [--route <path>]… [--runs <n>]: where the main thread goes on a page, beside
// the naive build's (issue 38, decision 047). It serves an existing build (BUILD_OUT_DIR, default
// dist, and its `-naive` twin; `npm run bench` makes both) and runs Lighthouse's mobile
// navigation on each route, the two builds in turn, and prints the medians of its breakdown
// audits: `mainthread-work-breakdown` (the time per kind of work: script evaluation, style and
// layout, parsing…), `bootup-time` (the time per script), and `long-tasks` (every task over
// 50 ms, with the script it is blamed on). The bench says whether a budget holds; this says why.
import { parseArgs } from 'node:util';
import { lighthouseIn, whileServingWithNaive } from './bench/lighthouseChrome.mjs';
import { markdownTable } from './bench/markdownTable.mjs';
import { median } from './bench/median.mjs';

const { values: options } = parseArgs({
  options: { route: { type: 'string', multiple: true, default: ['/'] }, runs: { type: 'string', default: '3' }, port: { type: 'string', default: '4330' } },
});
const port = Number(options.port);
const dist = process.env.BUILD_OUT_DIR ?? 'dist';
const builds = [
  { name: 'site', origin: `http://localhost:${port}` },
  { name: 'naive', origin: `http://localhost:${port + 1}` },
];

/** The breakdown audits of one Lighthouse run of `url`. */
async function breakdown(url) {
  const { lhr } = await lighthouseIn(url, ['performance']);
  const items = (id) => lhr.audits[id]?.details?.items ?? [];
  return {
    tbt: lhr.audits['total-blocking-time']?.numericValue ?? null,
    fcp: lhr.audits['first-contentful-paint']?.numericValue ?? null,
    work: Object.fromEntries(items('mainthread-work-breakdown').map((item) => [item.groupLabel ?? item.group, item.duration])),
    scripts: Object.fromEntries(items('bootup-time').map((item) => [shortUrl(item.url), item.total])),
    longTasks: items('long-tasks').map((task) => ({ url: shortUrl(task.url), start: task.startTime, duration: task.duration })),
  };
}

/** A URL without its origin, and an asset without its content hash. */
function shortUrl(url) {
  try {
    const { pathname } = new URL(url);
    return pathname.replace(/-[\w-]{8}\.js$/, '.js');
  } catch {
    return url;
  }
}

/** The median per key across runs, a key missing from a run counting 0, largest first. */
function medians(records) {
  const keys = new Set(records.flatMap((record) => Object.keys(record)));
  return [...keys].map((key) => [key, median(records.map((record) => record[key] ?? 0))]).sort((a, b) => b[1] - a[1]);
}

const ms = (value) => `${Math.round(value)} ms`;

await whileServingWithNaive(dist, port, async () => {
  for (const route of options.route) {
    /** @type {Record<string, Awaited<ReturnType<typeof breakdown>>[]>} */
    const runs = { site: [], naive: [] };
    for (let round = 0; round < Number(options.runs); round += 1) {
      for (const build of builds) runs[build.name].push(await breakdown(`${build.origin}${route}`));
    }
    console.log(`\n## ${route}, median of ${options.runs} Lighthouse mobile runs per build, in turn\n`);
    console.log(`TBT: site ${ms(median(runs.site.map((run) => run.tbt)))}, naive ${ms(median(runs.naive.map((run) => run.tbt)))}\n`);
    for (const [title, pick] of [
      ['Main-thread work by kind', (run) => run.work],
      ['Main-thread time by script', (run) => run.scripts],
    ]) {
      const site = medians(runs.site.map(pick));
      const naive = new Map(medians(runs.naive.map(pick)));
      console.log(`**${title}:**\n`);
      console.log(markdownTable(['', 'site', 'naive'], site.slice(0, 10).map(([key, value]) => [key, ms(value), ms(naive.get(key) ?? 0)])));
      console.log('');
    }
    for (const build of builds) {
      // A task counts toward TBT by what it runs past 50 ms after the first contentful paint.
      const tasks = runs[build.name].map((run) =>
        [`FCP ${ms(run.fcp)}`, ...run.longTasks.filter((task) => task.start + task.duration > run.fcp).map((task) => `${task.url} ${ms(task.duration)} at ${ms(task.start)}`)].join('; '),
      );
      console.log(`**Long tasks after the first contentful paint, ${build.name}, each run:**\n`);
      for (const line of tasks) console.log(`- ${line || 'none'}`);
      console.log('');
    }
  }
});
