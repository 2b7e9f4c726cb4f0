import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';

/** Namespace of the advisory locks that serialise order writes per shop (imports, manual orders). */
const ORDER_WRITES_LOCK = 4242;

/**
 * Serialises writers of one shop's orders until the transaction ends: saving classifies orders by
 * what it read first (new, changed, unchanged), which another writer must not change meanwhile.
 * Deleting a shop takes the same lock, and orders have no foreign key on their shop (migration
 * 0030), so a writer that got the lock checks that the shop is still there: one look-up per
 * transaction instead of the key's one per order.
 */
export async function lockShopOrders(trx: Kysely<Database>, shopId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${ORDER_WRITES_LOCK}, hashtext(${shopId}))`.execute(trx);
  // A statement of its own: its snapshot is taken after the lock, so it sees a deletion committed
  // while this writer waited.
  const shop = await sql`SELECT 1 FROM shops WHERE id = ${shopId}`.execute(trx);
  if (shop.rows.length === 0) throw new Error(`shop ${shopId} does not exist`);
}
