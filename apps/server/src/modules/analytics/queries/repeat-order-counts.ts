import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';

type Num = string | number;

/**
 * Customers acquired in the period (first counted order in it) by their counted orders to date,
 * from the customer facts: one row per order count up to 10, and one for 11 and more. Customers
 * entered by hand without an order (0 orders) are left out.
 */
export async function queryOrderCountFrequencies(
  db: Transaction<Database>,
  shopId: string,
  period: DayRange,
): Promise<{ orders: number; customers: number; revenue: number }[]> {
  const result = await sql<{ orders: Num; customers: Num; revenue: Num }>`
    SELECT least(total_orders, 11) AS orders, count(*) AS customers, sum(total_revenue) AS revenue
    FROM customers
    WHERE shop_id = ${shopId} AND total_orders > 0
      AND first_order_day BETWEEN ${period.from}::date AND ${period.to}::date
    GROUP BY least(total_orders, 11)`.execute(db);
  return result.rows.map((row) => ({
    orders: Number(row.orders),
    customers: Number(row.customers),
    revenue: Number(row.revenue),
  }));
}
