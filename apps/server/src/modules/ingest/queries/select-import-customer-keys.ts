import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

/**
 * The customers of the orders an import wrote or saw (those orders carry its id), sorted. This is
 * every customer whose facts the import may have left to recompute; a customer seen unchanged is
 * recomputed to no effect.
 */
export async function selectImportCustomerKeys(
  trx: Transaction<Database>,
  shopId: string,
  importId: string,
): Promise<string[]> {
  const result = await sql<{ customer_key: string }>`
    SELECT DISTINCT customer_key FROM orders
    WHERE shop_id = ${shopId} AND import_id = ${importId}::uuid AND customer_key IS NOT NULL
    ORDER BY customer_key`.execute(trx);
  return result.rows.map((row) => row.customer_key);
}
