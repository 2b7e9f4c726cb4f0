import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';
import type { ReplaceRange } from '../replace-range.ts';
import {
  PRIOR_ORDER_COLUMNS,
  type PriorOrder,
  type PriorOrderRow,
  toPriorOrder,
} from './select-prior-orders.ts';

/**
 * Deletes the connection's orders whose order day lies in the range and whose id the re-sync no
 * longer delivers, with their lines, and returns what they were (the rollups take them out).
 * Orders of other sources are not touched, whatever their days. Runs under the shop's order-write
 * lock (lockShopOrders).
 */
export async function deleteResyncedOrders(
  trx: Transaction<Database>,
  target: { shopId: string; connectionId: string; range: ReplaceRange },
  deliveredIds: readonly string[],
): Promise<PriorOrder[]> {
  const result = await sql<PriorOrderRow>`
    DELETE FROM orders
    WHERE shop_id = ${target.shopId}::uuid AND source = 'connector' AND source_ref = ${target.connectionId}
      AND order_day BETWEEN ${target.range.from}::date AND ${target.range.to}::date
      AND order_id <> ALL(${deliveredIds}::text[])
    RETURNING ${PRIOR_ORDER_COLUMNS}`.execute(trx);
  const removed = result.rows.map(toPriorOrder);
  if (removed.length > 0) {
    await sql`
      DELETE FROM order_items
      WHERE shop_id = ${target.shopId}::uuid
        AND order_id = ANY(${removed.map((order) => order.orderId)}::text[])`.execute(trx);
  }
  return removed;
}
