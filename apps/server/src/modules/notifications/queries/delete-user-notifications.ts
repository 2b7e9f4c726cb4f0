import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** Deletes all of a user's notifications in a shop. */
export async function deleteUserNotifications(
  db: Kysely<Database>,
  params: { shopId: string; userId: string },
): Promise<number> {
  const result = await db
    .deleteFrom('notifications')
    .where('shop_id', '=', params.shopId)
    .where('user_id', '=', params.userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
