import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import type { NotificationRow } from './insert-notification.ts';

/** A user's notifications in a shop, newest first. */
export async function listUserNotifications(
  db: Kysely<Database>,
  params: { shopId: string; userId: string; limit: number },
): Promise<NotificationRow[]> {
  return db
    .selectFrom('notifications')
    .selectAll()
    .where('shop_id', '=', params.shopId)
    .where('user_id', '=', params.userId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .limit(params.limit)
    .execute();
}
