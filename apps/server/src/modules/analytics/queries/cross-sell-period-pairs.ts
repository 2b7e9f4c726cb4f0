import { type DayRange, splitWholeMonths } from '@ziskomer/domain';
import { type RawBuilder, sql } from 'kysely';

/**
 * The pair rows that make up a period, as a subquery of (product_a, product_b, orders,
 * order_value): whole months from `monthly_product_pairs`, the days at either end from
 * `daily_product_pairs`. A year reads about 12 × pairs rows plus those of its edge days rather
 * than 365 × pairs; the caller sums them per pair.
 */
export function periodPairRows(shopId: string, range: DayRange): RawBuilder<unknown> {
  const split = splitWholeMonths(range);
  const parts: RawBuilder<unknown>[] = [];
  if (split.months) {
    parts.push(sql`SELECT product_a, product_b, orders, order_value FROM monthly_product_pairs
      WHERE shop_id = ${shopId} AND month BETWEEN ${split.months.from}::date AND ${split.months.to}::date`);
  }
  for (const days of split.days) {
    parts.push(sql`SELECT product_a, product_b, orders, order_value FROM daily_product_pairs
      WHERE shop_id = ${shopId} AND day BETWEEN ${days.from}::date AND ${days.to}::date`);
  }
  return sql`(${sql.join(parts, sql` UNION ALL `)})`;
}
