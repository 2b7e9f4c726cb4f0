import type { Database } from '@ziskomer/db';
import type { DayCount, DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { inPeriodGrains } from './period-grain-rows.ts';

/**
 * How many counted orders of a period came how many days after the customer's previous order,
 * from `order_gap_counts`: whole months and edge days, a row per distinct gap in each, so a year
 * reads a few thousand rows (some 12 × 700 at most) whatever the number of orders.
 */
export async function queryOrderGapCounts(
  db: Transaction<Database>,
  shopId: string,
  range: DayRange,
): Promise<DayCount[]> {
  const result = await sql<{ days: number; count: string | number }>`
    SELECT gap_days AS days, sum(orders) AS count
    FROM order_gap_counts
    WHERE ${inPeriodGrains(shopId, range)}
    GROUP BY gap_days`.execute(db);
  return result.rows.map((row) => ({ days: Number(row.days), count: Number(row.count) }));
}
