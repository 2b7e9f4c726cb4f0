import { PAIR_LIST_LIMIT, type PairSort } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import { periodPairRows } from './cross-sell-period-pairs.ts';
import { inPeriodDimensionMetrics } from './dimension-metrics-in-period.ts';

export interface PairCountsRow {
  productA: string;
  productB: string;
  pairOrders: number;
  ordersA: number;
  ordersB: number;
  orderValue: number;
}

/**
 * The ranking of each sort. Lift is pair × all ÷ (A × B); "all" is the same for every pair, so
 * pair ÷ (A × B) ranks alike. Confidence ranks by the stronger direction, pair ÷ min(A, B). The
 * figures themselves come from `getAssociationRule` (packages/domain); these only order the rows.
 */
const RANKINGS: Record<PairSort, RawBuilder<unknown>> = {
  frequency: sql`p.orders`,
  lift: sql`p.orders::float8 / (a.orders::float8 * b.orders::float8)`,
  confidence: sql`p.orders::float8 / least(a.orders, b.orders)::float8`,
};

/**
 * The period's top pairs by a sort among those bought together in at least `minPairOrders`
 * orders, with each product's order count, and how many pairs qualify. Reads the period's pair
 * rows (whole months + edge days) and the product rows of the dimension metrics.
 */
export async function queryTopPairs(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
  sort: PairSort,
  minPairOrders: number,
): Promise<{ rows: PairCountsRow[]; qualifying: number }> {
  // A catalogue of 1,500 products has 600,000 pairs over two years: summed in memory instead of
  // sorted on disk in the default 4 MB (the report's own transaction only).
  await sql`SET LOCAL work_mem = '48MB'`.execute(db);
  const result = await sql<{
    product_a: string;
    product_b: string;
    orders: string | number;
    order_value: string | number;
    orders_a: string | number;
    orders_b: string | number;
    qualifying: string | number;
  }>`
    WITH pairs AS (
      SELECT product_a, product_b, sum(orders) AS orders, sum(order_value) AS order_value
      FROM ${periodPairRows(shopId, range)} AS rows
      GROUP BY product_a, product_b
      HAVING sum(orders) >= ${minPairOrders}
    ), products AS (
      SELECT value, sum(orders) AS orders
      FROM ${inPeriodDimensionMetrics(shopId, range, ['product'])} AS rows
      GROUP BY value
    )
    SELECT p.product_a, p.product_b, p.orders, p.order_value, a.orders AS orders_a, b.orders AS orders_b,
           count(*) OVER () AS qualifying
    FROM pairs p
    JOIN products a ON a.value = p.product_a
    JOIN products b ON b.value = p.product_b
    ORDER BY ${RANKINGS[sort]} DESC, p.orders DESC, p.product_a, p.product_b
    LIMIT ${PAIR_LIST_LIMIT}`.execute(db);
  return {
    rows: result.rows.map((row) => ({
      productA: row.product_a,
      productB: row.product_b,
      pairOrders: Number(row.orders),
      ordersA: Number(row.orders_a),
      ordersB: Number(row.orders_b),
      orderValue: Number(row.order_value),
    })),
    qualifying: Number(result.rows[0]?.qualifying ?? 0),
  };
}
