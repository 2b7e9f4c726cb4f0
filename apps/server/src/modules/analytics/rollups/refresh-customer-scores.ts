import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';
import { frequencyClassSql } from '../queries/churn-risk-days.ts';
import { CLV_RANGE_EDGES } from '../queries/clv-formula.ts';
import { scoreCustomers } from './score-customers.ts';

/**
 * Brings `customer_scores` of a shop up to date (scoreCustomers), and the summaries of migration
 * 0024 that the reports read, when its customers changed since the last time (the triggers of
 * migrations 0009 and 0072 mark the shop stale and the customers changed). Paid by the refresh job
 * after an import, never by a report. A no-op (one index probe) while nothing changed: then it
 * returns null, else the customers whose score rows may have changed (null among them: any).
 */
export async function refreshCustomerScores(
  trx: Transaction<Database>,
  shopId: string,
): Promise<{ rescored: string[] | null } | null> {
  // Only the marks the refresh job claimed (migration 0033); it runs one shop at a time.
  if (!(await takeClaimedStaleScores(trx, shopId))) return null;
  const scoring = await scoreCustomers((work) => work(trx), shopId, false);
  await refreshScoreSummaries(trx, shopId);
  await scoring.finish(trx);
  return { rescored: scoring.rescored };
}

/** Deletes the shop's claimed stale-scores mark; true when there was one. */
export async function takeClaimedStaleScores(trx: Transaction<Database>, shopId: string): Promise<boolean> {
  const claimed = await sql`
    DELETE FROM customer_scores_stale WHERE shop_id = ${shopId} AND claimed RETURNING shop_id`.execute(trx);
  return claimed.rows.length > 0;
}

/** Whether the refresh job claimed a stale-scores mark of the shop, without taking it. */
export async function hasClaimedStaleScores(trx: Transaction<Database>, shopId: string): Promise<boolean> {
  const claimed = await sql<{ any: boolean }>`
    SELECT EXISTS (SELECT 1 FROM customer_scores_stale WHERE shop_id = ${shopId} AND claimed) AS any`.execute(
    trx,
  );
  return claimed.rows[0]?.any === true;
}

/**
 * The summaries of migrations 0024 and 0026, rewritten from the shop's fresh scores: the RFM cells,
 * the revenue fifths and hundredths, the customers by their last two order days, the customer base
 * by tier, frequency class and UTC day of the last order (classes by CHURN_RISK_LIMITS), and the
 * SPEC CLV by tier and 1-2-5 range.
 */
export async function refreshScoreSummaries(trx: Transaction<Database>, shopId: string): Promise<void> {
  for (const summary of SCORE_SUMMARIES) await summary(trx, shopId);
}

type ScoreSummary = (trx: Transaction<Database>, shopId: string) => Promise<void>;

async function summariseScoreCells(trx: Transaction<Database>, shopId: string): Promise<void> {
  await sql`DELETE FROM customer_score_cells WHERE shop_id = ${shopId}`.execute(trx);
  await sql`
    INSERT INTO customer_score_cells
      (shop_id, recency, frequency, monetary, customers, revenue, orders, last_day_sum, min_last_day,
       max_last_day, min_orders, max_orders, min_revenue, max_revenue)
    SELECT ${shopId}, recency, frequency, monetary, count(*), sum(revenue), sum(orders),
           sum(last_order_day - DATE '2000-01-01'), min(last_order_day), max(last_order_day),
           min(orders), max(orders), min(revenue), max(revenue)
    FROM customer_scores
    WHERE shop_id = ${shopId}
    GROUP BY recency, frequency, monetary`.execute(trx);
}

async function summariseRevenueSteps(trx: Transaction<Database>, shopId: string): Promise<void> {
  await sql`DELETE FROM customer_revenue_steps WHERE shop_id = ${shopId}`.execute(trx);
  // Rank = the place by revenue, highest first, ties by customer key, so that fifths hold equal
  // numbers of customers. Fifth = 1 + ⌊5 × (rank − 1) ÷ customers⌋; step = ⌈PARETO_STEPS × rank ÷
  // customers⌉.
  // The number of customers as a window over the same scan: a separate count(*) joined to the
  // scores was planned as a nested loop over them whenever the statistics still took the shop's
  // scores for a handful of rows (a second shop's first import: 15 minutes at 50,000 customers).
  await sql`
    INSERT INTO customer_revenue_steps
      (shop_id, quintile, step, customers, revenue, orders, min_revenue, max_revenue, last_rank)
    SELECT ${shopId}, 1 + 5 * (s.revenue_rank - 1) / s.total,
           (${PARETO_STEPS} * s.revenue_rank + s.total - 1) / s.total,
           count(*), sum(s.revenue), sum(s.orders), min(s.revenue), max(s.revenue), max(s.revenue_rank)
    FROM (
      SELECT row_number() OVER (ORDER BY revenue DESC, customer_key) AS revenue_rank, revenue, orders,
             count(*) OVER () AS total
      FROM customer_scores WHERE shop_id = ${shopId}
    ) AS s
    GROUP BY 2, 3`.execute(trx);
}

async function summariseRecencyDays(trx: Transaction<Database>, shopId: string): Promise<void> {
  await sql`DELETE FROM customer_recency_days WHERE shop_id = ${shopId}`.execute(trx);
  await sql`
    INSERT INTO customer_recency_days (shop_id, day, last_customers, previous_customers)
    SELECT ${shopId}, day, sum(last), sum(previous)
    FROM (
      SELECT last_order_day AS day, 1 AS last, 0 AS previous FROM customer_scores WHERE shop_id = ${shopId}
      UNION ALL
      SELECT previous_order_day, 0, 1 FROM customer_scores
      WHERE shop_id = ${shopId} AND previous_order_day IS NOT NULL
    ) AS days
    GROUP BY day`.execute(trx);
}

async function summariseCustomerBase(trx: Transaction<Database>, shopId: string): Promise<void> {
  await sql`DELETE FROM customer_base_days WHERE shop_id = ${shopId}`.execute(trx);
  await sql`
    INSERT INTO customer_base_days
      (shop_id, tier, frequency_class, last_day, customers, revenue, repeat_customers, lifetime_value)
    SELECT ${shopId}, tier,
           ${frequencyClassSql()}, (last_order_date AT TIME ZONE 'UTC')::date, count(*), sum(revenue),
           count(*) FILTER (WHERE orders >= 2), sum(lifetime_value)
    FROM customer_scores
    WHERE shop_id = ${shopId}
    GROUP BY 2, 3, 4`.execute(trx);
}

async function summariseValueCells(trx: Transaction<Database>, shopId: string): Promise<void> {
  await sql`DELETE FROM customer_value_cells WHERE shop_id = ${shopId}`.execute(trx);
  await sql`
    INSERT INTO customer_value_cells (shop_id, tier, value_range, customers, total)
    SELECT ${shopId}, tier, width_bucket(lifetime_value, ${[...CLV_RANGE_EDGES]}::numeric[]), count(*),
           sum(lifetime_value)
    FROM customer_scores
    WHERE shop_id = ${shopId}
    GROUP BY 2, 3`.execute(trx);
}

/** Each summary rewritten whole by one function (one transaction each in a time-sized refresh). */
export const SCORE_SUMMARIES: ScoreSummary[] = [
  summariseScoreCells,
  summariseRevenueSteps,
  summariseRecencyDays,
  summariseCustomerBase,
  summariseValueCells,
];

/** Points of the Pareto curve: one per hundredth of the customers (fewer for a small shop). */
const PARETO_STEPS = 100;
