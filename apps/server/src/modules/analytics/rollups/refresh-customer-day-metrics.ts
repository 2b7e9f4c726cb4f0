import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

/**
 * Recomputes `daily_customer_metrics` for some days of a shop: each day's counted orders of known
 * customers split into first orders of new customers and orders of returning customers. An order
 * is a customer's first when it falls on their first_order_day (customer facts, kept by every
 * import) and is the earliest of that day by time, then order id — the order that made the
 * customer count in daily_shop_metrics.new_customers.
 */
export async function refreshCustomerDayMetrics(
  trx: Transaction<Database>,
  shopId: string,
  days: string[],
): Promise<void> {
  await sql`DELETE FROM daily_customer_metrics
    WHERE shop_id = ${shopId} AND day = ANY(${days}::date[])`.execute(trx);
  await sql`
    INSERT INTO daily_customer_metrics
      (shop_id, day, new_orders, new_revenue, returning_orders, returning_revenue)
    SELECT shop_id, order_day,
           count(*) FILTER (WHERE is_first), coalesce(sum(revenue) FILTER (WHERE is_first), 0),
           count(*) FILTER (WHERE NOT is_first), coalesce(sum(revenue) FILTER (WHERE NOT is_first), 0)
    FROM (
      SELECT o.shop_id, o.order_day, o.revenue,
             o.order_day = c.first_order_day
               AND row_number() OVER (
                 PARTITION BY o.customer_key, o.order_day ORDER BY o.order_date, o.order_id) = 1
               AS is_first
      FROM orders o
      JOIN customers c ON c.shop_id = o.shop_id AND c.customer_key = o.customer_key
      WHERE o.shop_id = ${shopId} AND o.order_day = ANY(${days}::date[])
        AND NOT o.is_cancelled AND o.customer_key IS NOT NULL
    ) AS keyed
    GROUP BY shop_id, order_day`.execute(trx);
}
