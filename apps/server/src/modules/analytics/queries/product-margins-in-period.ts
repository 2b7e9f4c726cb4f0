import { type DayRange, splitWholeMonths } from '@ziskomer/domain';
import { type RawBuilder, sql } from 'kysely';

/**
 * The rows of daily_product_margins that make up a period, as a subquery with its columns
 * (product, category, label and the summed figures): the months the period covers whole from
 * monthly_product_margins (migration 0028), the days at its edges from the daily table. Summing
 * them per product or category gives the period's figures with every day counted once.
 */
export function inPeriodProductMargins(shopId: string, range: DayRange): RawBuilder<unknown> {
  const split = splitWholeMonths(range);
  const columns = sql.raw(
    'product, category, label, lines, quantity, revenue, margin, estimated_lines, estimated_revenue, estimated_margin',
  );
  const parts: RawBuilder<unknown>[] = split.days.map(
    (days) => sql`
      SELECT ${columns} FROM daily_product_margins
      WHERE shop_id = ${shopId} AND day BETWEEN ${days.from}::date AND ${days.to}::date`,
  );
  if (split.months) {
    parts.push(sql`
      SELECT ${columns} FROM monthly_product_margins
      WHERE shop_id = ${shopId} AND month BETWEEN ${split.months.from}::date AND ${split.months.to}::date`);
  }
  return sql`(${sql.join(parts, sql` UNION ALL `)})`;
}
