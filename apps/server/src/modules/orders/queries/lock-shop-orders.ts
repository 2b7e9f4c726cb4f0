import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

/** Namespace of the advisory locks that serialise order writes per shop (imports, manual orders). */
const ORDER_WRITES_LOCK = 4242;

/**
 * Serialises writers of one shop's orders until the transaction ends: saving classifies orders by
 * what it read first (new, changed, unchanged), which another writer must not change meanwhile.
 */
export async function lockShopOrders(trx: Transaction<Database>, shopId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${ORDER_WRITES_LOCK}, hashtext(${shopId}))`.execute(trx);
}
