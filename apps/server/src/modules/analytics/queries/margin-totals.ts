import type { MarginTotals } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { MARGIN_SUMS, type MarginFiguresRow, toMarginFigures } from './margin-figures.ts';
import { inPeriodProductMargins } from './product-margins-in-period.ts';

/**
 * The margin of a period's lines with its estimated part apart, and the margin % of the lines
 * with a real margin alone, from the product margins of the period (inPeriodProductMargins).
 */
export async function queryMarginTotals(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
): Promise<MarginTotals> {
  const result = await sql<MarginFiguresRow & { products: string | number }>`
    SELECT ${sql.raw(MARGIN_SUMS)}, count(DISTINCT product) AS products
    FROM ${inPeriodProductMargins(shopId, range)} AS margins`.execute(db);
  const row = result.rows[0];
  const figures = toMarginFigures({
    lines: row?.lines ?? 0,
    quantity: row?.quantity ?? 0,
    revenue: row?.revenue ?? 0,
    margin: row?.margin ?? 0,
    estimated_lines: row?.estimated_lines ?? 0,
    estimated_revenue: row?.estimated_revenue ?? 0,
    estimated_margin: row?.estimated_margin ?? 0,
  });
  const realRevenue = figures.revenue - figures.estimatedRevenue;
  const realMargin = figures.margin - figures.estimatedMargin;
  return {
    ...figures,
    realRevenue,
    realMargin,
    realMarginPercent: realRevenue > 0 ? realMargin / realRevenue : null,
    products: Number(row?.products ?? 0),
  };
}
