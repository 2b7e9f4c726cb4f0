import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';
import { frequencyClassSql } from '../queries/churn-risk-days.ts';
import { ALIVE_RANGES, LIKELY_ACTIVE } from '../queries/clv-forecast-groups.ts';

/**
 * Rewrites the forecast summaries of migration 0026 from the shop's stored forecasts: the sums
 * per tier, RFM cell, P(alive) range and in all (clv_forecast_sets), and per frequency class and
 * UTC day of the last order (clv_forecast_risk_days), which the report classifies by churn risk as
 * of its clock. Runs with every CLV run, right after its forecasts are stored.
 */
export async function storeClvForecastSummaries(trx: Transaction<Database>, shopId: string): Promise<void> {
  await sql`DELETE FROM clv_forecast_sets WHERE shop_id = ${shopId}`.execute(trx);
  await sql`DELETE FROM clv_forecast_risk_days WHERE shop_id = ${shopId}`.execute(trx);
  // GROUPING(tier, rfm_recency, rfm_frequency, alive): 1 marks a column left out of the set.
  await sql`
    INSERT INTO clv_forecast_sets
      (shop_id, grouping_set, tier, rfm_recency, rfm_frequency, alive, customers, orders_90, value_90,
       orders_365, value_365, repeat_customers, alive_sum, likely_active)
    SELECT ${shopId},
           CASE GROUPING(tier, rfm_recency, rfm_frequency, alive)
             WHEN ${0b0111} THEN 'tier' WHEN ${0b1001} THEN 'rfm' WHEN ${0b1110} THEN 'alive' ELSE 'all' END,
           tier, rfm_recency, rfm_frequency, alive, count(*),
           ${FORECAST_SUMS}
    FROM (
      SELECT tier, rfm_recency, rfm_frequency,
             CASE WHEN repeat_purchase_days > 0
               THEN least(width_bucket(p_alive, 0, 1, ${ALIVE_RANGES}), ${ALIVE_RANGES}) END AS alive,
             repeat_purchase_days, p_alive,
             expected_orders_90, expected_value_90, expected_orders_365, expected_value_365
      FROM customer_clv_forecasts
      WHERE shop_id = ${shopId}
    ) AS forecasts
    GROUP BY GROUPING SETS ((tier), (rfm_recency, rfm_frequency), (alive), ())`.execute(trx);
  await sql`
    INSERT INTO clv_forecast_risk_days
      (shop_id, frequency_class, last_day, customers, orders_90, value_90, orders_365, value_365,
       repeat_customers, alive_sum, likely_active)
    SELECT ${shopId}, ${frequencyClassSql()}, (last_order_date AT TIME ZONE 'UTC')::date, count(*),
           ${FORECAST_SUMS}
    FROM customer_clv_forecasts
    WHERE shop_id = ${shopId}
    GROUP BY 2, 3`.execute(trx);
}

/** The sums the report reads per group, over rows of customer_clv_forecasts. */
const FORECAST_SUMS = sql`
  sum(expected_orders_90), sum(expected_value_90), sum(expected_orders_365), sum(expected_value_365),
  count(*) FILTER (WHERE repeat_purchase_days > 0),
  sum(p_alive) FILTER (WHERE repeat_purchase_days > 0),
  count(*) FILTER (WHERE repeat_purchase_days > 0 AND p_alive >= ${LIKELY_ACTIVE})`;
