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
import { churnRiskSql } from './clv-churn-risk-sql.ts';

type Num = string | number | null;

interface Row {
  set: Num;
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

/** GROUPING() bit masks of the grouping sets below (1 marks a column left out). */
const SET = { tier: 0b01111, risk: 0b10111, rfm: 0b11001, alive: 0b11110, all: 0b11111 } as const;

/** P(alive) ranges of 10 %: width_bucket gives 1..10, and 11 for exactly 1, folded into the last. */
const ALIVE_RANGES = 10;

/** A repeat customer at least this likely to be alive counts as likely active. */
export const LIKELY_ACTIVE = 0.5;

type Groups = Pick<ClvForecastData, 'tiers' | 'churn' | 'rfm' | 'probabilityAlive'>;

/**
 * The stored forecasts summed per tier, per churn risk as of `now`, per RFM cell (added up into
 * segments with `getRfmSegment`), and the P(alive) ranges of repeat customers: one pass over
 * customer_clv_forecasts (one narrow row per customer, 250,000 at a million orders).
 */
export async function queryClvForecastGroups(
  db: Transaction<Database>,
  shopId: string,
  now: Date,
): Promise<Groups> {
  const result = await sql<Row>`
    SELECT GROUPING(tier, risk, rfm_recency, rfm_frequency, alive) AS set,
           tier, risk, rfm_recency, rfm_frequency, alive,
           count(*) AS customers,
           sum(expected_orders_90) AS orders_90, sum(expected_value_90) AS value_90,
           sum(expected_orders_365) AS orders_365, sum(expected_value_365) AS value_365,
           count(*) FILTER (WHERE repeat_purchase_days > 0) AS repeat_customers,
           sum(p_alive) FILTER (WHERE repeat_purchase_days > 0) AS alive_sum,
           count(*) FILTER (WHERE repeat_purchase_days > 0 AND p_alive >= ${LIKELY_ACTIVE}) AS likely_active
    FROM (
      SELECT tier, ${churnRiskSql(now)} AS risk, rfm_recency, rfm_frequency,
             CASE WHEN repeat_purchase_days > 0
               THEN least(width_bucket(p_alive, 0, 1, ${ALIVE_RANGES}), ${ALIVE_RANGES}) END AS alive,
             repeat_purchase_days, p_alive,
             expected_orders_90, expected_value_90, expected_orders_365, expected_value_365
      FROM customer_clv_forecasts
      WHERE shop_id = ${shopId}
    ) AS forecasts
    GROUP BY GROUPING SETS ((tier), (risk), (rfm_recency, rfm_frequency), (alive), ())`.execute(db);
  const rows = result.rows.map((row) => ({ ...row, set: Number(row.set) }));
  const of = (set: number, pick: (row: Row) => boolean = () => true) =>
    rows.filter((row) => row.set === set && pick(row));

  const all = toGroup(of(SET.all));
  const aliveRows = of(SET.alive, (row) => row.alive !== null);
  return {
    tiers: CUSTOMER_TIERS.map((tier) => ({ tier, ...toGroup(of(SET.tier, (row) => row.tier === tier)) })),
    churn: CHURN_RISKS.map((risk) => ({ risk, ...toGroup(of(SET.risk, (row) => row.risk === risk)) })),
    rfm: RFM_SEGMENTS.map((segment) => ({
      segment,
      ...toGroup(
        of(
          SET.rfm,
          (row) =>
            row.rfm_recency !== null &&
            row.rfm_frequency !== null &&
            getRfmSegment(Number(row.rfm_recency) as RfmScore, Number(row.rfm_frequency) as RfmScore) ===
              segment,
        ),
      ),
    })),
    probabilityAlive: {
      repeatCustomers: sum(of(SET.all), 'repeat_customers'),
      likelyActive: sum(of(SET.all), 'likely_active'),
      averageAmongRepeat: all.averageProbabilityAlive,
      oneTimeCustomers: all.customers - sum(of(SET.all), 'repeat_customers'),
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
