import type { Database } from '@ziskomer/db';
import type { CohortCellInput } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';

type Num = string | number;

/**
 * The cells of the cohorts whose month lies between two months (both included), from the
 * monthly_cohort_metrics rollup: at most cohorts × months rows (a few hundred for years of data).
 */
export async function queryCohortCells(
  db: Transaction<Database>,
  shopId: string,
  fromMonth: string,
  toMonth: string,
): Promise<CohortCellInput[]> {
  const result = await sql<{
    cohort_month: string;
    order_month: string;
    customers: Num;
    orders: Num;
    revenue: Num;
    margin: Num;
  }>`
    SELECT cohort_month::text AS cohort_month, order_month::text AS order_month, customers, orders,
           revenue, margin
    FROM monthly_cohort_metrics
    WHERE shop_id = ${shopId} AND cohort_month BETWEEN ${fromMonth}::date AND ${toMonth}::date
    ORDER BY cohort_month, order_month`.execute(db);
  return result.rows.map((row) => ({
    cohortMonth: row.cohort_month,
    orderMonth: row.order_month,
    customers: Number(row.customers),
    orders: Number(row.orders),
    revenue: Number(row.revenue),
    margin: Number(row.margin),
  }));
}
