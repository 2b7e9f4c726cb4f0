import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

export interface DailyMetricsRow {
  day: string;
  orders: number;
  revenue: number;
  revenueWithoutVat: number;
  margin: number;
  cancelledOrders: number;
  newCustomers: number;
  estimatedMarginOrders: number;
}

/** The shop's daily rollup rows between two days (both included), oldest first. */
export async function sumDailyMetrics(
  trx: Transaction<Database>,
  shopId: string,
  from: string,
  to: string,
): Promise<DailyMetricsRow[]> {
  const result = await sql<Record<keyof DailyMetricsRow, string | number>>`
    SELECT day::text AS day, orders, revenue, revenue_without_vat AS "revenueWithoutVat", margin,
           cancelled_orders AS "cancelledOrders", new_customers AS "newCustomers",
           margin_estimated_orders AS "estimatedMarginOrders"
    FROM daily_shop_metrics
    WHERE shop_id = ${shopId} AND day BETWEEN ${from}::date AND ${to}::date
    ORDER BY day`.execute(trx);
  // numeric arrives as a string from pg and as a number from PGlite: convert here, once.
  return result.rows.map((row) => ({
    day: String(row.day),
    orders: Number(row.orders),
    revenue: Number(row.revenue),
    revenueWithoutVat: Number(row.revenueWithoutVat),
    margin: Number(row.margin),
    cancelledOrders: Number(row.cancelledOrders),
    newCustomers: Number(row.newCustomers),
    estimatedMarginOrders: Number(row.estimatedMarginOrders),
  }));
}
