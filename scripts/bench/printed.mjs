// How the bench prints a measure: a duration in whole milliseconds, and a value that was never
// measured in words instead of a number.

/** A duration, rounded to the millisecond. */
export const inMs = (/** @type {number} */ value) => `${Math.round(value)} ms`;

/**
 * The value as `format` prints it, or `missing` when there is none: a metric Lighthouse could not
 * record reads 'not measured'; a dialog that never opened, 'never'.
 * @param {number | null | undefined} value
 * @param {(value: number) => string} format
 * @param {string} [missing]
 */
export const orMissing = (value, format, missing = 'not measured') => (value === null || value === undefined ? missing : format(value));
