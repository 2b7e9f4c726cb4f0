import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/**
 * Deletes a shop; its access rows and everything shop-owned go with it (ON DELETE CASCADE). The
 * cascade's order triggers mark the shop's days for the analytics rollups; those marks go too.
 * Order lines have no foreign key (migration 0023: it cost more than inserting them), so they are
 * deleted first, under the shop's scope the route has set.
 */
export async function deleteShop(db: Kysely<Database>, shopId: string): Promise<void> {
  await db.deleteFrom('order_items').where('shop_id', '=', shopId).execute();
  await db.deleteFrom('shops').where('id', '=', shopId).execute();
  await db.deleteFrom('analytics_dirty_days').where('shop_id', '=', shopId).execute();
}
