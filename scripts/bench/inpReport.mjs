// The INP part's report: the median of each interaction's visits, beside the naive build's, the
// table the bench prints, and the budgets broken.
import { breaks, budgets } from '../budgets.mjs';
import { markdownTable } from './markdownTable.mjs';
import { median } from './median.mjs';
import { inMs } from './printed.mjs';
import { ratioText, ratioToNaive } from './versusNaive.mjs';

/** @typedef {import('./eventTiming.mjs').InteractionTiming} InteractionTiming */
/** @typedef {import('./inp.mjs').InpRow} InpRow */

/**
 * The median of each part over an interaction's visits. Each part's median is taken on its own, so
 * the three need not add up to the median duration.
 * @param {InteractionTiming[]} visits
 * @returns {InteractionTiming}
 */
export function medianTiming(visits) {
  const of = (/** @type {keyof InteractionTiming} */ key) => median(visits.map((visit) => visit[key])) ?? 0;
  return { duration: of('duration'), inputDelay: of('inputDelay'), processing: of('processing'), presentation: of('presentation') };
}

/** An interaction with no entry was quicker than the 16 ms the browser reports from. */
const durationText = (/** @type {number} */ value) => (value === 0 ? '< 16 ms' : inMs(value));

/**
 * The INP table as the bench prints it, and the budgets it breaks: the INP of each interaction,
 * on its own and to the naive build's where the naive build has the interaction, and the layout
 * shift of each page as it loaded and settled (the largest of its visits).
 * @param {InpRow[]} rows
 * @returns {{ table: string, failures: string[] }}
 */
export function inpReport(rows) {
  const failures = [];
  const lines = [];
  /** @type {Map<string, number>} */
  const loadCls = new Map();
  for (const { interaction, visits, naiveVisits } of rows) {
    const timing = medianTiming(visits);
    const all = visits.map((visit) => Math.round(visit.duration)).join(', ');
    const naive = naiveVisits.length > 0 ? medianTiming(naiveVisits).duration : null;
    const ratio = ratioToNaive(timing.duration, naive);
    const naiveText = naive === null ? 'not there' : durationText(naive);
    lines.push([interaction.name, interaction.path, durationText(timing.duration), inMs(timing.inputDelay), inMs(timing.processing), inMs(timing.presentation), all, naiveText, naive === null ? '' : ratioText(ratio)]);
    if (breaks(budgets.inpMs, timing.duration)) failures.push(`${interaction.name}: INP ${inMs(timing.duration)} > ${budgets.inpMs.limit} ms`);
    if (naive !== null && breaks(budgets.inpRatio, ratio)) failures.push(`${interaction.name}: INP ${ratioText(ratio)} the naive build's (${naiveText}) > ${budgets.inpRatio.limit}×`);
    loadCls.set(interaction.path, Math.max(loadCls.get(interaction.path) ?? 0, ...visits.map((visit) => visit.loadCls)));
  }
  for (const [path, cls] of loadCls) {
    if (breaks(budgets.cls, cls)) failures.push(`${path} (end-to-end build, services answered): CLS ${cls.toFixed(3)} > ${budgets.cls.limit}`);
  }
  const table = [
    markdownTable(['interaction', 'page', 'INP (median)', 'input delay', 'processing', 'presentation', 'each visit (ms)', 'naive INP (median)', 'INP × naive'], lines),
    markdownTable(
      ['page', 'CLS as it loads and settles (largest of its visits)'],
      [...loadCls].map(([path, cls]) => [path, cls.toFixed(3)]),
    ),
  ].join('\n\n');
  return { table, failures };
}
