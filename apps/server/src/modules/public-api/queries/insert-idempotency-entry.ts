import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

/**
 * Stores the answer for a key of the shop. The shop's expired entries (stored before
 * `notBefore`, this key's included) are deleted first, so the table holds one day of keys.
 */
export async function insertIdempotencyEntry(
  db: Kysely<Database>,
  values: {
    shopId: string;
    key: string;
    requestHash: string;
    statusCode: number;
    response: unknown;
    createdAt: Date;
    notBefore: Date;
  },
): Promise<void> {
  await db
    .deleteFrom('idempotency_keys')
    .where('shop_id', '=', values.shopId)
    .where('created_at', '<', values.notBefore)
    .execute();
  await db
    .insertInto('idempotency_keys')
    .values({
      shop_id: values.shopId,
      key: values.key,
      request_hash: values.requestHash,
      status_code: values.statusCode,
      response: JSON.stringify(values.response),
      created_at: values.createdAt,
    })
    .execute();
}
