import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

/**
 * The shop and id of the unrevoked key with this hash, through the SECURITY DEFINER function
 * `api_key_shop` (migration 0005): it is asked before any shop scope exists, which row-level
 * security would otherwise answer with no rows.
 */
export async function findApiKeyShop(
  db: Kysely<Database>,
  hash: string,
): Promise<{ shopId: string; keyId: string } | null> {
  const result = await sql<{ shop_id: string; key_id: string }>`
    SELECT shop_id, key_id FROM api_key_shop(${hash})`.execute(db);
  const row = result.rows[0];
  return row ? { shopId: row.shop_id, keyId: row.key_id } : null;
}
