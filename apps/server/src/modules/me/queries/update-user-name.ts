import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** Sets the display name that sessions and member lists show. */
export async function updateUserName(
  db: Kysely<Database>,
  values: { userId: string; name: string; updatedAt: Date },
): Promise<void> {
  await db
    .updateTable('users')
    .set({ name: values.name, updated_at: values.updatedAt })
    .where('id', '=', values.userId)
    .execute();
}
