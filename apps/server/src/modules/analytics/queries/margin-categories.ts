import type { CategoryMarginRow } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { MARGIN_SUMS, type MarginFiguresRow, toMarginFigures } from './margin-figures.ts';
import { inPeriodProductMargins } from './product-margins-in-period.ts';

/** Categories listed at most; lines without a category are 'Nezařazeno' (SPEC §9). */
const CATEGORY_LIMIT = 100;

/** The margin of the period's categories by revenue, from the product margins of the period. */
export async function queryCategoryMargins(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
): Promise<CategoryMarginRow[]> {
  const result = await sql<MarginFiguresRow & { category: string; products: string | number }>`
    SELECT category, count(DISTINCT product) AS products, ${sql.raw(MARGIN_SUMS)}
    FROM ${inPeriodProductMargins(shopId, range)} AS margins
    GROUP BY category
    ORDER BY revenue DESC, category
    LIMIT ${CATEGORY_LIMIT}`.execute(db);
  return result.rows.map((row) => ({
    category: row.category,
    products: Number(row.products),
    ...toMarginFigures(row),
  }));
}
