import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';
import { countedOrdersOnDays } from './counted-orders-on-days.ts';

/**
 * Recomputes the cross-sell rollups of migration 0011 for some days of a shop: the baskets of
 * each day (`daily_basket_metrics`), every pair of different products bought in one order
 * (`daily_product_pairs`, product_a < product_b), and then the months holding those days
 * (`monthly_product_pairs`, summed from the daily pairs). Days left without counted orders end
 * up with no rows.
 */
export async function refreshProductPairs(
  trx: Transaction<Database>,
  shopId: string,
  days: string[],
): Promise<void> {
  await refreshDailyProductPairs(trx, shopId, days);
  await refreshMonthlyPairs(trx, shopId, days);
}

/** The daily basket metrics and pairs of some days (the first half of refreshProductPairs). */
export async function refreshDailyProductPairs(
  trx: Transaction<Database>,
  shopId: string,
  days: string[],
): Promise<void> {
  await sql`DELETE FROM daily_basket_metrics
    WHERE shop_id = ${shopId} AND day = ANY(${days}::date[])`.execute(trx);
  await sql`DELETE FROM daily_product_pairs
    WHERE shop_id = ${shopId} AND day = ANY(${days}::date[])`.execute(trx);
  // One read of the days' lines feeds both tables: each order's distinct products (a product on
  // two lines of one order is one product of its basket).
  await sql`
    WITH baskets AS MATERIALIZED (
      SELECT DISTINCT o.order_id, o.order_day, o.revenue, coalesce(i.product_code, i.product_name) AS product
      FROM orders o
      JOIN order_items i ON i.shop_id = o.shop_id AND i.order_id = o.order_id
      WHERE ${countedOrdersOnDays(shopId, days)}
    ),
    per_order AS (
      SELECT order_day, order_id, revenue, count(*) AS products
      FROM baskets GROUP BY order_day, order_id, revenue
    ),
    basket_days AS (
      INSERT INTO daily_basket_metrics (shop_id, day, orders, revenue, multi_product_orders, multi_product_revenue)
      SELECT ${shopId}, order_day, count(*), sum(revenue), count(*) FILTER (WHERE products > 1),
             coalesce(sum(revenue) FILTER (WHERE products > 1), 0)
      FROM per_order GROUP BY order_day
    )
    INSERT INTO daily_product_pairs (shop_id, day, product_a, product_b, orders, order_value)
    SELECT ${shopId}, a.order_day, a.product, b.product, count(*), sum(a.revenue)
    FROM baskets a
    JOIN baskets b ON b.order_id = a.order_id AND b.product > a.product
    GROUP BY a.order_day, a.product, b.product`.execute(trx);
}

/**
 * Re-sums the months of `days` from the daily pairs (one primary-key range per refresh). A month
 * is given by any of its days (its first, for a refresh by months).
 */
export async function refreshMonthlyPairs(trx: Transaction<Database>, shopId: string, days: string[]) {
  const months = [...new Set(days.map((day) => `${day.slice(0, 7)}-01`))].sort();
  const first = months[0];
  const last = months.at(-1);
  if (!first || !last) return;
  await sql`DELETE FROM monthly_product_pairs
    WHERE shop_id = ${shopId} AND month = ANY(${months}::date[])`.execute(trx);
  await sql`
    INSERT INTO monthly_product_pairs (shop_id, month, product_a, product_b, orders, order_value)
    SELECT shop_id, date_trunc('month', day)::date, product_a, product_b, sum(orders), sum(order_value)
    FROM daily_product_pairs
    WHERE shop_id = ${shopId}
      AND day >= ${first}::date AND day < (${last}::date + interval '1 month')::date
      AND date_trunc('month', day)::date = ANY(${months}::date[])
    GROUP BY shop_id, date_trunc('month', day)::date, product_a, product_b`.execute(trx);
}
