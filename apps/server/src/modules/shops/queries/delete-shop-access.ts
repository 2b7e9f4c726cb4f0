import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** Deletes one access row of a shop. */
export async function deleteShopAccess(db: Kysely<Database>, params: { shopId: string; accessId: string }) {
  await db
    .deleteFrom('shop_access')
    .where('shop_id', '=', params.shopId)
    .where('id', '=', params.accessId)
    .execute();
}
