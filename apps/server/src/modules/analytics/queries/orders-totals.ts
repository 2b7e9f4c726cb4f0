import type { OrdersTotals } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';

/**
 * The headline figures of a period from the daily rollup: one row per day with orders, so a
 * year is at most 366 rows of one primary-key range, whatever the number of orders.
 */
export async function queryOrdersTotals(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
): Promise<OrdersTotals> {
  const result = await sql<Record<string, string | number | null>>`
    SELECT coalesce(sum(orders), 0) AS orders, coalesce(sum(revenue), 0) AS revenue,
           coalesce(sum(revenue_without_vat), 0) AS revenue_without_vat,
           coalesce(sum(margin), 0) AS margin,
           coalesce(sum(margin_estimated_orders), 0) AS estimated,
           coalesce(sum(paid_orders), 0) AS paid, coalesce(sum(cancelled_orders), 0) AS cancelled,
           coalesce(sum(online_orders), 0) AS online, coalesce(sum(items), 0) AS items
    FROM daily_shop_metrics
    WHERE shop_id = ${shopId} AND day BETWEEN ${range.from}::date AND ${range.to}::date`.execute(db);
  const row = result.rows[0] ?? {};
  // numeric and bigint sums arrive as strings from pg and as numbers from PGlite.
  const orders = Number(row.orders ?? 0);
  const revenue = Number(row.revenue ?? 0);
  const margin = Number(row.margin ?? 0);
  const paid = Number(row.paid ?? 0);
  const online = Number(row.online ?? 0);
  const cancelled = Number(row.cancelled ?? 0);
  const items = Number(row.items ?? 0);
  const perOrder = (value: number) => (orders > 0 ? value / orders : null);
  return {
    revenue,
    revenueWithoutVat: Number(row.revenue_without_vat ?? 0),
    orders,
    averageOrderValue: perOrder(revenue),
    margin,
    marginPercent: revenue > 0 ? margin / revenue : null,
    itemsPerOrder: perOrder(items),
    paidOrders: paid,
    onlineOrders: online,
    cancelledOrders: cancelled,
    paidShare: perOrder(paid),
    onlineShare: perOrder(online),
    cancelledShare: orders + cancelled > 0 ? cancelled / (orders + cancelled) : null,
    estimatedMarginOrders: Number(row.estimated ?? 0),
  };
}
