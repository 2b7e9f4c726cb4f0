import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** Creates or replaces a user's notification settings. */
export async function upsertNotificationSettings(
  db: Kysely<Database>,
  values: { userId: string; email: boolean; updatedAt: Date },
): Promise<void> {
  await db
    .insertInto('notification_settings')
    .values({ user_id: values.userId, email: values.email, updated_at: values.updatedAt })
    .onConflict((oc) =>
      oc.column('user_id').doUpdateSet({ email: values.email, updated_at: values.updatedAt }),
    )
    .execute();
}
