import { addDays } from '../report-period.ts';

/**
 * Daily anomaly alerts (docs/METRICS.md "Anomaly alerts"): a closed day's figure is compared with
 * what the same weekday looked like over the last six weeks. The baseline is their median, the
 * band the median ± k × the scaled median absolute deviation (MAD × 1.4826 estimates a standard
 * deviation and, unlike it, one Black Friday in the six weeks does not widen the band). The band
 * is never narrower than a share of the median, so six almost equal Mondays do not turn a 3 %
 * dip into an alarm. A day is judged only when the shop is big enough for its figures to mean
 * something (the minimum-volume guard) and enough of the six weeks have data.
 */
export const ANOMALY_METRICS = ['revenue', 'orders', 'margin', 'adSpend', 'poas', 'trackedShare'] as const;
export type AnomalyMetric = (typeof ANOMALY_METRICS)[number];

export const ANOMALY_RULE = {
  /** The same weekday this many weeks back forms the baseline. */
  weeks: 6,
  /** Weeks of those that must have the metric (a new shop, spend that started last week). */
  minWeeks: 4,
  /** Band half-width in scaled MADs (≈ 3 standard deviations of a normal day). */
  madMultiplier: 3,
  /** MAD × this estimates the standard deviation of normally distributed values. */
  madScale: 1.4826,
  /** The band is at least this share of the baseline on each side. */
  minRelativeBand: 0.2,
  /**
   * The minimum-volume guard: the baseline weekday's median orders must reach this for any metric
   * of the day to be judged; for ad spend and POAS the median spend must be at least this many
   * units of the shop's currency as well (a 20 Kč test campaign is not a budget).
   */
  minMedianOrders: 20,
  minMedianAdSpend: 500,
} as const;
export type AnomalyRule = typeof ANOMALY_RULE;

export interface DayFigures {
  day: string;
  orders: number;
  revenue: number;
  margin: number;
  adSpend: number;
  /** Orders the shop's tracking reported, of `orders`; null when the shop has no tracking. */
  trackedOrders: number | null;
}

export interface Anomaly {
  metric: AnomalyMetric;
  day: string;
  value: number;
  baseline: number;
  lower: number;
  upper: number;
  direction: 'up' | 'down';
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of nothing');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** The baseline and band of a metric from its values on the same weekday in earlier weeks. */
export function robustBand(values: readonly number[], rule: AnomalyRule = ANOMALY_RULE) {
  const baseline = median(values);
  const mad = median(values.map((value) => Math.abs(value - baseline)));
  const halfWidth = Math.max(
    rule.madMultiplier * rule.madScale * mad,
    rule.minRelativeBand * Math.abs(baseline),
  );
  return { baseline, lower: baseline - halfWidth, upper: baseline + halfWidth };
}

/** The value of a metric on one day, or null where it has no meaning (POAS without spend). */
export function metricValue(metric: AnomalyMetric, figures: DayFigures): number | null {
  switch (metric) {
    case 'revenue':
      return figures.revenue;
    case 'orders':
      return figures.orders;
    case 'margin':
      return figures.margin;
    case 'adSpend':
      return figures.adSpend;
    case 'poas':
      return figures.adSpend > 0 ? figures.margin / figures.adSpend : null;
    case 'trackedShare':
      return figures.trackedOrders === null || figures.orders === 0
        ? null
        : figures.trackedOrders / figures.orders;
  }
}

/** The days whose figures form the baseline of `day`: the same weekday 1 to `weeks` weeks back. */
export function baselineDays(day: string, rule: AnomalyRule = ANOMALY_RULE): string[] {
  return Array.from({ length: rule.weeks }, (_, index) => addDays(day, -7 * (index + 1)));
}

/**
 * The anomalies of one closed day, at most one per metric. `history` holds the days the
 * baseline needs; a day missing from it counts as a day without orders or spend (as the reports
 * show it), unless it lies before `firstDay`, the shop's first day with data: a shop that started
 * three weeks ago has three weeks of baseline, not three weeks and three empty ones.
 */
export function findAnomalies(
  day: DayFigures,
  history: readonly DayFigures[],
  options: { firstDay?: string | null; rule?: AnomalyRule } = {},
): Anomaly[] {
  const rule = options.rule ?? ANOMALY_RULE;
  const byDay = new Map(history.map((figures) => [figures.day, figures]));
  const firstDay = options.firstDay ?? null;
  const days = baselineDays(day.day, rule).filter(
    (baselineDay) => firstDay === null || baselineDay >= firstDay,
  );
  if (days.length < rule.minWeeks) return [];
  const weeks = days.map(
    (baselineDay) =>
      byDay.get(baselineDay) ?? {
        day: baselineDay,
        orders: 0,
        revenue: 0,
        margin: 0,
        adSpend: 0,
        trackedOrders: day.trackedOrders === null ? null : 0,
      },
  );
  if (median(weeks.map((week) => week.orders)) < rule.minMedianOrders) return [];
  const spendGuard = median(weeks.map((week) => week.adSpend)) >= rule.minMedianAdSpend;

  const anomalies: Anomaly[] = [];
  for (const metric of ANOMALY_METRICS) {
    if ((metric === 'adSpend' || metric === 'poas') && !spendGuard) continue;
    const value = metricValue(metric, day);
    if (value === null) continue;
    const values = weeks.map((week) => metricValue(metric, week)).filter((v): v is number => v !== null);
    if (values.length < rule.minWeeks) continue;
    const band = robustBand(values, rule);
    if (value >= band.lower && value <= band.upper) continue;
    anomalies.push({
      metric,
      day: day.day,
      value: round(value),
      baseline: round(band.baseline),
      lower: round(band.lower),
      upper: round(band.upper),
      direction: value > band.upper ? 'up' : 'down',
    });
  }
  return anomalies;
}

function round(value: number): number {
  return Math.round(value * 10_000) / 10_000;
}
