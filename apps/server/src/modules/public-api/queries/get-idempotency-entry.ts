import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

export interface IdempotencyEntry {
  requestHash: string;
  statusCode: number;
  response: unknown;
}

/** The stored answer for a key of the shop, unless it was stored before `notBefore` (expired). */
export async function getIdempotencyEntry(
  db: Kysely<Database>,
  params: { shopId: string; key: string; notBefore: Date },
): Promise<IdempotencyEntry | null> {
  const row = await db
    .selectFrom('idempotency_keys')
    .select(['request_hash', 'status_code', 'response'])
    .where('shop_id', '=', params.shopId)
    .where('key', '=', params.key)
    .where('created_at', '>=', params.notBefore)
    .executeTakeFirst();
  return row ? { requestHash: row.request_hash, statusCode: row.status_code, response: row.response } : null;
}
