import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** How stale `last_used_at` may get: a busy key is written at most once a minute, not per request. */
const LAST_USED_PRECISION_MS = 60_000;

/**
 * Records that a key was used now, and returns who created it (the user an import made with it
 * is attributed to). Runs under the key's shop scope.
 */
export async function touchApiKey(
  db: Kysely<Database>,
  shopId: string,
  keyId: string,
  now: Date,
): Promise<{ createdBy: string | null }> {
  const row = await db
    .selectFrom('api_keys')
    .select(['created_by', 'last_used_at'])
    .where('shop_id', '=', shopId)
    .where('id', '=', keyId)
    .executeTakeFirstOrThrow();
  if (!row.last_used_at || now.getTime() - row.last_used_at.getTime() >= LAST_USED_PRECISION_MS) {
    await db
      .updateTable('api_keys')
      .set({ last_used_at: now })
      .where('shop_id', '=', shopId)
      .where('id', '=', keyId)
      .execute();
  }
  return { createdBy: row.created_by };
}
