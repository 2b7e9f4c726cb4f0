/*
 * Repeat-order statistics (issue 4, /analytics/customer/repeat-orders): customers by number of
 * counted orders, and the days between a customer's 1st and 2nd (or 2nd and 3rd) order as a
 * median, an average and a histogram. The database hands over frequency tables (value → number
 * of customers), small whatever the number of customers; these rules turn them into figures.
 */

/** A range of whole numbers, both ends included; `to` null = no upper end. */
export interface CountRange {
  from: number;
  to: number | null;
}

/** Customers by counted orders: 1, 2, 3, 4, 5, 6–10, 11 and more. */
export const ORDER_COUNT_BUCKETS: readonly CountRange[] = [
  { from: 1, to: 1 },
  { from: 2, to: 2 },
  { from: 3, to: 3 },
  { from: 4, to: 4 },
  { from: 5, to: 5 },
  { from: 6, to: 10 },
  { from: 11, to: null },
];

/** Days between two orders: 0–7, 8–14, 15–30, 31–60, 61–90, 91–180, 181–365, more than 365. */
export const GAP_DAY_BUCKETS: readonly CountRange[] = [
  { from: 0, to: 7 },
  { from: 8, to: 14 },
  { from: 15, to: 30 },
  { from: 31, to: 60 },
  { from: 61, to: 90 },
  { from: 91, to: 180 },
  { from: 181, to: 365 },
  { from: 366, to: null },
];

/** The index of the range holding `value`, or -1 when none does (below the first). */
export function rangeIndex(ranges: readonly CountRange[], value: number): number {
  return ranges.findIndex((range) => value >= range.from && (range.to === null || value <= range.to));
}

/** One row of a frequency table: `count` customers have `value`. */
export interface Frequency {
  value: number;
  count: number;
}

/** Counts per range; values outside every range are left out. */
export function countByRange(ranges: readonly CountRange[], frequencies: readonly Frequency[]): number[] {
  const counts = ranges.map(() => 0);
  for (const { value, count } of frequencies) {
    const index = rangeIndex(ranges, value);
    if (index >= 0) counts[index] = (counts[index] ?? 0) + count;
  }
  return counts;
}

/**
 * The median of a frequency table: the middle value, or the mean of the two middle values when
 * the total count is even; null for an empty table.
 */
export function medianOfFrequencies(frequencies: readonly Frequency[]): number | null {
  const sorted = frequencies.filter((row) => row.count > 0).sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, row) => sum + row.count, 0);
  if (total === 0) return null;
  // 1-based positions of the middle value(s).
  const lower = Math.floor((total + 1) / 2);
  const upper = Math.floor(total / 2) + 1;
  return (valueAt(sorted, lower) + valueAt(sorted, upper)) / 2;
}

function valueAt(sorted: readonly Frequency[], position: number): number {
  let seen = 0;
  for (const row of sorted) {
    seen += row.count;
    if (seen >= position) return row.value;
  }
  return sorted[sorted.length - 1]?.value ?? 0;
}

/** The mean of a frequency table; null for an empty table. */
export function meanOfFrequencies(frequencies: readonly Frequency[]): number | null {
  let total = 0;
  let sum = 0;
  for (const { value, count } of frequencies) {
    total += count;
    sum += value * count;
  }
  return total === 0 ? null : sum / total;
}

export interface GapSummary {
  /** Customers with both orders. */
  customers: number;
  medianDays: number | null;
  averageDays: number | null;
  /** Customers per GAP_DAY_BUCKETS range. */
  buckets: number[];
}

/** Median, average and histogram of the days between two orders, from a frequency table. */
export function summariseGaps(frequencies: readonly Frequency[]): GapSummary {
  return {
    customers: frequencies.reduce((sum, row) => sum + row.count, 0),
    medianDays: medianOfFrequencies(frequencies),
    averageDays: meanOfFrequencies(frequencies),
    buckets: countByRange(GAP_DAY_BUCKETS, frequencies),
  };
}
