/**
 * The middle of the values given, nulls left out (of an even count, the upper of the two middle
 * values: a value that was measured), or null when none is left.
 * @param {(number | null)[]} values
 * @returns {number | null}
 */
export function median(values) {
  const sorted = values.filter((value) => value !== null).sort((a, b) => a - b);
  return sorted.length ? sorted[Math.floor(sorted.length / 2)] : null;
}
