import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';
import { countedOrdersOnDays } from './counted-orders-on-days.ts';

/**
 * Orders holding a pair in the shop's whole history from which its history is `frequent`
 * (migration 0071): a pair with fewer can reach no minimum of this many in any period.
 */
export const FREQUENT_PAIR_ORDERS = 3;

/**
 * The cross-sell rollups of some days of a shop (migrations 0011 and 0071): the baskets of each day
 * (`daily_basket_metrics`) and every pair of different products bought in one order
 * (`daily_product_pairs`, product_a < product_b). Days left without counted orders end up with no
 * rows. Every pair whose rows it deletes or inserts is noted in `product_pairs_touched`, whose
 * histories refreshTouchedPairHistories rebuilds once the refresh's days are all done.
 */
export async function refreshDailyProductPairs(
  trx: Transaction<Database>,
  shopId: string,
  days: string[],
): Promise<void> {
  await sql`DELETE FROM daily_basket_metrics
    WHERE shop_id = ${shopId} AND day = ANY(${days}::date[])`.execute(trx);
  await sql`
    WITH gone AS (
      DELETE FROM daily_product_pairs WHERE shop_id = ${shopId} AND day = ANY(${days}::date[])
      RETURNING product_a, product_b
    )
    INSERT INTO product_pairs_touched (shop_id, product_a, product_b)
    SELECT DISTINCT ${shopId}::uuid, product_a, product_b FROM gone
    ON CONFLICT DO NOTHING`.execute(trx);
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
    ),
    added AS (
      INSERT INTO daily_product_pairs (shop_id, day, product_a, product_b, orders, order_value)
      SELECT ${shopId}, a.order_day, a.product, b.product, count(*), sum(a.revenue)
      FROM baskets a
      JOIN baskets b ON b.order_id = a.order_id AND b.product > a.product
      GROUP BY a.order_day, a.product, b.product
      RETURNING product_a, product_b
    )
    INSERT INTO product_pairs_touched (shop_id, product_a, product_b)
    SELECT DISTINCT ${shopId}::uuid, product_a, product_b FROM added
    ON CONFLICT DO NOTHING`.execute(trx);
}

/**
 * Rebuilds the history (migration 0071) of every touched pair of a shop from its daily rows — or
 * of those whose first product is one of `products`, for a refresh done in slices — and clears
 * their marks. A pair without daily rows any more loses its history. Products new to the shop's
 * pairs get the next numbers first (refreshes of a shop run one at a time, so the numbers stay
 * 1, 2, … without gaps).
 */
export async function refreshTouchedPairHistories(
  trx: Transaction<Database>,
  shopId: string,
  products?: string[],
): Promise<void> {
  const ofSlice = products ? sql`AND t.product_a = ANY(${products}::text[])` : sql``;
  await sql`
    INSERT INTO cross_sell_products (shop_id, product, product_no)
    SELECT ${shopId}, product,
           (SELECT coalesce(max(product_no), 0) FROM cross_sell_products WHERE shop_id = ${shopId})
             + row_number() OVER (ORDER BY product)
    FROM (
      SELECT t.product_a AS product FROM product_pairs_touched t WHERE t.shop_id = ${shopId} ${ofSlice}
      UNION
      SELECT t.product_b FROM product_pairs_touched t WHERE t.shop_id = ${shopId} ${ofSlice}
    ) AS touched
    WHERE NOT EXISTS (
      SELECT 1 FROM cross_sell_products k WHERE k.shop_id = ${shopId} AND k.product = touched.product
    )`.execute(trx);
  await sql`
    DELETE FROM product_pair_histories h
    USING product_pairs_touched t, cross_sell_products a, cross_sell_products b
    WHERE t.shop_id = ${shopId} ${ofSlice}
      AND a.shop_id = ${shopId} AND a.product = t.product_a
      AND b.shop_id = ${shopId} AND b.product = t.product_b
      AND h.shop_id = ${shopId} AND h.product_a = a.product_no AND h.product_b = b.product_no`.execute(trx);
  await sql`
    INSERT INTO product_pair_histories (shop_id, product_a, product_b, frequent, days, running_orders, running_value)
    SELECT ${shopId}, a.product_no, b.product_no, max(running_orders) >= ${FREQUENT_PAIR_ORDERS}, array_agg(day ORDER BY day),
           array_agg(running_orders ORDER BY day), array_agg(running_value ORDER BY day)
    FROM (
      SELECT d.product_a, d.product_b, d.day,
             sum(d.orders) OVER pair_days AS running_orders, sum(d.order_value) OVER pair_days AS running_value
      FROM product_pairs_touched t
      JOIN daily_product_pairs d
        ON d.shop_id = ${shopId} AND d.product_a = t.product_a AND d.product_b = t.product_b
      WHERE t.shop_id = ${shopId} ${ofSlice}
      WINDOW pair_days AS (PARTITION BY d.product_a, d.product_b ORDER BY d.day)
    ) AS running
    JOIN cross_sell_products a ON a.shop_id = ${shopId} AND a.product = running.product_a
    JOIN cross_sell_products b ON b.shop_id = ${shopId} AND b.product = running.product_b
    GROUP BY a.product_no, b.product_no`.execute(trx);
  await sql`DELETE FROM product_pairs_touched t WHERE t.shop_id = ${shopId} ${ofSlice}`.execute(trx);
}

/** The first products of the shop's touched pairs, for refreshTouchedPairHistories in slices. */
export async function readTouchedPairProducts(trx: Transaction<Database>, shopId: string): Promise<string[]> {
  const rows = await sql<{ product_a: string }>`
    SELECT DISTINCT product_a FROM product_pairs_touched WHERE shop_id = ${shopId} ORDER BY 1`.execute(trx);
  return rows.rows.map((row) => row.product_a);
}
