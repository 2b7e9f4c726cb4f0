import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { periodPairRows } from './cross-sell-period-pairs.ts';

export interface PartnerRow {
  key: string;
  pairOrders: number;
  orderValue: number;
}

/**
 * Every product bought in the same order as `product` in a period, with the orders holding both
 * and their revenue: the period's pairs holding it on either side, summed per partner (at most one
 * row per product sold in the period). One branch per side, so that each reads the product's rows
 * along its own index (migration 0067) instead of every pair of the period.
 */
export async function queryProductPartners(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
  product: string,
): Promise<PartnerRow[]> {
  const result = await sql<{ key: string; orders: string | number; order_value: string | number }>`
    SELECT key, sum(orders) AS orders, sum(order_value) AS order_value
    FROM (
      SELECT product_b AS key, orders, order_value FROM ${periodPairRows(shopId, range)} AS rows
      WHERE product_a = ${product}
      UNION ALL
      SELECT product_a AS key, orders, order_value FROM ${periodPairRows(shopId, range)} AS rows
      WHERE product_b = ${product}
    ) AS partners
    GROUP BY key`.execute(db);
  return result.rows.map((row) => ({
    key: row.key,
    pairOrders: Number(row.orders),
    orderValue: Number(row.order_value),
  }));
}
