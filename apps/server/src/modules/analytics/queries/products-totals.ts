import type { ProductTotals } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { inPeriodDimensionMetrics } from './dimension-metrics-in-period.ts';

/**
 * What the order lines of a period add up to, from the product and category rows of the dimension
 * metrics (whole months from the monthly rollup, edge days from the daily one).
 */
export async function queryProductTotals(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
): Promise<ProductTotals> {
  const result = await sql<Record<string, string | number | null>>`
    SELECT coalesce(sum(revenue) FILTER (WHERE dimension = 'product'), 0) AS revenue,
           coalesce(sum(revenue_without_vat) FILTER (WHERE dimension = 'product'), 0) AS revenue_without_vat,
           coalesce(sum(margin) FILTER (WHERE dimension = 'product'), 0) AS margin,
           coalesce(sum(quantity) FILTER (WHERE dimension = 'product'), 0) AS quantity,
           coalesce(sum(margin_estimated) FILTER (WHERE dimension = 'product'), 0) AS estimated_lines,
           count(DISTINCT value) FILTER (WHERE dimension = 'product') AS products,
           count(DISTINCT value) FILTER (WHERE dimension = 'category') AS categories
    FROM ${inPeriodDimensionMetrics(shopId, range, ['product', 'category'])} AS metrics`.execute(db);
  const row = result.rows[0] ?? {};
  const revenue = Number(row.revenue ?? 0);
  const margin = Number(row.margin ?? 0);
  return {
    revenue,
    revenueWithoutVat: Number(row.revenue_without_vat ?? 0),
    margin,
    marginPercent: revenue > 0 ? margin / revenue : null,
    quantity: Number(row.quantity ?? 0),
    products: Number(row.products ?? 0),
    categories: Number(row.categories ?? 0),
    estimatedLines: Number(row.estimated_lines ?? 0),
  };
}
