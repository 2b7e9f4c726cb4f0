import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

/**
 * Recomputes `monthly_dimension_metrics` (migration 0025) and `monthly_product_margins` (migration
 * 0028) for the months holding any of the dirty days, from their daily rows, which the day rollups
 * have just brought up to date. A month is summed whole: at most some 3,000 daily rows a month,
 * whatever the number of orders.
 */
export async function refreshMonthlyRollups(
  trx: Transaction<Database>,
  shopId: string,
  days: string[],
): Promise<void> {
  if (days.length === 0) return;
  const months = [...new Set(days.map((day) => `${day.slice(0, 7)}-01`))].sort();
  await sql`DELETE FROM monthly_dimension_metrics
    WHERE shop_id = ${shopId} AND month = ANY(${months}::date[])`.execute(trx);
  await sql`
    INSERT INTO monthly_dimension_metrics
      (shop_id, month, dimension, value, label, orders, revenue, revenue_without_vat, margin,
       margin_estimated, quantity)
    SELECT shop_id, date_trunc('month', day)::date, dimension, value, max(label), sum(orders),
           sum(revenue), sum(revenue_without_vat), sum(margin), sum(margin_estimated), sum(quantity)
    FROM daily_dimension_metrics
    WHERE shop_id = ${shopId} AND day >= ${months[0]}::date
      AND day < (${months.at(-1)}::date + interval '1 month')::date
      AND date_trunc('month', day)::date = ANY(${months}::date[])
    GROUP BY shop_id, date_trunc('month', day)::date, dimension, value`.execute(trx);
  await sql`DELETE FROM monthly_product_margins
    WHERE shop_id = ${shopId} AND month = ANY(${months}::date[])`.execute(trx);
  await sql`
    INSERT INTO monthly_product_margins
      (shop_id, month, product, category, label, lines, quantity, revenue, margin, estimated_lines,
       estimated_revenue, estimated_margin)
    SELECT shop_id, date_trunc('month', day)::date, product, category, max(label), sum(lines),
           sum(quantity), sum(revenue), sum(margin), sum(estimated_lines), sum(estimated_revenue),
           sum(estimated_margin)
    FROM daily_product_margins
    WHERE shop_id = ${shopId} AND day >= ${months[0]}::date
      AND day < (${months.at(-1)}::date + interval '1 month')::date
      AND date_trunc('month', day)::date = ANY(${months}::date[])
    GROUP BY shop_id, date_trunc('month', day)::date, product, category`.execute(trx);
}
