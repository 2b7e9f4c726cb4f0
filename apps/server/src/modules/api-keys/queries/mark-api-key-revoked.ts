import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/** Revokes a key of a shop unless it already is; true when this call revoked it. */
export async function markApiKeyRevoked(
  db: Kysely<Database>,
  params: { shopId: string; keyId: string; now: Date },
): Promise<boolean> {
  const result = await db
    .updateTable('api_keys')
    .set({ revoked_at: params.now })
    .where('shop_id', '=', params.shopId)
    .where('id', '=', params.keyId)
    .where('revoked_at', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}
