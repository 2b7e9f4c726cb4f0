import type { Profile } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';
import { AppError } from '../../core/app-error.ts';
import { selectProfile } from './queries/select-profile.ts';

/** The profile of a user: the account's name and e-mail with the editable details. */
export async function getProfile(db: Kysely<Database>, userId: string): Promise<Profile> {
  const row = await selectProfile(db, userId);
  if (!row) throw new AppError('unauthenticated');
  return {
    id: row.id,
    email: row.email,
    fullName: row.name,
    firstName: row.firstName,
    lastName: row.lastName,
    phone: row.phone,
    emailVerified: row.emailVerified,
    twoFactorEnabled: row.twoFactorEnabled,
  };
}
