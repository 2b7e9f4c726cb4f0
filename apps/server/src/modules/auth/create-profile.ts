import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/**
 * Every new user gets a profile; the full name given at sign-up (SPEC §3 `full_name`) is split
 * into first name and the rest as last name. Does nothing when the profile already exists.
 */
export async function createProfile(db: Kysely<Database>, user: { id: string; name: string }): Promise<void> {
  const [firstName = '', ...rest] = user.name.trim().split(/\s+/);
  await db
    .insertInto('profiles')
    .values({ user_id: user.id, first_name: firstName, last_name: rest.join(' ') })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
}
