import { CHURN_RISKS, CUSTOMER_TIERS, type CustomerBase } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { CHURN_RISK_LIMITS } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';

type Num = string | number;

/**
 * Every customer with a counted order, by tier and churn risk, in one pass over customer_scores
 * (the narrow copy of the customer facts, brought up to date by the caller). The tier is stored (it changes only with the customer's orders); churn risk ages with the
 * calendar, so it is derived here from the last order date as of `now` with the limits of
 * `churnRisk` (packages/domain): "under 30 days" is whole days elapsed, as the import counts them,
 * i.e. a last order later than now − 30 days.
 */
export async function queryCustomerBase(
  db: Transaction<Database>,
  shopId: string,
  now: Date,
): Promise<CustomerBase> {
  const { low, medium } = CHURN_RISK_LIMITS;
  const result = await sql<{ tier: string; risk: string; customers: Num; revenue: Num; repeat: Num }>`
    SELECT tier,
           CASE
             WHEN last_order_date > ${now.toISOString()}::timestamptz - make_interval(days => ${low.daysUnder})
               OR order_frequency > ${low.ordersPerMonthAbove} THEN 'low'
             WHEN last_order_date > ${now.toISOString()}::timestamptz - make_interval(days => ${medium.daysUnder})
               OR order_frequency > ${medium.ordersPerMonthAbove} THEN 'medium'
             ELSE 'high'
           END AS risk,
           count(*) AS customers, sum(revenue) AS revenue, count(*) FILTER (WHERE orders >= 2) AS repeat
    FROM customer_scores
    WHERE shop_id = ${shopId}
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
