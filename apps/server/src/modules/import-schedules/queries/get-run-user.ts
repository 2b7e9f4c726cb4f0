import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import type { SessionUser } from '../../../core/session-user.ts';

/** The user a run imports for, as a request would see them; null when the account is gone. */
export async function getRunUser(db: Kysely<Database>, userId: string): Promise<SessionUser | null> {
  const row = await db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'email_verified', 'two_factor_enabled'])
    .where('id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    emailVerified: row.email_verified,
    twoFactorEnabled: Boolean(row.two_factor_enabled),
  };
}
