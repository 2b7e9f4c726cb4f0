import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

/** The shop's orders, cancelled ones included, from its daily rollup (one row a day, not a row an order). */
export async function countShopOrders(trx: Transaction<Database>, shopId: string): Promise<number> {
  const result = await sql<{ orders: string | number }>`
    SELECT coalesce(sum(orders + cancelled_orders), 0) AS orders
    FROM daily_shop_metrics WHERE shop_id = ${shopId}`.execute(trx);
  return Number(result.rows[0]?.orders ?? 0);
}
