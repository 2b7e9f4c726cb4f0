import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

/**
 * The name of a product from any day of the shop's history, for a chosen product that sold
 * nothing in the period; null when the shop never sold it.
 */
export async function queryProductName(
  db: Transaction<Database>,
  shopId: string,
  product: string,
): Promise<string | null> {
  const result = await sql<{ name: string | null }>`
    SELECT max(label) AS name FROM daily_dimension_metrics
    WHERE shop_id = ${shopId} AND dimension = 'product' AND value = ${product}`.execute(db);
  return result.rows[0]?.name ?? null;
}
