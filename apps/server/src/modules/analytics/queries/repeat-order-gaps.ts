import type { Database } from '@ziskomer/db';
import type { DayRange, Frequency } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { inPeriodGrains } from './period-grain-rows.ts';

type Num = string | number;

/**
 * For the customers acquired in the period, how many waited how many days (shop-zone calendar
 * days) from their 1st to their 2nd counted order, and from the 2nd to the 3rd: frequency tables
 * from acquisition_gap_counts (migration 0027; whole months from the monthly rows, edge days from
 * the daily ones), a row per distinct gap.
 */
export async function queryOrderGapFrequencies(
  db: Transaction<Database>,
  shopId: string,
  period: DayRange,
): Promise<{ firstToSecond: Frequency[]; secondToThird: Frequency[] }> {
  const result = await sql<{ step: number; days: Num; customers: Num }>`
    SELECT step, gap_days AS days, sum(customers) AS customers
    FROM acquisition_gap_counts
    WHERE ${inPeriodGrains(shopId, period)}
    GROUP BY step, gap_days`.execute(db);
  const firstToSecond: Frequency[] = [];
  const secondToThird: Frequency[] = [];
  for (const row of result.rows) {
    const frequency = { value: Number(row.days), count: Number(row.customers) };
    (Number(row.step) === 1 ? firstToSecond : secondToThird).push(frequency);
  }
  return { firstToSecond, secondToThird };
}
