import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** How many of a user's notifications in a shop are unread (the bell's badge). */
export async function countUnreadNotifications(
  db: Kysely<Database>,
  params: { shopId: string; userId: string },
): Promise<number> {
  const row = await db
    .selectFrom('notifications')
    .select((eb) => eb.fn.countAll().as('count'))
    .where('shop_id', '=', params.shopId)
    .where('user_id', '=', params.userId)
    .where('is_read', '=', false)
    .executeTakeFirstOrThrow();
  return Number(row.count);
}
