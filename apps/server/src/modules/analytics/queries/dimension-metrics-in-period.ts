import { type DayRange, splitWholeMonths } from '@ziskomer/domain';
import { type RawBuilder, sql } from 'kysely';

/**
 * The rows of some dimensions of daily_dimension_metrics that make up a period, as a subquery
 * with its columns (dimension, value, label, orders, revenue, revenue_without_vat, margin,
 * margin_estimated, quantity): the months the period covers whole from monthly_dimension_metrics
 * (migration 0025), the days at its edges from the daily table. Summing them per value gives the
 * period's figures with every day counted once; the whole history of a million-order shop reads a
 * few thousand rows instead of 160,000.
 */
export function inPeriodDimensionMetrics(
  shopId: string,
  range: DayRange,
  dimensions: readonly string[],
): RawBuilder<unknown> {
  const split = splitWholeMonths(range);
  const columns = sql.raw(
    'dimension, value, label, orders, revenue, revenue_without_vat, margin, margin_estimated, quantity',
  );
  const parts: RawBuilder<unknown>[] = split.days.map(
    (days) => sql`
      SELECT ${columns} FROM daily_dimension_metrics
      WHERE shop_id = ${shopId} AND dimension = ANY(${dimensions}::text[])
        AND day BETWEEN ${days.from}::date AND ${days.to}::date`,
  );
  if (split.months) {
    parts.push(sql`
      SELECT ${columns} FROM monthly_dimension_metrics
      WHERE shop_id = ${shopId} AND dimension = ANY(${dimensions}::text[])
        AND month BETWEEN ${split.months.from}::date AND ${split.months.to}::date`);
  }
  return sql`(${sql.join(parts, sql` UNION ALL `)})`;
}
