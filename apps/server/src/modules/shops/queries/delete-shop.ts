import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import { lockShopOrders } from '../../ingest/index.ts';

/**
 * Deletes a shop; its access rows and everything shop-owned go with it (ON DELETE CASCADE). Orders
 * and their lines have no foreign key on the shop (migrations 0023 and 0030: the keys' checks cost
 * more than the rows), so they are deleted first, under the shop's scope the route has set and the
 * shop's order-write lock: an import waiting for that lock finds the shop gone and writes nothing.
 * The order triggers mark the shop's days and customers for the analytics rollups; the cascade
 * takes the customers' marks, and the days' marks are deleted last.
 */
export async function deleteShop(db: Kysely<Database>, shopId: string): Promise<void> {
  await lockShopOrders(db, shopId);
  await db.deleteFrom('order_items').where('shop_id', '=', shopId).execute();
  await db.deleteFrom('orders').where('shop_id', '=', shopId).execute();
  await db.deleteFrom('shops').where('id', '=', shopId).execute();
  await db.deleteFrom('analytics_dirty_days').where('shop_id', '=', shopId).execute();
}
