import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

export async function getCustomerRow(db: Kysely<Database>, shopId: string, customerKey: string) {
  return (
    (await db
      .selectFrom('customers')
      .select([
        'customer_key',
        'total_revenue',
        'total_orders',
        'avg_order_value',
        'is_returning',
        'tier',
        'lifetime_value',
        'first_order_date',
        'last_order_date',
      ])
      .where('shop_id', '=', shopId)
      .where('customer_key', '=', customerKey)
      .executeTakeFirst()) ?? null
  );
}
