import { addDays } from '../report-period.ts';

/**
 * When the share of a channel's orders that the shop's own tracking saw counts as broken
 * (docs/METRICS.md "Conversion monitoring"). Small days are left out because two orders
 * without an event are noise, not a broken snippet.
 */
export const TRACKING_BREAK_RULE = {
  /** Calendar days before a day whose shares form its usual level. */
  baselineDays: 14,
  /** A day takes part (starts, continues, ends a break or joins a baseline) only with this many orders. */
  minDayOrders: 5,
  /** The usual level needs at least this many taking-part, unbroken days in its window. */
  minBaselineDays: 7,
  /** A day is broken when its share is below this fraction of the usual level … */
  dropRatio: 0.5,
  /**
   * … and so few of its orders were tracked that chance cannot explain it: tracking this few or
   * fewer at the usual share has a binomial probability below this. It keeps small days and
   * shops whose tracking usually misses a part (ad blockers) from raising false alarms.
   */
  maxChance: 0.001,
} as const;
export type TrackingBreakRule = typeof TRACKING_BREAK_RULE;

export interface TrackingDay {
  /** ISO day in the shop's time zone. */
  day: string;
  /** The channel's orders that day. */
  orders: number;
  /** The channel's orders that day that the shop's tracking reported. */
  tracked: number;
}

export interface TrackingBreak {
  /** The first broken day: "tracking may be broken since …". */
  startDay: string;
  /** The last broken day seen. */
  lastDay: string;
  /** No taking-part day has recovered since it started (it lasts to the end of the data). */
  ongoing: boolean;
  /** The usual tracked share (median of the baseline) the break is measured against. */
  baselineShare: number;
  /** The tracked share on the first broken day. */
  startShare: number;
}

/**
 * Finds the days where the tracked share (tracked ÷ orders) of one channel falls well below its
 * usual level, as runs of broken days.
 *
 * - A day takes part only with at least `minDayOrders` orders; other days are skipped (they
 *   neither start, continue nor end a break).
 * - The usual level of a day is the median share of the taking-part days in the `baselineDays`
 *   calendar days before it that were not broken; it needs `minBaselineDays` of them and must be
 *   above zero (a channel that was never tracked cannot break).
 * - A break starts on a day whose share is below `dropRatio` × its usual level and whose tracked
 *   count is that low with a probability under `maxChance` at the usual level. It continues,
 *   judged against the level at its start (the baseline would otherwise sink into the broken days
 *   and end the break by itself), until a taking-part day reaches that threshold again.
 * - Broken days never join a later baseline.
 *
 * `days` may come in any order and skip days; each day appears at most once.
 */
export function detectTrackingBreaks(
  days: readonly TrackingDay[],
  rule: TrackingBreakRule = TRACKING_BREAK_RULE,
): TrackingBreak[] {
  const sorted = [...days].sort((a, b) => (a.day < b.day ? -1 : a.day > b.day ? 1 : 0));
  const healthy: { day: string; share: number }[] = [];
  const breaks: TrackingBreak[] = [];
  let current: TrackingBreak | null = null;

  for (const { day, orders, tracked } of sorted) {
    if (orders < rule.minDayOrders) continue;
    const share = tracked / orders;
    if (current) {
      if (share < rule.dropRatio * current.baselineShare) {
        current.lastDay = day;
        continue;
      }
      current.ongoing = false;
      breaks.push(current);
      current = null;
    } else {
      const windowStart = addDays(day, -rule.baselineDays);
      const baseline = healthy.filter((entry) => entry.day >= windowStart).map((entry) => entry.share);
      const level = baseline.length >= rule.minBaselineDays ? median(baseline) : 0;
      if (
        level > 0 &&
        share < rule.dropRatio * level &&
        binomialAtMost(tracked, orders, level) < rule.maxChance
      ) {
        current = { startDay: day, lastDay: day, ongoing: true, baselineShare: level, startShare: share };
        continue;
      }
    }
    healthy.push({ day, share });
  }
  if (current) breaks.push(current);
  return breaks;
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/**
 * P(X ≤ k) for X ~ Binomial(n, p): the chance of tracking at most `k` of `n` orders when each is
 * tracked with probability `p` (a share above 1, from duplicate events, counts as 1). Summed in
 * log space so that days with thousands of orders do not underflow.
 */
export function binomialAtMost(k: number, n: number, p: number): number {
  if (k >= n) return 1;
  if (k < 0) return 0;
  if (p >= 1) return 0;
  if (p <= 0) return 1;
  const logOdds = Math.log(p / (1 - p));
  let logTerm = n * Math.log1p(-p);
  let logSum = logTerm;
  for (let i = 0; i < k; i += 1) {
    logTerm += Math.log((n - i) / (i + 1)) + logOdds;
    logSum = Math.max(logSum, logTerm) + Math.log1p(Math.exp(-Math.abs(logSum - logTerm)));
  }
  return Math.min(1, Math.exp(logSum));
}
