import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/**
 * Sessions end after SESSION_IDLE_SECONDS without use (better-auth's sliding expiry, renewed at
 * most once per SESSION_RENEW_SECONDS) and, however active, SESSION_MAX_AGE_SECONDS after sign-in:
 * better-auth would renew forever, so each renewal is capped here at the absolute end.
 */
export const SESSION_IDLE_SECONDS = 7 * 24 * 60 * 60;
export const SESSION_RENEW_SECONDS = 24 * 60 * 60;
export const SESSION_MAX_AGE_SECONDS = 30 * 24 * 60 * 60;

export async function capSessionLifetime(
  db: Kysely<Database>,
  session: { id: string; createdAt: Date; expiresAt: Date },
): Promise<void> {
  const end = new Date(new Date(session.createdAt).getTime() + SESSION_MAX_AGE_SECONDS * 1000);
  if (new Date(session.expiresAt) <= end) return;
  await db.updateTable('sessions').set({ expires_at: end }).where('id', '=', session.id).execute();
}
