import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

/**
 * Replaces the lines of the staged orders (stageOrders): the old lines of changed orders go, the
 * staged lines come in one statement.
 */
export async function replaceOrderItems(
  trx: Transaction<Database>,
  shopId: string,
  changedOrderIds: string[],
): Promise<void> {
  if (changedOrderIds.length > 0) {
    await sql`DELETE FROM order_items WHERE shop_id = ${shopId} AND order_id = ANY(${changedOrderIds}::text[])`.execute(
      trx,
    );
  }
  await sql`
    INSERT INTO order_items (
      shop_id, order_id, line_no, product_code, product_name, category, quantity, unit_price, margin, margin_estimated)
    SELECT ${shopId}::uuid, i.order_id, i.line_no, i.product_code, i.product_name, i.category, i.quantity,
      i.unit_price, i.margin, i.margin_estimated
    FROM pg_temp.order_batch_items AS i`.execute(trx);
}
