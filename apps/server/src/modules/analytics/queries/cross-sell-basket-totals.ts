import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';

export interface BasketTotals {
  orders: number;
  revenue: number;
  multiProductOrders: number;
  multiProductRevenue: number;
}

/** The period's baskets (counted orders with lines) from `daily_basket_metrics`: a row per day. */
export async function queryBasketTotals(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
): Promise<BasketTotals> {
  const result = await sql<Record<string, string | number | null>>`
    SELECT coalesce(sum(orders), 0) AS orders, coalesce(sum(revenue), 0) AS revenue,
           coalesce(sum(multi_product_orders), 0) AS multi_orders,
           coalesce(sum(multi_product_revenue), 0) AS multi_revenue
    FROM daily_basket_metrics
    WHERE shop_id = ${shopId} AND day BETWEEN ${range.from}::date AND ${range.to}::date`.execute(db);
  const row = result.rows[0] ?? {};
  return {
    orders: Number(row.orders ?? 0),
    revenue: Number(row.revenue ?? 0),
    multiProductOrders: Number(row.multi_orders ?? 0),
    multiProductRevenue: Number(row.multi_revenue ?? 0),
  };
}
