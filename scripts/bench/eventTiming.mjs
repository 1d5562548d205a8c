/**
 * @typedef {object} EventEntry What the bench keeps of a PerformanceEventTiming entry.
 * @property {number} interactionId
 * @property {number} startTime
 * @property {number} duration
 * @property {number} processingStart
 * @property {number} processingEnd
 */

/**
 * @typedef {object} InteractionTiming The number INP counts for one interaction, and its parts.
 * @property {number} duration From the input to the next paint: the longest entry of the interaction.
 * @property {number} inputDelay From the input until its first handler ran.
 * @property {number} processing From the first handler's start to the last handler's end.
 * @property {number} presentation From the last handler's end to the next paint.
 */

/** Entries whose next paint is this close are painted in the same frame (durations are rounded to 8 ms). */
const sameFrameMs = 8;

/**
 * The slowest interaction among the Event Timing entries, split as web-vitals' attribution build
 * splits it. The entries of one interaction (pointerdown, pointerup, click; or keydown, keyup) share
 * an `interactionId`, and its duration, what INP counts, is the longest of theirs. Its parts come
 * from the entries painted in that longest entry's frame: the input delay until the first of them
 * was handled, the processing until the last handler ended, and the presentation from there to
 * the paint. Durations are rounded to 8 ms by the browser, so the parts may not add up to the
 * duration exactly. Null when no entry belongs to an interaction (none reached the observer's
 * 16 ms threshold).
 * @param {EventEntry[]} entries
 * @returns {InteractionTiming | null}
 */
export function slowestInteraction(entries) {
  const ofInteractions = entries.filter((entry) => entry.interactionId);
  if (ofInteractions.length === 0) return null;
  const longest = ofInteractions.reduce((a, b) => (b.duration > a.duration ? b : a));
  const paintedAt = longest.startTime + longest.duration;
  const frame = ofInteractions
    .filter((entry) => entry.interactionId === longest.interactionId && Math.abs(entry.startTime + entry.duration - paintedAt) <= sameFrameMs)
    .sort((a, b) => a.startTime - b.startTime);
  const first = frame[0] ?? longest;
  const processingEnd = Math.max(...frame.map((entry) => entry.processingEnd));
  return {
    duration: longest.duration,
    inputDelay: first.processingStart - first.startTime,
    processing: processingEnd - first.processingStart,
    presentation: Math.max(paintedAt - processingEnd, 0),
  };
}
