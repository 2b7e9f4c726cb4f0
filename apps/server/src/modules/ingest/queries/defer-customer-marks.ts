import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

/**
 * Tells the orders' insert trigger not to mark the new orders' customers for the analytics
 * rollups in this transaction (migration 0030): an import's batches leave that to
 * `markImportCustomers` at the end of the import, which marks each customer once.
 */
export async function deferCustomerMarks(trx: Transaction<Database>): Promise<void> {
  await sql`SET LOCAL ziskomer.defer_customer_marks = 'on'`.execute(trx);
}
