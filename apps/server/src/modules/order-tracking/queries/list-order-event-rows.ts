import type { OrderEventFilter } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import { orderEventFilter } from './order-event-filter.ts';

/**
 * A page of the shop's events, newest received first, each with the imported order of the same
 * id (pairing is by (shop, order id), computed here on every read: SPEC §3, migration 0017).
 */
export function listOrderEventRows(
  db: Kysely<Database>,
  query: { shopId: string; filter: OrderEventFilter; limit: number; offset: number },
) {
  return db
    .selectFrom('order_events as e')
    .leftJoin('orders as o', (join) =>
      join.onRef('o.shop_id', '=', 'e.shop_id').onRef('o.order_id', '=', 'e.order_id'),
    )
    .select([
      'e.id',
      'e.event_id',
      'e.order_id',
      'e.store_name',
      'e.total_price',
      'e.currency',
      'e.source',
      'e.products',
      'e.tracking_id',
      'e.gclid',
      'e.fbclid',
      'e.order_date',
      'e.is_test',
      'e.is_verified',
      'e.created_at',
      'o.order_id as paired_order_id',
      'o.revenue as order_revenue',
      'o.margin as order_margin',
      'o.margin_estimated as order_margin_estimated',
    ])
    .where('e.shop_id', '=', query.shopId)
    .where((eb) => orderEventFilter(eb, query.filter))
    .orderBy('e.created_at', 'desc')
    .orderBy('e.id', 'desc')
    .limit(query.limit)
    .offset(query.offset)
    .execute();
}
export type OrderEventRow = Awaited<ReturnType<typeof listOrderEventRows>>[number];
