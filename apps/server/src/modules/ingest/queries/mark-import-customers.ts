import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

/**
 * Marks for the analytics rollups the customers of the orders an import inserted, which its
 * batches left unmarked (deferCustomerMarks). An order carries the last import that saw it; it was
 * inserted by that import when it was created after the import was (both times come from the
 * server's clock), so an unchanged re-import marks nobody. Marking twice is harmless.
 */
export async function markImportCustomers(
  trx: Transaction<Database>,
  shopId: string,
  importId: string,
): Promise<void> {
  await sql`
    INSERT INTO analytics_dirty_customers (shop_id, customer_key)
    SELECT DISTINCT o.shop_id, o.customer_key
    FROM orders o
    JOIN imports i ON i.shop_id = o.shop_id AND i.id = o.import_id
    WHERE o.shop_id = ${shopId} AND o.import_id = ${importId}::uuid AND o.customer_key IS NOT NULL
      AND o.created_at >= i.created_at
    ON CONFLICT DO NOTHING`.execute(trx);
}
