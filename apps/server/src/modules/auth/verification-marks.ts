import { randomUUID } from 'node:crypto';
import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/**
 * Short-lived marks kept in better-auth's `verifications` table (one row per event, with its own
 * expiry): failed sign-ins per account and TOTP codes already used. One row per event needs no
 * unique key and no read-modify-write, so concurrent requests cannot lose a count.
 */
export async function countMarks(db: Kysely<Database>, identifier: string, now: Date): Promise<number> {
  const row = await db
    .selectFrom('verifications')
    .select((eb) => eb.fn.countAll<string>().as('count'))
    .where('identifier', '=', identifier)
    .where('expires_at', '>', now)
    .executeTakeFirst();
  return Number(row?.count ?? 0);
}

export async function addMark(
  db: Kysely<Database>,
  identifier: string,
  ttlSeconds: number,
  now: Date,
): Promise<void> {
  await db
    .deleteFrom('verifications')
    .where('identifier', '=', identifier)
    .where('expires_at', '<=', now)
    .execute();
  await db
    .insertInto('verifications')
    .values({
      id: randomUUID(),
      identifier,
      value: '1',
      expires_at: new Date(now.getTime() + ttlSeconds * 1000),
      created_at: now,
      updated_at: now,
    })
    .execute();
}

export async function clearMarks(db: Kysely<Database>, identifier: string): Promise<void> {
  await db.deleteFrom('verifications').where('identifier', '=', identifier).execute();
}
