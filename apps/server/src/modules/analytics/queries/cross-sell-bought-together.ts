import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { periodPairTotal } from './cross-sell-period-pairs.ts';

export interface PartnerRow {
  key: string;
  pairOrders: number;
  orderValue: number;
}

/**
 * Every product bought in the same order as `product` in a period, with the orders holding both
 * and their revenue: the period's totals of its pairs on either side (at most one per product
 * sold with it). One branch per side, so that each reads the product's histories along its own
 * index (migration 0071) instead of every pair of the shop.
 */
export async function queryProductPartners(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
  product: string,
): Promise<PartnerRow[]> {
  const orders = periodPairTotal(range, 'h', 'running_orders');
  const value = periodPairTotal(range, 'h', 'running_value');
  const chosen = sql`(SELECT product_no FROM cross_sell_products WHERE shop_id = ${shopId} AND product = ${product})`;
  const result = await sql<{ key: string; orders: string | number; order_value: string | number }>`
    SELECT k.product AS key, partners.orders, partners.order_value
    FROM (
      SELECT h.product_b AS partner, ${orders} AS orders, ${value} AS order_value
      FROM product_pair_histories h WHERE h.shop_id = ${shopId} AND h.product_a = ${chosen}
      UNION ALL
      SELECT h.product_a AS partner, ${orders} AS orders, ${value} AS order_value
      FROM product_pair_histories h WHERE h.shop_id = ${shopId} AND h.product_b = ${chosen}
    ) AS partners
    JOIN cross_sell_products k ON k.shop_id = ${shopId} AND k.product_no = partners.partner
    WHERE partners.orders > 0`.execute(db);
  return result.rows.map((row) => ({
    key: row.key,
    pairOrders: Number(row.orders),
    orderValue: Number(row.order_value),
  }));
}
