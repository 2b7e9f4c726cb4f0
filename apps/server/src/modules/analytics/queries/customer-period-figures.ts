import type { CustomerPeriodFigures } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';

type Num = string | number | null;

/**
 * The customer figures of a period. Orders and revenue come from the day rollups (one row per day
 * of the period): new and returning from daily_customer_metrics, the rest — orders without a
 * customer — is what daily_shop_metrics counts beyond them. Active and repeat customers need
 * distinct customers, which no day rollup can sum, so `countActiveCustomers` decides where to
 * count them.
 */
export async function queryCustomerPeriodFigures(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
  history: { firstOrderDay: string | null; lastOrderDay: string | null },
): Promise<CustomerPeriodFigures> {
  const sums = await sql<{
    new_orders: Num;
    new_revenue: Num;
    returning_orders: Num;
    returning_revenue: Num;
    orders: Num;
    revenue: Num;
  }>`
    SELECT c.new_orders, c.new_revenue, c.returning_orders, c.returning_revenue, s.orders, s.revenue
    FROM (
      SELECT sum(new_orders) AS new_orders, sum(new_revenue) AS new_revenue,
             sum(returning_orders) AS returning_orders, sum(returning_revenue) AS returning_revenue
      FROM daily_customer_metrics
      WHERE shop_id = ${shopId} AND day BETWEEN ${range.from}::date AND ${range.to}::date
    ) AS c
    CROSS JOIN (
      SELECT sum(orders) AS orders, sum(revenue) AS revenue
      FROM daily_shop_metrics
      WHERE shop_id = ${shopId} AND day BETWEEN ${range.from}::date AND ${range.to}::date
    ) AS s`.execute(db);
  const row = sums.rows[0];
  const newOrders = Number(row?.new_orders ?? 0);
  const newRevenue = Number(row?.new_revenue ?? 0);
  const returningOrders = Number(row?.returning_orders ?? 0);
  const returningRevenue = Number(row?.returning_revenue ?? 0);
  const { active, repeat } = await countActiveCustomers(db, shopId, range, history);
  return {
    activeCustomers: active,
    // Every customer has exactly one first order.
    newCustomers: newOrders,
    returningCustomers: active - newOrders,
    newOrders,
    newRevenue,
    returningOrders,
    returningRevenue,
    anonymousOrders: Number(row?.orders ?? 0) - newOrders - returningOrders,
    anonymousRevenue: round2(Number(row?.revenue ?? 0) - newRevenue - returningRevenue),
    repeatCustomers: repeat,
    repeatRate: active > 0 ? repeat / active : null,
  };
}

/**
 * Customers with a counted order in the period, and those with two or more. A period reaching the
 * shop's last order day — every preset, the whole history — holds all orders from its first day
 * on, so a customer is active when their last order is on or after that day, and has two orders in
 * it when the order before the last is: a sum over customer_recency_days (migration 0024, a row
 * per day, written with the scores the caller brought up to date). A period ending earlier counts its orders per
 * customer through the partial index orders_customer_day_idx of migration 0009 — an index-only
 * scan of the period's counted orders with a customer, grouped by customer.
 */
async function countActiveCustomers(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
  history: { firstOrderDay: string | null; lastOrderDay: string | null },
): Promise<{ active: number; repeat: number }> {
  if (history.firstOrderDay === null || history.lastOrderDay === null) return { active: 0, repeat: 0 };
  if (range.to < history.firstOrderDay || range.from > history.lastOrderDay) return { active: 0, repeat: 0 };
  const result =
    range.to >= history.lastOrderDay
      ? await sql<{ active: Num; repeat: Num }>`
          SELECT coalesce(sum(last_customers), 0) AS active, coalesce(sum(previous_customers), 0) AS repeat
          FROM customer_recency_days WHERE shop_id = ${shopId} AND day >= ${range.from}::date`.execute(db)
      : await sql<{ active: Num; repeat: Num }>`
          SELECT count(*) AS active, count(*) FILTER (WHERE orders >= 2) AS repeat
          FROM (
            SELECT customer_key, count(*) AS orders
            FROM orders
            WHERE shop_id = ${shopId} AND order_day BETWEEN ${range.from}::date AND ${range.to}::date
              AND NOT is_cancelled AND customer_key IS NOT NULL
            GROUP BY customer_key
          ) AS per_customer`.execute(db);
  return { active: Number(result.rows[0]?.active ?? 0), repeat: Number(result.rows[0]?.repeat ?? 0) };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
