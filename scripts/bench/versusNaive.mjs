// How a measure of the site compares with the naive build's, measured in the same run (decision
// 047): as a ratio (TBT, INP) or as the time it adds (the first chat open).

/**
 * The site's measure over the naive build's, or null when either was not measured. Over a naive
 * measure of 0, equal is 1 and anything more is infinitely more: no ratio budget can hold it.
 * @param {number | null} ours
 * @param {number | null} naive
 * @returns {number | null}
 */
export function ratioToNaive(ours, naive) {
  if (ours === null || naive === null) return null;
  if (naive === 0) return ours === 0 ? 1 : Number.POSITIVE_INFINITY;
  return ours / naive;
}

/**
 * How much longer the site's measure is than the naive build's (negative when shorter), or null
 * when either was not measured.
 * @param {number | null} ours
 * @param {number | null} naive
 * @returns {number | null}
 */
export const beyondNaive = (ours, naive) => (ours === null || naive === null ? null : ours - naive);

/**
 * A ratio as the bench prints it: "0.84×", "∞×" over a naive 0, "not measured" without one.
 * @param {number | null} ratio
 */
export const ratioText = (ratio) => (ratio === null ? 'not measured' : `${Number.isFinite(ratio) ? ratio.toFixed(2) : '∞'}×`);
