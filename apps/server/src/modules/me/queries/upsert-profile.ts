import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** Creates or replaces a user's profile details. */
export async function upsertProfile(
  db: Kysely<Database>,
  values: { userId: string; firstName: string; lastName: string; phone: string; updatedAt: Date },
): Promise<void> {
  const details = {
    first_name: values.firstName,
    last_name: values.lastName,
    phone: values.phone,
    updated_at: values.updatedAt,
  };
  await db
    .insertInto('profiles')
    .values({ user_id: values.userId, ...details })
    .onConflict((oc) => oc.column('user_id').doUpdateSet(details))
    .execute();
}
