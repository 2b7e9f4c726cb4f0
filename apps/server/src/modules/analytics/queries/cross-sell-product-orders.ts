import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { inPeriodDimensionMetrics } from './dimension-metrics-in-period.ts';

export interface ProductOrders {
  key: string;
  name: string;
  /** Counted orders of the period holding the product. */
  orders: number;
}

/**
 * Every product sold in a period with the orders holding it, best sellers first, from the product
 * rows of the dimension metrics (whose `orders` counts each order once per product and day, and an
 * order has one day, so the sum over days is the orders holding the product): whole months from
 * the monthly table, the edge days from the daily one, so that a catalogue of 1,500 products reads
 * 1,500 rows a month instead of 1,500 a day.
 */
export async function queryProductOrders(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
): Promise<ProductOrders[]> {
  const result = await sql<{ key: string; name: string | null; orders: string | number }>`
    SELECT value AS key, max(label) AS name, sum(orders) AS orders
    FROM ${inPeriodDimensionMetrics(shopId, range, ['product'])} AS rows
    GROUP BY value
    ORDER BY orders DESC, value`.execute(db);
  return result.rows.map((row) => ({ key: row.key, name: row.name ?? row.key, orders: Number(row.orders) }));
}
