import type { RepeatCohort } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import type { DayRange } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { inPeriodGrains } from './period-grain-rows.ts';

type Num = string | number;

/**
 * Per month of acquisition (customers whose first counted order falls in the period), how many
 * customers came and how many of them have ordered a second time so far: the period's
 * acquisition_counts (whole months from the monthly rows, edge days from the daily ones).
 */
export async function queryRepeatCohorts(
  db: Transaction<Database>,
  shopId: string,
  period: DayRange,
): Promise<RepeatCohort[]> {
  const result = await sql<{ cohort_month: string; customers: Num; repeat_customers: Num }>`
    SELECT date_trunc('month', start_day)::date::text AS cohort_month, sum(customers) AS customers,
           sum(repeat_customers) AS repeat_customers
    FROM acquisition_counts
    WHERE ${inPeriodGrains(shopId, period)}
    GROUP BY 1 ORDER BY 1`.execute(db);
  return result.rows.map((row) => {
    const customers = Number(row.customers);
    const repeatCustomers = Number(row.repeat_customers);
    return {
      cohortMonth: row.cohort_month,
      customers,
      repeatCustomers,
      repeatRate: customers > 0 ? repeatCustomers / customers : null,
    };
  });
}
