import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

/** When the customer last ordered before this order (orders that are not cancelled), or null. */
export async function getPreviousOrderDate(
  db: Kysely<Database>,
  shopId: string,
  customerKey: string,
  before: { orderDate: Date; orderId: string },
): Promise<Date | null> {
  const row = await db
    .selectFrom('orders')
    .select((eb) => eb.fn.max('order_date').as('previous'))
    .where('shop_id', '=', shopId)
    .where('customer_key', '=', customerKey)
    .where('is_cancelled', '=', false)
    .where(sql<boolean>`(order_date, order_id) < (${before.orderDate}, ${before.orderId})`)
    .executeTakeFirst();
  return (row?.previous as Date | null | undefined) ?? null;
}
