/**
 * The label of a money range on a narrow axis, from a compact number format ("1 tis.", "2K"):
 * "1–2 tis." when both ends share the unit, "500–1 tis." when they do not, "5 mld.+" for the open
 * last range.
 */
export function formatRangeLabel(
  from: number,
  to: number | null,
  compact: (value: number) => string,
): string {
  if (to === null) return `${compact(from)}+`;
  const low = splitUnit(compact(from));
  const high = splitUnit(compact(to));
  if (low.unit === high.unit) return `${low.number}–${high.number}${high.separator}${high.unit}`;
  return `${compact(from)}–${compact(to)}`;
}

/** "2 tis." → 2, " ", "tis."; "2K" → 2, "", "K"; "500" → 500, "", "". */
function splitUnit(text: string): { number: string; separator: string; unit: string } {
  const match = /^([-\d\s\u00a0.,]*\d)(\s|\u00a0)?(.*)$/.exec(text);
  if (!match) return { number: text, separator: '', unit: '' };
  return { number: match[1]!, separator: match[2] ?? '', unit: match[3] ?? '' };
}

/** How far a count is towards a requirement, 0–1. */
export function progressTowards(value: number, required: number): number {
  if (!(required > 0)) return 1;
  return Math.max(0, Math.min(1, value / required));
}

/** A value's share of a total, 0 when the total is not positive. */
export function shareOfTotal(value: number | null, total: number | null): number {
  if (value === null || total === null || !(total > 0)) return 0;
  return value / total;
}

/** How likely a customer still buys, for colours: below 40 % low, below 60 % middling, else high. */
export function aliveLevel(probability: number): 'low' | 'medium' | 'high' {
  if (probability < 0.4) return 'low';
  if (probability < 0.6) return 'medium';
  return 'high';
}

/**
 * Money for a headline tile: exact below a million, compact above ("6,0 mil. Kč", "CZK 6.0m"),
 * so that a forecast of tens of millions still fits a phone's half-width tile.
 */
export function formatTileMoney(value: number, currency: string, locale: string): string {
  const compact = Math.abs(value) >= 1_000_000;
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    notation: compact ? 'compact' : 'standard',
    minimumFractionDigits: compact ? 1 : 0,
    maximumFractionDigits: compact ? 1 : 0,
  }).format(value);
}

/**
 * How a forecast compares with what happened, for a sentence: more or less by a whole per cent,
 * "exact" when it rounds to 0 %, "none" when nothing happened (no share of nothing exists).
 */
export function describeForecastError(
  predicted: number,
  actual: number,
): { kind: 'more' | 'less' | 'exact' | 'none'; share: number } {
  if (!(actual > 0)) return { kind: 'none', share: 0 };
  const error = (predicted - actual) / actual;
  const share = Math.round(Math.abs(error) * 100) / 100;
  if (share === 0) return { kind: 'exact', share: 0 };
  return { kind: error > 0 ? 'more' : 'less', share };
}
