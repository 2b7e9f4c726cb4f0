import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';
import { countedOrdersOnDays } from './counted-orders-on-days.ts';

/**
 * Recomputes `daily_product_margins` (migration 0011) for some days of a shop: per product and
 * category, the lines' revenue and margin with the part whose margin is the 30 % estimate kept
 * apart, so the margin report can tell real margins from estimated ones.
 */
export async function refreshProductMargins(
  trx: Transaction<Database>,
  shopId: string,
  days: string[],
): Promise<void> {
  await sql`DELETE FROM daily_product_margins
    WHERE shop_id = ${shopId} AND day = ANY(${days}::date[])`.execute(trx);
  await sql`
    INSERT INTO daily_product_margins (shop_id, day, product, category, label, lines, quantity, revenue,
      margin, estimated_lines, estimated_revenue, estimated_margin)
    SELECT ${shopId}, l.order_day, l.product, l.category, max(l.product_name), count(*), sum(l.quantity),
           sum(l.revenue), sum(l.margin), count(*) FILTER (WHERE l.margin_estimated),
           coalesce(sum(l.revenue) FILTER (WHERE l.margin_estimated), 0),
           coalesce(sum(l.margin) FILTER (WHERE l.margin_estimated), 0)
    FROM (
      SELECT o.order_day, coalesce(i.product_code, i.product_name) AS product, i.category, i.product_name,
             i.quantity, i.margin, i.margin_estimated, round(i.quantity * i.unit_price, 2) AS revenue
      FROM orders o
      JOIN order_items i ON i.shop_id = o.shop_id AND i.order_id = o.order_id
      WHERE ${countedOrdersOnDays(shopId, days)}
    ) l
    GROUP BY l.order_day, l.product, l.category`.execute(trx);
}
