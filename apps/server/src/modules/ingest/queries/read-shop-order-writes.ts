import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

/**
 * How many statements have written the shop's orders (migration 0076; 0 before the first). Read
 * twice, at the start of work spread over transactions and later, it tells whether another writer
 * changed the shop's orders in between.
 */
export async function readShopOrderWrites(trx: Transaction<Database>, shopId: string): Promise<number> {
  const result = await sql<{ writes: string | number }>`
    SELECT writes FROM shop_order_writes WHERE shop_id = ${shopId}`.execute(trx);
  return Number(result.rows[0]?.writes ?? 0);
}
