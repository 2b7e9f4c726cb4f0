import { PRODUCT_LIST_LIMIT, type ProductRow, type ProductSort } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { inPeriodDimensionMetrics } from './dimension-metrics-in-period.ts';
import { type LineFiguresRow, toLineFigures } from './products-line-figures.ts';

/** The ranking column of each sort; a fixed map, so no input reaches the SQL text. */
const SORT_COLUMNS: Record<ProductSort, string> = {
  revenue: 'revenue',
  margin: 'margin',
  quantity: 'quantity',
  orders: 'orders',
};

/**
 * The period's top products by a measure (SPEC §9 "product queries 100"), from the product rows
 * of the dimension metrics (whole months from the monthly rollup, edge days from the daily one),
 * summed per product. Ties fall to the key.
 */
export async function queryProductList(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
  sort: ProductSort,
  periodRevenue: number,
): Promise<ProductRow[]> {
  const result = await sql<LineFiguresRow & { key: string; name: string | null }>`
    SELECT value AS key, max(label) AS name, sum(orders) AS orders, sum(quantity) AS quantity,
           sum(revenue) AS revenue, sum(revenue_without_vat) AS revenue_without_vat, sum(margin) AS margin,
           sum(margin_estimated) AS estimated_lines
    FROM ${inPeriodDimensionMetrics(shopId, range, ['product'])} AS metrics
    GROUP BY value
    ORDER BY ${sql.ref(SORT_COLUMNS[sort])} DESC, value
    LIMIT ${PRODUCT_LIST_LIMIT}`.execute(db);
  return result.rows.map((row) => ({
    key: row.key,
    name: row.name ?? row.key,
    ...toLineFigures(row, periodRevenue),
  }));
}
