import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** Deletes all but the newest `keep` notifications of a user in a shop. */
export async function pruneNotifications(
  db: Kysely<Database>,
  params: { shopId: string; userId: string; keep: number },
): Promise<void> {
  await db
    .deleteFrom('notifications')
    .where('shop_id', '=', params.shopId)
    .where('user_id', '=', params.userId)
    .where('id', 'not in', (qb) =>
      qb
        .selectFrom('notifications')
        .select('id')
        .where('shop_id', '=', params.shopId)
        .where('user_id', '=', params.userId)
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(params.keep),
    )
    .execute();
}
