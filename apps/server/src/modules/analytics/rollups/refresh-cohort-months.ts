import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

/**
 * Recomputes every cell of `monthly_cohort_metrics` whose order month is one of `months`, from
 * those months' counted orders and their customers' (fresh) milestones. A cell is recomputed
 * whole because its customers are distinct customers and cannot be adjusted by a difference.
 *
 * Cost: the months' orders, read once through the order_date index (two days either side of the
 * UTC bounds cover every shop zone; the exact months come from order_day), each joined to its
 * customer's milestones. Usually that is the current month alone.
 */
export async function refreshCohortMonths(
  trx: Transaction<Database>,
  shopId: string,
  months: string[],
): Promise<void> {
  if (months.length === 0) return;
  const sorted = [...months].sort();
  const first = sorted[0];
  const last = sorted[sorted.length - 1];
  await sql`DELETE FROM monthly_cohort_metrics
    WHERE shop_id = ${shopId} AND order_month = ANY(${months}::date[])`.execute(trx);
  await sql`
    INSERT INTO monthly_cohort_metrics
      (shop_id, cohort_month, order_month, customers, orders, revenue, margin, margin_estimated)
    SELECT ${shopId}, date_trunc('month', m.first_order_day)::date, date_trunc('month', o.order_day)::date,
           count(DISTINCT o.customer_key), count(*), sum(o.revenue), sum(o.margin),
           count(*) FILTER (WHERE o.margin_estimated)
    FROM orders o
    JOIN customer_milestones m ON m.shop_id = o.shop_id AND m.customer_key = o.customer_key
    WHERE o.shop_id = ${shopId} AND NOT o.is_cancelled
      AND o.order_date >= (${first}::date - 2)::timestamptz
      AND o.order_date < ((${last}::date + interval '1 month')::date + 2)::timestamptz
      AND date_trunc('month', o.order_day)::date = ANY(${months}::date[])
    GROUP BY date_trunc('month', m.first_order_day), date_trunc('month', o.order_day)`.execute(trx);
}
