import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** A user's stored notification settings, or null when never saved. */
export async function selectNotificationSettings(
  db: Kysely<Database>,
  userId: string,
): Promise<{ email: boolean } | null> {
  const row = await db
    .selectFrom('notification_settings')
    .select('email')
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return row ?? null;
}
