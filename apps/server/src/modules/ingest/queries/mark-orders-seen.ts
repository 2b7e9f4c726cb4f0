import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

/**
 * Records that an import saw unchanged orders (content and updated_at stay as they are), so that
 * the same order id later in the same file counts as a duplicate rather than as unchanged again.
 */
export async function markOrdersSeen(
  trx: Transaction<Database>,
  shopId: string,
  orderIds: string[],
  importId: string,
): Promise<void> {
  if (orderIds.length === 0) return;
  await sql`
    UPDATE orders SET import_id = ${importId}::uuid
    WHERE shop_id = ${shopId} AND order_id = ANY(${orderIds}::text[])`.execute(trx);
}
