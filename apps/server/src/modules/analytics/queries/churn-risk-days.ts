import { CHURN_RISK_LIMITS } from '@ziskomer/domain';
import { type RawBuilder, sql } from 'kysely';

/**
 * Churn risk as of `now` over rows summed per frequency class and UTC day of the last order
 * (customer_base_days, clv_forecast_risk_days): the rule of churnRiskSql, exact for every day that
 * lies wholly after or wholly before a cut-off (now − 30 and now − 90 days). The customers of the
 * two days that hold a cut-off are left out of the day rows (`isWholeDay`) and classified one by
 * one with churnRiskSql from the table with a row per customer (`onCutDay`, a range of its
 * (shop, last_order_date) index).
 */
export function churnRiskDays(now: Date): {
  /** The risk of a day row from `last_day` and `frequency_class`. */
  dayRisk: RawBuilder<string>;
  /** The day rows that lie wholly on one side of both cut-offs (and those without a day). */
  isWholeDay: RawBuilder<boolean>;
  /** The per-customer rows whose `last_order_date` lies on a day that holds a cut-off. */
  onCutDay: RawBuilder<boolean>;
} {
  const { low, medium } = CHURN_RISK_LIMITS;
  const at = now.toISOString();
  const lowDay = sql`((${at}::timestamptz - make_interval(days => ${low.daysUnder})) AT TIME ZONE 'UTC')::date`;
  const mediumDay = sql`((${at}::timestamptz - make_interval(days => ${medium.daysUnder})) AT TIME ZONE 'UTC')::date`;
  const onDay = (day: RawBuilder<unknown>) =>
    sql`(last_order_date >= (${day})::timestamp AT TIME ZONE 'UTC'
      AND last_order_date < (${day} + 1)::timestamp AT TIME ZONE 'UTC')`;
  return {
    dayRisk: sql<string>`CASE WHEN last_day > ${lowDay} OR frequency_class = 2 THEN 'low'
      WHEN last_day > ${mediumDay} OR frequency_class = 1 THEN 'medium'
      ELSE 'high' END`,
    isWholeDay: sql<boolean>`(last_day IS DISTINCT FROM ${lowDay} AND last_day IS DISTINCT FROM ${mediumDay})`,
    onCutDay: sql<boolean>`(${onDay(lowDay)} OR ${onDay(mediumDay)})`,
  };
}

/**
 * The frequency class of a row with `order_frequency` (orders per month): 2 above churnRisk's
 * low-risk limit, 1 above its medium-risk one, else 0 (also without a frequency).
 */
export function frequencyClassSql(): RawBuilder<number> {
  const { low, medium } = CHURN_RISK_LIMITS;
  return sql<number>`CASE WHEN order_frequency > ${low.ordersPerMonthAbove} THEN 2
    WHEN order_frequency > ${medium.ordersPerMonthAbove} THEN 1 ELSE 0 END`;
}
