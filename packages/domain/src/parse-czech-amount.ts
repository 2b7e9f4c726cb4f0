import type { DecimalSeparator } from '@ziskomer/contracts';

export type AmountErrorCode = 'empty' | 'not_a_number' | 'scientific_notation' | 'out_of_range';
export type AmountResult = { ok: true; value: number } | { ok: false; code: AmountErrorCode };

/** The largest amount numeric(14,2) holds. */
const MAX_AMOUNT = 999_999_999_999.99;
// Spaces used as thousands separators: normal, no-break (Excel), narrow no-break and thin (Intl).
const GROUP_SPACES = /[ \u00a0\u202f\u2009]/g;
const CURRENCY = /^(?:kč|czk|eur|€|usd|\$)\s*|\s*(?:kč|czk|eur|€|usd|\$|,-)$/i;
const SCIENTIFIC = /^[-+]?\d+(?:[.,]\d+)?e[-+]?\d+$/i;

/**
 * Reads a money amount as Czech files write it: `1 234,50` (with any kind of space), `1.234,50`,
 * `1,234.50`, `-5`, `1234.5`, an optional currency (`Kč`, `CZK`, `€` …). When a number has only
 * one kind of separator, `decimal` says which it is, unless the other reading is impossible
 * (`12.5` with decimal `,` can only be twelve and a half). Excel's scientific notation
 * (`1,23E+11`) is refused: the digits it hides are lost.
 */
export function parseCzechAmount(text: string, decimal: DecimalSeparator = ','): AmountResult {
  const plain = parsePlainAmount(text, decimal);
  if (plain) return plain;
  let value = text.trim();
  if (value === '') return { ok: false, code: 'empty' };
  value = value.replace(CURRENCY, '').trim();
  let sign = '';
  if (value.startsWith('-') || value.startsWith('\u2212')) {
    sign = '-';
    value = value.slice(1).trim();
  } else if (value.startsWith('+')) {
    value = value.slice(1).trim();
  }
  if (SCIENTIFIC.test(value)) return { ok: false, code: 'scientific_notation' };
  value = value.replace(GROUP_SPACES, '');
  const normalised = normaliseSeparators(value, decimal);
  if (normalised === null) return { ok: false, code: 'not_a_number' };
  const number = Number(sign + normalised);
  if (!Number.isFinite(number)) return { ok: false, code: 'not_a_number' };
  if (Math.abs(number) > MAX_AMOUNT) return { ok: false, code: 'out_of_range' };
  // -0 from '-0,00' is plain 0.
  return { ok: true, value: number === 0 ? 0 : number };
}

/**
 * The common case, read without regular expressions (an import reads millions of amounts): an
 * optional minus, digits, and at most one separator followed by digits. The result is the one the
 * general rules give; anything else (spaces, currency, signs, groups) returns null for them.
 */
function parsePlainAmount(text: string, decimal: DecimalSeparator): AmountResult | null {
  const length = text.length;
  const start = text.charCodeAt(0) === MINUS ? 1 : 0;
  let separator = -1;
  for (let index = start; index < length; index++) {
    const code = text.charCodeAt(index);
    if (code >= DIGIT_0 && code <= DIGIT_9) continue;
    if ((code !== COMMA && code !== DOT) || separator !== -1) return null;
    separator = index;
  }
  if (separator === start || separator === length - 1 || start === length) return null;
  let digits: string;
  if (separator === -1) {
    digits = text;
  } else {
    const whole = text.slice(start, separator);
    const fraction = text.slice(separator + 1);
    // `1.234` in a file with decimal commas (or `1,234` with dots) groups thousands.
    const grouped = text[separator] !== decimal && fraction.length === 3 && whole.length <= 3;
    digits = `${start === 1 ? '-' : ''}${whole}${grouped ? '' : '.'}${fraction}`;
  }
  const number = Number(digits);
  if (!Number.isFinite(number)) return null;
  if (Math.abs(number) > MAX_AMOUNT) return { ok: false, code: 'out_of_range' };
  return { ok: true, value: number === 0 ? 0 : number };
}

const MINUS = 45;
const COMMA = 44;
const DOT = 46;
const DIGIT_0 = 48;
const DIGIT_9 = 57;

/** Digits with at most one `.` as the decimal point, or null when the text is not a number. */
function normaliseSeparators(value: string, decimal: DecimalSeparator): string | null {
  if (!/^[\d.,]+$/.test(value) || !/\d/.test(value)) return null;
  const lastComma = value.lastIndexOf(',');
  const lastDot = value.lastIndexOf('.');
  if (lastComma !== -1 && lastDot !== -1) {
    // Both present: the last one is the decimal separator, the other groups thousands.
    const decimalChar = lastComma > lastDot ? ',' : '.';
    const groupChar = decimalChar === ',' ? '.' : ',';
    const [whole, fraction, ...rest] = value.split(decimalChar);
    if (rest.length > 0 || fraction === undefined || fraction.includes(groupChar) || fraction === '')
      return null;
    if (!isGrouped(whole ?? '', groupChar)) return null;
    return `${whole!.split(groupChar).join('')}.${fraction}`;
  }
  const separator = lastComma !== -1 ? ',' : lastDot !== -1 ? '.' : null;
  if (separator === null) return value;
  const parts = value.split(separator);
  if (parts.length > 2) return isGrouped(value, separator) ? parts.join('') : null;
  const [whole, fraction] = parts as [string, string];
  if (whole === '' || fraction === '') return null;
  // One separator: it is the decimal one, unless it is the file's thousands separator and the
  // number is grouped by three (1.234 in a file with decimal commas is one thousand two hundred…).
  if (separator !== decimal && fraction.length === 3 && whole.length <= 3 && isGrouped(value, separator)) {
    return whole + fraction;
  }
  return `${whole}.${fraction}`;
}

/** True for `1`, `12`, `1.234`, `12.345.678` — groups of three after a first group of one to three. */
function isGrouped(whole: string, groupChar: string): boolean {
  if (!whole.includes(groupChar)) return /^\d+$/.test(whole);
  const groups = whole.split(groupChar);
  return /^\d{1,3}$/.test(groups[0] ?? '') && groups.slice(1).every((group) => /^\d{3}$/.test(group));
}

/**
 * Guesses the decimal separator of a column from sample values. A value with both separators is
 * decided by the last one; a single separator decides unless three digits follow it (`1.234` may
 * be thousands). Without evidence, the Czech comma.
 */
export function detectDecimalSeparator(samples: string[]): DecimalSeparator {
  let comma = 0;
  let dot = 0;
  for (const sample of samples) {
    const value = sample
      .trim()
      .replace(GROUP_SPACES, '')
      .replace(CURRENCY, '')
      .replace(/^[-+\u2212]/, '');
    if (!/^[\d.,]*\d$/.test(value)) continue;
    const last = Math.max(value.lastIndexOf(','), value.lastIndexOf('.'));
    if (last === -1) continue;
    const separator = value[last];
    const both = value.includes(',') && value.includes('.');
    const single = value.split(separator!).length === 2;
    if (both || (single && value.length - last - 1 !== 3)) {
      if (separator === ',') comma++;
      else dot++;
    }
  }
  return dot > comma ? '.' : ',';
}

/** Excel turns long numeric IDs into `1,23E+11`; the original digits cannot be recovered. */
export function isScientificNotation(text: string): boolean {
  return SCIENTIFIC.test(text.trim().replace(GROUP_SPACES, ''));
}
