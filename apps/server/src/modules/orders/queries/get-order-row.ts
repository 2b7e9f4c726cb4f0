import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';
import type { OrderRow } from './list-order-rows.ts';

export async function getOrderRow(
  db: Kysely<Database>,
  shopId: string,
  orderId: string,
): Promise<OrderRow | null> {
  const row = await db
    .selectFrom('orders')
    .selectAll('orders')
    .select(sql<string>`orders.order_day::text`.as('order_day'))
    .where('shop_id', '=', shopId)
    .where('order_id', '=', orderId)
    .executeTakeFirst();
  return (row as OrderRow | undefined) ?? null;
}
