/** Characters that make a spreadsheet read a cell as a formula (OWASP CSV injection). */
const FORMULA_TRIGGERS = new Set(['=', '+', '-', '@', '\t', '\r']);
const PLAIN_NUMBER = /^-?\d+(?:[.,]\d+)?$/;

/**
 * Makes a cell of an exported CSV safe to open in a spreadsheet: text starting with `= + - @`, a
 * tab or a carriage return gets a leading apostrophe, so `=HYPERLINK(…)` shows as text. Numbers,
 * including negative ones written as text (`-5`), stay numeric. Idempotent: an escaped cell
 * starts with the apostrophe and is left alone.
 */
export function sanitizeCsvCell(value: string | number | boolean | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  const first = value[0];
  if (first === undefined || !FORMULA_TRIGGERS.has(first)) return value;
  if (PLAIN_NUMBER.test(value)) return value;
  return `'${value}`;
}
