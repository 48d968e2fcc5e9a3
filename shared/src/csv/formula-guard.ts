/**
 * The one formula guard of every CSV the console writes. A spreadsheet runs a text cell that starts with
 * = + - @ (or a tab or return before one), so such a text gets a leading '. A plain number is left
 * alone: a number value is never text, and text that is a whole number such as -37.76 is read as that
 * number and runs nothing (the guard used to turn half the latitudes into '-37.76).
 */
export const CSV_FORMULA_START = /^(?!-?\d+(?:\.\d+)?(?:e[+-]?\d+)?$)[=+\-@\t\r]/i;

/** A cell as papaparse should write it: numbers and booleans as they are, anything else as safe text. */
export function csvCell(value: unknown): string | number | boolean {
  if (typeof value === 'number' || typeof value === 'boolean') return value;
  if (value === null || value === undefined) return '';
  const text = typeof value === 'object' ? JSON.stringify(value) : String(value as string | bigint);
  return CSV_FORMULA_START.test(text) ? `'${text}` : text;
}
