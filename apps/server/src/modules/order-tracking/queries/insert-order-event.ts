import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import type { OrderEventValues } from '../to-order-event-values.ts';

/**
 * Stores an event once per (shop, event id): a repeat of the id changes nothing and answers the
 * stored row's id with `created: false` (the sender's retries are safe).
 */
export async function insertOrderEvent(
  db: Kysely<Database>,
  values: OrderEventValues & { shopId: string; isVerified: boolean; rawData: string; now: Date },
): Promise<{ id: string; created: boolean }> {
  const inserted = await db
    .insertInto('order_events')
    .values({
      shop_id: values.shopId,
      event_id: values.eventId,
      order_id: values.orderId,
      store_name: values.storeName,
      total_price: values.totalPrice,
      currency: values.currency,
      source: values.source,
      products: JSON.stringify(values.products),
      tracking_id: values.trackingId,
      gclid: values.gclid,
      fbclid: values.fbclid,
      order_date: values.orderDate,
      is_test: values.isTest,
      is_verified: values.isVerified,
      raw_data: values.rawData,
      created_at: values.now,
    })
    .onConflict((oc) => oc.columns(['shop_id', 'event_id']).doNothing())
    .returning('id')
    .executeTakeFirst();
  if (inserted) return { id: inserted.id, created: true };
  const existing = await db
    .selectFrom('order_events')
    .select('id')
    .where('shop_id', '=', values.shopId)
    .where('event_id', '=', values.eventId)
    .executeTakeFirstOrThrow();
  return { id: existing.id, created: false };
}
