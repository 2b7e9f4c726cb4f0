import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';

export interface ProductOrders {
  key: string;
  name: string;
  /** Counted orders of the period holding the product. */
  orders: number;
}

/**
 * Every product sold in a period with the orders holding it, best sellers first, from the product
 * rows of `daily_dimension_metrics` (whose `orders` counts each order once per product and day,
 * and an order has one day, so the sum over days is the orders holding the product).
 */
export async function queryProductOrders(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
): Promise<ProductOrders[]> {
  const result = await sql<{ key: string; name: string | null; orders: string | number }>`
    SELECT value AS key, max(label) AS name, sum(orders) AS orders
    FROM daily_dimension_metrics
    WHERE shop_id = ${shopId} AND dimension = 'product'
      AND day BETWEEN ${range.from}::date AND ${range.to}::date
    GROUP BY value
    ORDER BY orders DESC, value`.execute(db);
  return result.rows.map((row) => ({ key: row.key, name: row.name ?? row.key, orders: Number(row.orders) }));
}
