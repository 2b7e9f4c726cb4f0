import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/**
 * Marks a user's notifications in a shop as read: one (by id) or, without an id, all of them.
 * Returns how many rows matched.
 */
export async function updateNotificationsRead(
  db: Kysely<Database>,
  params: { shopId: string; userId: string; notificationId?: string },
): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ is_read: true })
    .where('shop_id', '=', params.shopId)
    .where('user_id', '=', params.userId)
    .$if(params.notificationId !== undefined, (qb) => qb.where('id', '=', params.notificationId ?? ''))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}
