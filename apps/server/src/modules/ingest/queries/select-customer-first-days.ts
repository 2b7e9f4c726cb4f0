import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

/**
 * The day each stored customer counts as new, before a batch recomputes them. A customer entered by
 * hand without orders (total_orders = 0) has not become new on any day yet.
 */
export async function selectCustomerFirstDays(
  trx: Transaction<Database>,
  shopId: string,
  customerKeys: string[],
): Promise<Map<string, string>> {
  if (customerKeys.length === 0) return new Map();
  const result = await sql<{ customer_key: string; first_order_day: string }>`
    SELECT customer_key, first_order_day::text AS first_order_day
    FROM customers
    WHERE shop_id = ${shopId} AND customer_key = ANY(${customerKeys}::text[]) AND total_orders > 0`.execute(
    trx,
  );
  return new Map(result.rows.map((row) => [row.customer_key, row.first_order_day]));
}
