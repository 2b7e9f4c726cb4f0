import { CHURN_RISKS, CUSTOMER_TIERS, type CustomerBase } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';
import { churnRiskDays } from './churn-risk-days.ts';
import { churnRiskSql } from './clv-churn-risk-sql.ts';

type Num = string | number;

/**
 * Every customer with a counted order, by tier and churn risk. The tier is stored (it changes only
 * with the customer's orders); churn risk ages with the calendar, so it is derived here from the
 * last order date as of `now` with the limits of `churnRisk` (packages/domain): "under 30 days" is
 * whole days elapsed, as the import counts them, i.e. a last order later than now − 30 days.
 *
 * Read from customer_base_days (migration 0024: customers per tier, frequency class and UTC day of
 * the last order, written with the scores the caller brought up to date) and, for the two days that
 * hold a cut-off, from customer_scores one by one (churnRiskDays) — about two thousand rows however
 * many customers there are.
 */
export async function queryCustomerBase(
  db: Transaction<Database>,
  shopId: string,
  now: Date,
): Promise<CustomerBase> {
  const { dayRisk, isWholeDay, onCutDay } = churnRiskDays(now);
  const result = await sql<{ tier: string; risk: string; customers: Num; revenue: Num; repeat: Num }>`
    SELECT tier, risk, sum(customers) AS customers, sum(revenue) AS revenue, sum(repeat) AS repeat
    FROM (
      SELECT tier, ${dayRisk} AS risk, customers, revenue, repeat_customers AS repeat
      FROM customer_base_days
      WHERE shop_id = ${shopId} AND ${isWholeDay}
      UNION ALL
      SELECT tier, ${churnRiskSql(now)}, 1, revenue, CASE WHEN orders >= 2 THEN 1 ELSE 0 END
      FROM customer_scores
      WHERE shop_id = ${shopId} AND ${onCutDay}
    ) AS classified
    GROUP BY 1, 2`.execute(db);

  const rows = result.rows.map((row) => ({
    tier: row.tier,
    risk: row.risk,
    customers: Number(row.customers),
    revenue: Number(row.revenue),
    repeat: Number(row.repeat),
  }));
  const sumOf = (pick: (row: (typeof rows)[number]) => boolean) => {
    const picked = rows.filter(pick);
    return {
      customers: picked.reduce((sum, row) => sum + row.customers, 0),
      revenue: round2(picked.reduce((sum, row) => sum + row.revenue, 0)),
    };
  };
  const all = sumOf(() => true);
  const repeatCustomers = rows.reduce((sum, row) => sum + row.repeat, 0);
  return {
    customers: all.customers,
    revenue: all.revenue,
    repeatCustomers,
    repeatRate: all.customers > 0 ? repeatCustomers / all.customers : null,
    tiers: CUSTOMER_TIERS.map((tier) => ({ tier, ...sumOf((row) => row.tier === tier) })),
    churn: CHURN_RISKS.map((risk) => ({ risk, ...sumOf((row) => row.risk === risk) })),
  };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
