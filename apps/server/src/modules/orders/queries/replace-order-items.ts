import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';
import type { OrderRecord } from '../order-record.ts';

/** Replaces the lines of written orders: the old lines of changed orders go, all new lines come in one statement. */
export async function replaceOrderItems(
  trx: Transaction<Database>,
  shopId: string,
  orders: OrderRecord[],
  changedOrderIds: string[],
): Promise<void> {
  if (changedOrderIds.length > 0) {
    await sql`DELETE FROM order_items WHERE shop_id = ${shopId} AND order_id = ANY(${changedOrderIds}::text[])`.execute(
      trx,
    );
  }
  const lines = orders.flatMap((order) => order.items.map((item) => ({ orderId: order.orderId, ...item })));
  if (lines.length === 0) return;
  await sql`
    INSERT INTO order_items (
      shop_id, order_id, line_no, product_code, product_name, category, quantity, unit_price, margin, margin_estimated)
    SELECT ${shopId}::uuid, i.*
    FROM unnest(
      ${lines.map((line) => line.orderId)}::text[],
      ${lines.map((line) => line.lineNo)}::integer[],
      ${lines.map((line) => line.productCode)}::text[],
      ${lines.map((line) => line.productName)}::text[],
      ${lines.map((line) => line.category)}::text[],
      ${lines.map((line) => String(line.quantity))}::numeric[],
      ${lines.map((line) => line.unitPrice.toFixed(2))}::numeric[],
      ${lines.map((line) => line.margin.toFixed(2))}::numeric[],
      ${lines.map((line) => line.marginEstimated)}::boolean[]
    ) AS i`.execute(trx);
}
