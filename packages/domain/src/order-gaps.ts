/*
 * Numbers of days as histograms (docs/METRICS.md "Order timing and customer journey"): the days
 * between a customer's consecutive orders, or from the first order to the second, in whole
 * calendar days of the shop's zone, summarised as a median, a mean and fixed buckets.
 */

/** How many orders (or customers) came after `days` days. */
export interface DayCount {
  days: number;
  count: number;
}

export interface DaySummary {
  count: number;
  /** The middle value; the mean of the two middle values for an even count; null without any. */
  median: number | null;
  mean: number | null;
}

/** Median and mean of a histogram of days, as if every counted item were written out. */
export function summariseDayCounts(counts: readonly DayCount[]): DaySummary {
  const sorted = counts.filter((entry) => entry.count > 0).toSorted((a, b) => a.days - b.days);
  const count = sorted.reduce((sum, entry) => sum + entry.count, 0);
  if (count === 0) return { count, median: null, mean: null };
  const total = sorted.reduce((sum, entry) => sum + entry.days * entry.count, 0);
  const lower = daysAtPosition(sorted, Math.ceil(count / 2));
  const upper = daysAtPosition(sorted, Math.floor(count / 2) + 1);
  return { count, median: (lower + upper) / 2, mean: total / count };
}

/** The days of the item at a 1-based position when all items are lined up by days. */
function daysAtPosition(sorted: readonly DayCount[], position: number): number {
  let seen = 0;
  for (const entry of sorted) {
    seen += entry.count;
    if (seen >= position) return entry.days;
  }
  throw new Error(`position ${position} is past the last item`);
}

/** The buckets of the days-between-orders histogram, both ends included; the last one is open. */
export const ORDER_GAP_BUCKETS = [
  { from: 0, to: 7 },
  { from: 8, to: 14 },
  { from: 15, to: 30 },
  { from: 31, to: 60 },
  { from: 61, to: 90 },
  { from: 91, to: 180 },
  { from: 181, to: 365 },
  { from: 366, to: null },
] as const satisfies readonly { from: number; to: number | null }[];

export interface OrderGapSummary {
  /** Orders that had a previous order of the same customer. */
  orders: number;
  medianDays: number | null;
  meanDays: number | null;
  buckets: { from: number; to: number | null; orders: number }[];
}

/** Days between consecutive orders: median, mean and the buckets of ORDER_GAP_BUCKETS. */
export function summariseOrderGaps(counts: readonly DayCount[]): OrderGapSummary {
  const summary = summariseDayCounts(counts);
  const buckets = ORDER_GAP_BUCKETS.map((bucket) => ({
    ...bucket,
    orders: counts
      .filter((entry) => entry.days >= bucket.from && (bucket.to === null || entry.days <= bucket.to))
      .reduce((sum, entry) => sum + entry.count, 0),
  }));
  return { orders: summary.count, medianDays: summary.median, meanDays: summary.mean, buckets };
}
