import type { Database } from '@ziskomer/db';
import type { Kysely } from 'kysely';

export async function insertApiKey(
  db: Kysely<Database>,
  values: { shopId: string; name: string; prefix: string; hash: string; createdBy: string; createdAt: Date },
): Promise<string> {
  const row = await db
    .insertInto('api_keys')
    .values({
      shop_id: values.shopId,
      name: values.name,
      prefix: values.prefix,
      key_hash: values.hash,
      created_by: values.createdBy,
      created_at: values.createdAt,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}
