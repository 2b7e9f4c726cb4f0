import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/**
 * Marks a shop as the user's default. A user who reaches the shop only through its project gets a
 * row without a role: it holds the preference and grants nothing by itself.
 */
export async function markDefaultShop(
  db: Kysely<Database>,
  params: { shopId: string; userId: string; createdAt: Date },
): Promise<void> {
  await db
    .insertInto('shop_access')
    .values({
      shop_id: params.shopId,
      user_id: params.userId,
      role: null,
      is_default: true,
      created_at: params.createdAt,
    })
    .onConflict((oc) => oc.columns(['shop_id', 'user_id']).doUpdateSet({ is_default: true }))
    .execute();
}
