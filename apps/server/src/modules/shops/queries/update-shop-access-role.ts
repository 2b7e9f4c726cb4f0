import type { Role } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** Sets the role of one access row of a shop. */
export async function updateShopAccessRole(
  db: Kysely<Database>,
  params: { shopId: string; accessId: string; role: Role },
): Promise<void> {
  await db
    .updateTable('shop_access')
    .set({ role: params.role })
    .where('shop_id', '=', params.shopId)
    .where('id', '=', params.accessId)
    .execute();
}
