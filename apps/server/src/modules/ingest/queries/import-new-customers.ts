import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

/**
 * Records the customers of orders an import inserted, whose facts its batches leave to the end of
 * the import (migration 0038). In the batch's transaction, so a batch and its record commit
 * together.
 */
export async function recordImportNewCustomers(
  trx: Transaction<Database>,
  shopId: string,
  importId: string,
  customerKeys: string[],
): Promise<void> {
  if (customerKeys.length === 0) return;
  await sql`
    INSERT INTO import_new_customers (shop_id, import_id, customer_key)
    SELECT ${shopId}, ${importId}::uuid, key FROM unnest(${[...new Set(customerKeys)]}::text[]) AS key
    ON CONFLICT DO NOTHING`.execute(trx);
}

/** The next `limit` recorded customers of the import after `after`, in key order. */
export async function readImportNewCustomers(
  trx: Transaction<Database>,
  shopId: string,
  importId: string,
  after: string | null,
  limit: number,
): Promise<string[]> {
  const page = await sql<{ customer_key: string }>`
    SELECT customer_key FROM import_new_customers
    WHERE shop_id = ${shopId} AND import_id = ${importId}::uuid
      ${after === null ? sql`` : sql`AND customer_key > ${after}`}
    ORDER BY customer_key LIMIT ${limit}`.execute(trx);
  return page.rows.map((row) => row.customer_key);
}

/**
 * Done with some recorded customers: they are marked for the analytics rollups (their new orders'
 * journeys; the insert trigger left that to this, migration 0030) and leave the record.
 */
export async function finishImportNewCustomers(
  trx: Transaction<Database>,
  shopId: string,
  importId: string,
  customerKeys: string[],
): Promise<void> {
  if (customerKeys.length === 0) return;
  await sql`
    INSERT INTO analytics_dirty_customers (shop_id, customer_key)
    SELECT ${shopId}, key FROM unnest(${customerKeys}::text[]) AS key
    ON CONFLICT DO NOTHING`.execute(trx);
  await sql`
    DELETE FROM import_new_customers
    WHERE shop_id = ${shopId} AND import_id = ${importId}::uuid AND customer_key = ANY(${customerKeys}::text[])`.execute(
    trx,
  );
}
