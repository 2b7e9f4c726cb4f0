import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

/** Every order of the customer, newest first (cancelled ones too), along orders_customer_day_idx. */
export function selectProfileOrders(db: Kysely<Database>, shopId: string, customerKey: string) {
  return db
    .selectFrom('orders')
    .select([
      'order_id',
      'order_date',
      // As text: the drivers would make a date a Date at midnight in the server's zone.
      sql<string>`order_day::text`.as('order_day'),
      'revenue',
      'margin',
      'margin_estimated',
      'is_cancelled',
      'is_paid',
      'status',
      'acquisition_source',
      'acquisition_campaign',
      'customer_email',
      'customer_name',
      'customer_phone',
      'customer_city',
      'customer_country',
      'customer_zip',
      'payment_method',
      'shipping_method',
      'currency',
    ])
    .where('shop_id', '=', shopId)
    .where('customer_key', '=', customerKey)
    .orderBy('order_date', 'desc')
    .orderBy('order_id', 'desc')
    .execute();
}

export type ProfileOrderRow = Awaited<ReturnType<typeof selectProfileOrders>>[number];

/** The lines of the given orders, in line order. */
export async function selectProfileLines(db: Kysely<Database>, shopId: string, orderIds: string[]) {
  if (orderIds.length === 0) return [];
  return db
    .selectFrom('order_items')
    .select([
      'order_id',
      'product_code',
      'product_name',
      'category',
      'quantity',
      'unit_price',
      'margin',
      'margin_estimated',
    ])
    .where('shop_id', '=', shopId)
    .where('order_id', 'in', orderIds)
    .orderBy('order_id')
    .orderBy('line_no')
    .execute();
}
