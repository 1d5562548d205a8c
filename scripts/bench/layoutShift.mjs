/**
 * @typedef {object} LayoutShift What the bench keeps of a `layout-shift` entry.
 * @property {number} startTime
 * @property {number} value
 * @property {boolean} hadRecentInput Whether an input came within 500 ms before: such a shift is
 *   the visitor's doing, and CLS leaves it out.
 */

/** A session window ends after this long without a shift… */
const gapMs = 1000;
/** …or when it has lasted this long. */
const windowMs = 5000;

/**
 * Cumulative Layout Shift as Chrome and web-vitals count it: the shifts no input caused, grouped
 * in session windows (a window closes after a second without a shift or after five seconds), and
 * the largest window's sum.
 * @param {LayoutShift[]} shifts
 * @returns {number}
 */
export function cumulativeLayoutShift(shifts) {
  let largest = 0;
  let sum = 0;
  let windowStart = Number.NEGATIVE_INFINITY;
  let previous = Number.NEGATIVE_INFINITY;
  for (const shift of [...shifts].sort((a, b) => a.startTime - b.startTime)) {
    if (shift.hadRecentInput) continue;
    if (shift.startTime - previous >= gapMs || shift.startTime - windowStart >= windowMs) {
      windowStart = shift.startTime;
      sum = 0;
    }
    sum += shift.value;
    previous = shift.startTime;
    largest = Math.max(largest, sum);
  }
  return largest;
}
