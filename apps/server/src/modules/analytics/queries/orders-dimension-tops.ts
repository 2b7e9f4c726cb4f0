import {
  type DimensionTop,
  ORDERS_MIX_DIMENSIONS,
  ORDERS_TOP_DIMENSIONS,
  type OrdersMixDimension,
  type OrdersTopDimension,
} from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { inPeriodDimensionMetrics } from './dimension-metrics-in-period.ts';

/** SPEC §9: top lists (cities, countries, products, categories, channels, campaigns) hold 10. */
export const TOP_LIST_SIZE = 10;

type Dimension = OrdersTopDimension | OrdersMixDimension;

interface Row {
  dimension: Dimension;
  value: string;
  label: string | null;
  orders: string | number;
  revenue: string | number;
  margin: string | number;
  estimated: string | number;
  quantity: string | number;
  total_orders: string | number;
  total_revenue: string | number;
  total_margin: string | number;
  total_values: string | number;
}

/**
 * The 10 largest values of every order dimension in a period, with each dimension's total, in
 * one statement over the period's dimension metrics (whole months from the monthly rollup, edge
 * days from the daily one: inPeriodDimensionMetrics).
 * Top lists rank by revenue and share revenue; the payment and shipping mixes rank by orders and
 * share orders. Ties fall to the value, so the answer is stable.
 */
export async function queryDimensionTops(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
): Promise<Record<Dimension, DimensionTop>> {
  const dimensions: Dimension[] = [...ORDERS_TOP_DIMENSIONS, ...ORDERS_MIX_DIMENSIONS];
  const mixes: string[] = [...ORDERS_MIX_DIMENSIONS];
  const result = await sql<Row>`
    WITH sums AS (
      SELECT dimension, value, max(label) AS label, sum(orders) AS orders, sum(revenue) AS revenue,
             sum(margin) AS margin, sum(margin_estimated) AS estimated, sum(quantity) AS quantity
      FROM ${inPeriodDimensionMetrics(shopId, range, dimensions)} AS metrics
      GROUP BY dimension, value
    ), ranked AS (
      SELECT sums.*,
             row_number() OVER (PARTITION BY dimension ORDER BY
               CASE WHEN dimension = ANY(${mixes}::text[]) THEN orders ELSE revenue END DESC, value) AS rank,
             sum(orders) OVER (PARTITION BY dimension) AS total_orders,
             sum(revenue) OVER (PARTITION BY dimension) AS total_revenue,
             sum(margin) OVER (PARTITION BY dimension) AS total_margin,
             count(*) OVER (PARTITION BY dimension) AS total_values
      FROM sums
    )
    SELECT * FROM ranked WHERE rank <= ${TOP_LIST_SIZE} ORDER BY dimension, rank`.execute(db);

  const tops = {} as Record<Dimension, DimensionTop>;
  for (const dimension of dimensions) {
    tops[dimension] = { rows: [], total: { orders: 0, revenue: 0, margin: 0, values: 0 } };
  }
  for (const row of result.rows) {
    const top = tops[row.dimension];
    // numeric and bigint sums arrive as strings from pg and as numbers from PGlite.
    top.total = {
      orders: Number(row.total_orders),
      revenue: Number(row.total_revenue),
      margin: Number(row.total_margin),
      values: Number(row.total_values),
    };
    const orders = Number(row.orders);
    const revenue = Number(row.revenue);
    const byOrders = mixes.includes(row.dimension);
    const whole = byOrders ? top.total.orders : top.total.revenue;
    top.rows.push({
      value: row.value,
      label: row.label,
      orders,
      revenue,
      margin: Number(row.margin),
      estimatedMargin: Number(row.estimated),
      quantity: Number(row.quantity),
      share: whole > 0 ? (byOrders ? orders : revenue) / whole : 0,
    });
  }
  return tops;
}
