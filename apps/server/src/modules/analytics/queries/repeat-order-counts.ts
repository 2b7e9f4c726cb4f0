import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { inPeriodGrains } from './period-grain-rows.ts';

type Num = string | number;

/**
 * Customers acquired in the period (first counted order in it) by their counted orders to date:
 * one row per order count up to 10, and one for 11 and more, with their revenue. Sums the
 * period's acquisition_order_counts (migration 0022; whole months from the monthly rows, edge days
 * from the daily ones). Customers entered by hand without an order are in no count.
 */
export async function queryOrderCountFrequencies(
  db: Transaction<Database>,
  shopId: string,
  period: DayRange,
): Promise<{ orders: number; customers: number; revenue: number }[]> {
  const result = await sql<{ orders: Num; customers: Num; revenue: Num }>`
    SELECT orders, sum(customers) AS customers, sum(revenue) AS revenue
    FROM acquisition_order_counts
    WHERE ${inPeriodGrains(shopId, period)}
    GROUP BY orders`.execute(db);
  return result.rows.map((row) => ({
    orders: Number(row.orders),
    customers: Number(row.customers),
    revenue: Number(row.revenue),
  }));
}
