import type { Database, NotificationsTable } from '@ziskomer/db';
import type { Insertable, Kysely, Selectable } from 'kysely';

export type NotificationRow = Selectable<NotificationsTable>;

/**
 * Inserts a notification unless one of the same event type, time and shop exists for the user
 * (SPEC §4: such duplicates are dropped). Returns the new row, or null for a dropped duplicate.
 */
export async function insertNotification(
  db: Kysely<Database>,
  values: Insertable<NotificationsTable>,
): Promise<NotificationRow | null> {
  const row = await db
    .insertInto('notifications')
    .values(values)
    .onConflict((oc) => oc.columns(['shop_id', 'user_id', 'event_type', 'created_at']).doNothing())
    .returningAll()
    .executeTakeFirst();
  return row ?? null;
}
