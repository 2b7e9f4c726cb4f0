import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

export interface ProfileRow {
  id: string;
  email: string;
  name: string;
  emailVerified: boolean;
  twoFactorEnabled: boolean;
  firstName: string;
  lastName: string;
  phone: string;
}

/** A user with the profile details; a user without a profile row gets empty details. */
export async function selectProfile(db: Kysely<Database>, userId: string): Promise<ProfileRow | null> {
  const row = await db
    .selectFrom('users as u')
    .leftJoin('profiles as p', 'p.user_id', 'u.id')
    .select([
      'u.id',
      'u.email',
      'u.name',
      'u.email_verified',
      'u.two_factor_enabled',
      'p.first_name',
      'p.last_name',
      'p.phone',
    ])
    .where('u.id', '=', userId)
    .executeTakeFirst();
  if (!row) return null;
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    emailVerified: row.email_verified,
    twoFactorEnabled: Boolean(row.two_factor_enabled),
    firstName: row.first_name ?? '',
    lastName: row.last_name ?? '',
    phone: row.phone ?? '',
  };
}
