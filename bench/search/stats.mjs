// @ts-check
// Small formatting and statistics helpers shared by the search benches.

/** @param {number} bytes */
export const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/**
 * The value at fraction `p` (0.5 median, 0.95 p95) of a list of numbers.
 * @param {number[]} values
 * @param {number} p
 */
export const percentile = (values, p) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(values.length * p))];

/**
 * A table row: each cell padded to a column width.
 * @param {(string | number)[]} cells
 * @param {number} width
 */
export const row = (cells, width) => cells.map((cell) => String(cell).padEnd(width)).join('');
