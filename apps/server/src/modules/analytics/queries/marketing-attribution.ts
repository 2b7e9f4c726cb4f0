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

export type SourceDimension = 'source' | 'source_campaign' | 'new_source';

/**
 * The period's counted orders per acquisition source (`source`), per source and campaign
 * (`source_campaign`) or the first orders per source (`new_source`), from the day rollup.
 */
export async function selectSourceFigures(
  trx: Transaction<Database>,
  shopId: string,
  period: DayRange,
  dimension: SourceDimension,
): Promise<SourceFigures[]> {
  const rows = await selectFigures(trx, shopId, period, dimension, false);
  return rows.map(({ day: _day, ...row }) => row);
}

/** The same figures per day of the period (conversion monitoring compares channels day by day). */
export async function selectDailySourceFigures(
  trx: Transaction<Database>,
  shopId: string,
  period: DayRange,
  dimension: SourceDimension,
): Promise<(SourceFigures & { day: string })[]> {
  return selectFigures(trx, shopId, period, dimension, true);
}

async function selectFigures(
  trx: Transaction<Database>,
  shopId: string,
  period: DayRange,
  dimension: SourceDimension,
  perDay: boolean,
) {
  const day = perDay ? sql`day::text` : sql`''`;
  const groups = perDay ? sql`day, value` : sql`value`;
  const result = await sql<Record<keyof SourceFigures | 'day', string | number>>`
    SELECT ${day} AS day, value, sum(orders) AS orders, sum(revenue) AS revenue, sum(margin) AS "grossProfit"
    FROM daily_dimension_metrics
    WHERE shop_id = ${shopId} AND dimension = ${dimension}
      AND day BETWEEN ${period.from}::date AND ${period.to}::date
    GROUP BY ${groups}`.execute(trx);
  return result.rows.map((row) => ({
    day: String(row.day),
    value: String(row.value),
    orders: Number(row.orders),
    revenue: Number(row.revenue),
    grossProfit: Number(row.grossProfit),
  }));
}
