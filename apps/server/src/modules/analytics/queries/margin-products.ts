import { MARGIN_PRODUCT_LIMIT, type ProductMarginRow } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { MARGIN_SUMS, type MarginFiguresRow, toMarginFigures } from './margin-figures.ts';
import { inPeriodProductMargins } from './product-margins-in-period.ts';

/**
 * The margin of the period's products with most revenue (SPEC §9 "margin analysis 1000"), each
 * with the category holding most of its revenue, from the product margins of the period
 * (whole months from the monthly rollup, edge days from the daily one).
 */
export async function queryProductMargins(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
): Promise<ProductMarginRow[]> {
  const result = await sql<MarginFiguresRow & { key: string; name: string; category: string }>`
    WITH per_category AS (
      SELECT product, category, max(label) AS label, ${sql.raw(MARGIN_SUMS)}
      FROM ${inPeriodProductMargins(shopId, range)} AS margins
      GROUP BY product, category
    )
    SELECT product AS key, max(label) AS name,
           (array_agg(category ORDER BY revenue DESC, category))[1] AS category,
           ${sql.raw(MARGIN_SUMS)}
    FROM per_category
    GROUP BY product
    ORDER BY revenue DESC, product
    LIMIT ${MARGIN_PRODUCT_LIMIT}`.execute(db);
  return result.rows.map((row) => ({
    key: row.key,
    name: row.name,
    category: row.category,
    ...toMarginFigures(row),
  }));
}
