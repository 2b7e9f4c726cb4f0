import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

export async function listOrderItems(db: Kysely<Database>, shopId: string, orderId: string) {
  const rows = await db
    .selectFrom('order_items')
    .selectAll()
    .where('shop_id', '=', shopId)
    .where('order_id', '=', orderId)
    .orderBy('line_no')
    .execute();
  return rows.map((row) => ({
    lineNo: row.line_no,
    productCode: row.product_code,
    productName: row.product_name,
    category: row.category,
    quantity: Number(row.quantity),
    unitPrice: Number(row.unit_price),
    margin: Number(row.margin),
    marginEstimated: row.margin_estimated,
  }));
}
