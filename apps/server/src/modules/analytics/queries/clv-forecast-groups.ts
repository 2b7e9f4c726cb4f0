import {
  CHURN_RISKS,
  type ClvForecastData,
  type ClvForecastGroup,
  CUSTOMER_TIERS,
  RFM_SEGMENTS,
} from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { getRfmSegment, type RfmScore } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { churnRiskDays } from './churn-risk-days.ts';
import { churnRiskSql } from './clv-churn-risk-sql.ts';

type Num = string | number | null;

interface Row {
  set: 'tier' | 'risk' | 'rfm' | 'alive' | 'all';
  tier: string | null;
  risk: string | null;
  rfm_recency: Num;
  rfm_frequency: Num;
  alive: Num;
  customers: Num;
  orders_90: Num;
  value_90: Num;
  orders_365: Num;
  value_365: Num;
  repeat_customers: Num;
  alive_sum: Num;
  likely_active: Num;
}

/** P(alive) ranges of 10 %: width_bucket gives 1..10, and 11 for exactly 1, folded into the last. */
export const ALIVE_RANGES = 10;

/** A repeat customer at least this likely to be alive counts as likely active. */
export const LIKELY_ACTIVE = 0.5;

type Groups = Pick<ClvForecastData, 'tiers' | 'churn' | 'rfm' | 'probabilityAlive'>;

/**
 * The stored forecasts summed per tier, per churn risk as of `now`, per RFM cell (added up into
 * segments with `getRfmSegment`), and the P(alive) ranges of repeat customers. All but churn risk
 * are read as stored with the run (clv_forecast_sets, migration 0026); churn risk from the sums
 * per frequency class and day of the last order (clv_forecast_risk_days) and the forecasts of the
 * customers of the cut-off days (churnRiskDays): a few thousand rows instead of every customer.
 */
export async function queryClvForecastGroups(
  db: Transaction<Database>,
  shopId: string,
  now: Date,
): Promise<Groups> {
  const { dayRisk, isWholeDay, onCutDay } = churnRiskDays(now);
  const result = await sql<Row>`
    SELECT grouping_set AS set, tier, NULL AS risk, rfm_recency, rfm_frequency, alive, customers,
           orders_90, value_90, orders_365, value_365, repeat_customers, alive_sum, likely_active
    FROM clv_forecast_sets
    WHERE shop_id = ${shopId}
    UNION ALL
    SELECT 'risk', NULL, risk, NULL, NULL, NULL, sum(customers), sum(orders_90), sum(value_90),
           sum(orders_365), sum(value_365), sum(repeat_customers), sum(alive_sum), sum(likely_active)
    FROM (
      SELECT ${dayRisk} AS risk, customers, orders_90, value_90, orders_365, value_365,
             repeat_customers, alive_sum, likely_active
      FROM clv_forecast_risk_days
      WHERE shop_id = ${shopId} AND ${isWholeDay}
      UNION ALL
      SELECT ${churnRiskSql(now)}, 1, expected_orders_90, expected_value_90, expected_orders_365,
             expected_value_365, CASE WHEN repeat_purchase_days > 0 THEN 1 ELSE 0 END,
             CASE WHEN repeat_purchase_days > 0 THEN p_alive END,
             CASE WHEN repeat_purchase_days > 0 AND p_alive >= ${LIKELY_ACTIVE} THEN 1 ELSE 0 END
      FROM customer_clv_forecasts
      WHERE shop_id = ${shopId} AND ${onCutDay}
    ) AS classified
    GROUP BY risk`.execute(db);
  const rows = result.rows;
  const of = (set: Row['set'], pick: (row: Row) => boolean = () => true) =>
    rows.filter((row) => row.set === set && pick(row));

  const all = toGroup(of('all'));
  const aliveRows = of('alive', (row) => row.alive !== null);
  return {
    tiers: CUSTOMER_TIERS.map((tier) => ({ tier, ...toGroup(of('tier', (row) => row.tier === tier)) })),
    churn: CHURN_RISKS.map((risk) => ({ risk, ...toGroup(of('risk', (row) => row.risk === risk)) })),
    rfm: RFM_SEGMENTS.map((segment) => ({
      segment,
      ...toGroup(
        of(
          'rfm',
          (row) =>
            row.rfm_recency !== null &&
            row.rfm_frequency !== null &&
            getRfmSegment(Number(row.rfm_recency) as RfmScore, Number(row.rfm_frequency) as RfmScore) ===
              segment,
        ),
      ),
    })),
    probabilityAlive: {
      repeatCustomers: sum(of('all'), 'repeat_customers'),
      likelyActive: sum(of('all'), 'likely_active'),
      averageAmongRepeat: all.averageProbabilityAlive,
      oneTimeCustomers: all.customers - sum(of('all'), 'repeat_customers'),
      ranges: Array.from({ length: ALIVE_RANGES }, (_, index) => ({
        from: index / ALIVE_RANGES,
        to: (index + 1) / ALIVE_RANGES,
        customers: sum(
          aliveRows.filter((row) => Number(row.alive) === index + 1),
          'customers',
        ),
      })),
    },
  };
}

/** Several rows (the cells of a segment) added into one group. */
function toGroup(rows: Row[]): ClvForecastGroup {
  const customers = sum(rows, 'customers');
  const repeat = sum(rows, 'repeat_customers');
  const long = rows.some((row) => row.orders_365 !== null);
  return {
    customers,
    expectedPurchases90: sum(rows, 'orders_90'),
    expectedValue90: round2(sum(rows, 'value_90')),
    expectedPurchases365: long ? sum(rows, 'orders_365') : null,
    expectedValue365: long ? round2(sum(rows, 'value_365')) : null,
    averageProbabilityAlive: repeat > 0 ? sum(rows, 'alive_sum') / repeat : null,
  };
}

function sum(rows: Row[], column: keyof Row): number {
  return rows.reduce((total, row) => total + Number(row[column] ?? 0), 0);
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
