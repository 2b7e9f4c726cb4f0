import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';

export interface SourceFigures {
  /** Lower-cased acquisition source ('' for none); for 'source_campaign' source U+001F campaign. */
  value: string;
  orders: number;
  revenue: number;
  grossProfit: number;
}

/**
 * The period's counted orders per acquisition source (`source`), per source and campaign
 * (`source_campaign`) or the first orders per source (`new_source`), from the day rollup.
 */
export async function selectSourceFigures(
  trx: Transaction<Database>,
  shopId: string,
  period: DayRange,
  dimension: 'source' | 'source_campaign' | 'new_source',
): Promise<SourceFigures[]> {
  const result = await sql<Record<keyof SourceFigures, string | number>>`
    SELECT value, sum(orders) AS orders, sum(revenue) AS revenue, sum(margin) AS "grossProfit"
    FROM daily_dimension_metrics
    WHERE shop_id = ${shopId} AND dimension = ${dimension}
      AND day BETWEEN ${period.from}::date AND ${period.to}::date
    GROUP BY value`.execute(trx);
  return result.rows.map((row) => ({
    value: String(row.value),
    orders: Number(row.orders),
    revenue: Number(row.revenue),
    grossProfit: Number(row.grossProfit),
  }));
}
