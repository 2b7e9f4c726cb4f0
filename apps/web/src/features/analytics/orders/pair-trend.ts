import type { OrdersTrendPoint } from '@ziskomer/contracts';

/** A bucket of the period with the bucket at the same position of the previous period. */
export interface TrendPair {
  current: OrdersTrendPoint;
  previous: OrdersTrendPoint | null;
}

/**
 * Lines the previous period up with the current one by position (first week with first week),
 * as the overlay draws them. A previous period with fewer buckets leaves the last ones empty;
 * one with more has its extra buckets dropped.
 */
export function pairTrend(trend: OrdersTrendPoint[], previous: OrdersTrendPoint[] | null): TrendPair[] {
  return trend.map((current, index) => ({ current, previous: previous?.[index] ?? null }));
}
