import type { CategoryRow } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { inPeriodDimensionMetrics } from './dimension-metrics-in-period.ts';
import { type LineFiguresRow, toLineFigures } from './products-line-figures.ts';

/** Categories listed at most (SPEC §9 "product queries 100"); the chart shows the top 5. */
const CATEGORY_LIST_LIMIT = 100;

/**
 * The period's categories by revenue, from the category rows of the dimension metrics (whole
 * months from the monthly rollup, edge days from the daily one: inPeriodDimensionMetrics). Lines
 * without a category are stored as 'Nezařazeno' (SPEC §9) and listed like any other.
 */
export async function queryCategoryList(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
  periodRevenue: number,
): Promise<CategoryRow[]> {
  const result = await sql<LineFiguresRow & { category: string }>`
    SELECT value AS category, sum(orders) AS orders, sum(quantity) AS quantity, sum(revenue) AS revenue,
           sum(revenue_without_vat) AS revenue_without_vat, sum(margin) AS margin,
           sum(margin_estimated) AS estimated_lines
    FROM ${inPeriodDimensionMetrics(shopId, range, ['category'])} AS metrics
    GROUP BY value
    ORDER BY revenue DESC, value
    LIMIT ${CATEGORY_LIST_LIMIT}`.execute(db);
  return result.rows.map((row) => ({ category: row.category, ...toLineFigures(row, periodRevenue) }));
}
