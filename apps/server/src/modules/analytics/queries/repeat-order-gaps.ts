import type { Database } from '@ziskomer/db';
import type { DayRange, Frequency } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';

type Num = string | number;

/**
 * For the customers acquired in the period, how many waited how many days (shop-zone calendar
 * days) from their 1st to their 2nd counted order, and from the 2nd to the 3rd: frequency tables
 * from customer_milestones (first_order_day index), a row per distinct gap.
 */
export async function queryOrderGapFrequencies(
  db: Transaction<Database>,
  shopId: string,
  period: DayRange,
): Promise<{ firstToSecond: Frequency[]; secondToThird: Frequency[] }> {
  const result = await sql<{ step: number; days: Num; customers: Num }>`
    WITH acquired AS (
      SELECT first_order_day, second_order_day, third_order_day
      FROM customer_milestones
      WHERE shop_id = ${shopId} AND second_order_day IS NOT NULL
        AND first_order_day BETWEEN ${period.from}::date AND ${period.to}::date
    )
    SELECT 1 AS step, second_order_day - first_order_day AS days, count(*) AS customers
    FROM acquired GROUP BY 2
    UNION ALL
    SELECT 2, third_order_day - second_order_day, count(*)
    FROM acquired WHERE third_order_day IS NOT NULL GROUP BY 2`.execute(db);
  const firstToSecond: Frequency[] = [];
  const secondToThird: Frequency[] = [];
  for (const row of result.rows) {
    const frequency = { value: Number(row.days), count: Number(row.customers) };
    (Number(row.step) === 1 ? firstToSecond : secondToThird).push(frequency);
  }
  return { firstToSecond, secondToThird };
}
