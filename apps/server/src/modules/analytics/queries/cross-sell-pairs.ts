import { PAIR_LIST_LIMIT, type PairSort } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import { FREQUENT_PAIR_ORDERS } from '../rollups/refresh-product-pairs.ts';
import { periodPairTotal } from './cross-sell-period-pairs.ts';
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
 * What each sort ranks by (highest first), over a pair's `orders` and its products' `orders_a`
 * and `orders_b`. Lift is pair × all ÷ (A × B); "all" is the same for every pair, so
 * pair ÷ (A × B) ranks alike. Confidence ranks by the stronger direction, pair ÷ min(A, B). The
 * figures themselves come from `getAssociationRule` (packages/domain); these only order the rows.
 * Ties go to more orders, then to the products' numbers (migration 0071).
 */
const SCORES: Record<PairSort, RawBuilder<unknown>> = {
  frequency: sql`orders::float8`,
  lift: sql`orders::float8 / (orders_a * orders_b)`,
  confidence: sql`orders::float8 / least(orders_a, orders_b)`,
};

/**
 * The period's top pairs by a sort among those bought together in at least `minPairOrders`
 * orders, with each product's order count, and how many pairs qualify. Every pair's orders come
 * from its history (two array look-ups, migration 0071); each product's orders from the dimension
 * metrics, put into one array by product number so that ranking needs no join; the order value
 * and the products' names only for the pairs listed. With a minimum of 3 or more only the frequent
 * pairs' partition is read.
 */
export async function queryTopPairs(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
  sort: PairSort,
  minPairOrders: number,
): Promise<{ rows: PairCountsRow[]; qualifying: number }> {
  const pairOrders = periodPairTotal(range, 'h', 'running_orders');
  const canQualify = minPairOrders >= FREQUENT_PAIR_ORDERS ? sql`h.frequent` : sql`TRUE`;
  const result = await sql<{
    product_a: string;
    product_b: string;
    orders: string | number;
    order_value: string | number;
    orders_a: string | number;
    orders_b: string | number;
    qualifying: string | number;
  }>`
    WITH products AS (
      SELECT value, sum(orders) AS orders
      FROM ${inPeriodDimensionMetrics(shopId, range, ['product'])} AS rows
      GROUP BY value
    ), counts AS MATERIALIZED (
      SELECT coalesce(array_agg(coalesce(p.orders, 0)::float8 ORDER BY k.product_no), '{}') AS orders
      FROM cross_sell_products k LEFT JOIN products p ON p.value = k.product
      WHERE k.shop_id = ${shopId}
    ), pairs AS MATERIALIZED (
      SELECT h.product_a, h.product_b, ${pairOrders} AS orders
      FROM product_pair_histories h
      WHERE h.shop_id = ${shopId} AND ${canQualify} AND ${pairOrders} >= ${minPairOrders}
    ), ranked AS (
      SELECT *, ${SCORES[sort]} AS score FROM (
        SELECT p.product_a, p.product_b, p.orders, c.orders[p.product_a] AS orders_a, c.orders[p.product_b] AS orders_b
        FROM pairs p CROSS JOIN counts c
      ) AS counted
      ORDER BY score DESC, orders DESC, product_a, product_b
      LIMIT ${PAIR_LIST_LIMIT}
    )
    SELECT a.product AS product_a, b.product AS product_b, r.orders, r.orders_a, r.orders_b,
           ${periodPairTotal(range, 'h', 'running_value')} AS order_value,
           (SELECT count(*) FROM pairs) AS qualifying
    FROM ranked r
    JOIN product_pair_histories h ON h.shop_id = ${shopId} AND h.product_a = r.product_a AND h.product_b = r.product_b
    JOIN cross_sell_products a ON a.shop_id = ${shopId} AND a.product_no = r.product_a
    JOIN cross_sell_products b ON b.shop_id = ${shopId} AND b.product_no = r.product_b
    ORDER BY r.score DESC, r.orders DESC, r.product_a, r.product_b`.execute(db);
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
