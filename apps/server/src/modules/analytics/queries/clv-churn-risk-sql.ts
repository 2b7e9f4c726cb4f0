import { CHURN_RISK_LIMITS } from '@ziskomer/domain';
import { type RawBuilder, sql } from 'kysely';

/**
 * SPEC §9 churn risk of a row with `last_order_date` and `order_frequency`, as of `now` — the rule
 * of `churnRisk` (packages/domain) in SQL, as the customers report applies it: "under 30 days"
 * means a last order later than now − 30 days.
 */
export function churnRiskSql(now: Date): RawBuilder<string> {
  const { low, medium } = CHURN_RISK_LIMITS;
  const at = now.toISOString();
  return sql<string>`CASE
    WHEN last_order_date > ${at}::timestamptz - make_interval(days => ${low.daysUnder})
      OR order_frequency > ${low.ordersPerMonthAbove} THEN 'low'
    WHEN last_order_date > ${at}::timestamptz - make_interval(days => ${medium.daysUnder})
      OR order_frequency > ${medium.ordersPerMonthAbove} THEN 'medium'
    ELSE 'high'
  END`;
}
