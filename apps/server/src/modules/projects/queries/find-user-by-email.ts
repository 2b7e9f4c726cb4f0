import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** The user with this e-mail address (lower case, as better-auth stores it), or null. */
export async function findUserByEmail(
  db: Kysely<Database>,
  email: string,
): Promise<{ id: string; email: string; name: string } | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'name'])
    .where('email', '=', email)
    .executeTakeFirst();
  return row ?? null;
}
