import type { Database } from '@ziskomer/db';
import { RFM_FREQUENCY_BANDS } from '@ziskomer/domain';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import { ALL_CUSTOMERS, inKeyRange, type KeyRange } from './customer-key-ranges.ts';
import type { RefreshTransaction } from './in-sized-transactions.ts';

/**
 * Rewrites the shop's `customer_scores` rows: every customer with a counted order ranked against
 * the shop's other customers by recency, frequency and revenue (scores 1–5), by revenue once more
 * for the revenue fifths (`revenue_rank`), and the day of the order before the last.
 *
 * Recency and monetary scores are `quintileScore(worse, total)` of packages/domain: 1 + ⌊5 × worse
 * ÷ total⌋, where `worse` counts the customers with a strictly worse value, so equal values share a
 * score. Recency compares the shop-zone day of the last order (later is better), monetary the
 * revenue. Frequency is the fixed band of the counted orders (`frequencyScore`,
 * `RFM_FREQUENCY_BANDS`), which needs no ranking. `revenue_rank` is the place in the order of revenue, highest
 * first, ties by customer key, so that revenue fifths hold equal numbers of customers.
 *
 * The work is split so that it can run a slice of customers at a time (the embedded database's
 * refresh commits each slice, so no hold of its one connection grows with the shop):
 *
 * 1. `prepareScoreScales` reads what a ranked score needs from the whole shop: for each the four
 *    thresholds where it steps up (⌊5w/n⌋ ≥ k exactly when the value reaches the smallest value
 *    whose `worse` count w has 5w ≥ kn), and the shop's revenue levels — each distinct revenue
 *    with the number of customers above it — in a temporary table;
 * 2. `rankCustomerSlice` scores a range of customer keys, ranges in key order: a customer's revenue
 *    rank is the customers above their revenue, plus those of the same revenue in earlier slices
 *    (`seen`), plus their place among the slice's customers of that revenue;
 * 3. `finishScoreScales` empties the temporary table.
 *
 * A write that changes customers between two slices marks the scores stale again, so the next
 * refresh ranks them anew.
 */
export async function rankCustomerScores(trx: Transaction<Database>, shopId: string): Promise<void> {
  const scales = await prepareScoreScales((work) => work(trx), shopId);
  await rankCustomerSlice(trx, shopId, scales, ALL_CUSTOMERS);
  await finishScoreScales(trx, shopId);
}

/** The value at which each ranked score steps up to 2, 3, 4 and 5 (null: nobody reaches it), as text. */
export interface ScoreScales {
  recency: (string | null)[];
  monetary: (string | null)[];
}

/**
 * Step 1: the revenue levels in a temporary table, and the thresholds of the three scores — each
 * a read of all the shop's customers, done by `run` (in a transaction of its own on the embedded
 * database).
 */
export async function prepareScoreScales(run: RefreshTransaction, shopId: string): Promise<ScoreScales> {
  await run((trx) => storeRevenueLevels(trx, shopId));
  const monetary = await run((trx) =>
    thresholds(
      trx,
      sql`SELECT revenue AS value, customers,
                 sum(customers) OVER () - greater - customers AS worse, sum(customers) OVER () AS total
          FROM customer_revenue_levels WHERE shop_id = ${shopId}`,
    ),
  );
  const recency = await run((trx) =>
    thresholds(trx, levelsOf(shopId, sql`(c.last_order_date AT TIME ZONE s.time_zone)::date`)),
  );
  return { recency, monetary };
}

/** Each distinct revenue of the shop's customers with the customers at it and above it. */
async function storeRevenueLevels(trx: Transaction<Database>, shopId: string): Promise<void> {
  // Kept with the connection (as the rollups' other temporary tables): on the embedded database
  // the slices that read it are transactions of their own.
  await sql`CREATE TEMPORARY TABLE IF NOT EXISTS customer_revenue_levels (
      shop_id uuid NOT NULL,
      revenue numeric(14, 2) NOT NULL,
      customers bigint NOT NULL,
      greater bigint NOT NULL,
      seen bigint NOT NULL,
      PRIMARY KEY (shop_id, revenue))`.execute(trx);
  await sql`DELETE FROM customer_revenue_levels WHERE shop_id = ${shopId}`.execute(trx);
  await sql`
    INSERT INTO customer_revenue_levels (shop_id, revenue, customers, greater, seen)
    SELECT ${shopId}, total_revenue, count(*), sum(count(*)) OVER (ORDER BY total_revenue DESC) - count(*), 0
    FROM customers
    WHERE shop_id = ${shopId} AND total_orders > 0
    GROUP BY total_revenue`.execute(trx);
}

/** Each distinct value of a customer measure with the customers at it and below it. */
function levelsOf(shopId: string, measure: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    SELECT value, customers, sum(customers) OVER (ORDER BY value) - customers AS worse,
           sum(customers) OVER () AS total
    FROM (
      SELECT ${measure} AS value, count(*) AS customers
      FROM customers c JOIN shops s ON s.id = c.shop_id
      WHERE c.shop_id = ${shopId} AND c.total_orders > 0
      GROUP BY 1
    ) AS counted`;
}

/** The smallest value whose `worse` count reaches each k fifths of the customers, k = 1..4. */
async function thresholds(
  trx: Transaction<Database>,
  levels: RawBuilder<unknown>,
): Promise<(string | null)[]> {
  const found = await sql<{ step: number; value: string }>`
    SELECT k AS step, min(l.value)::text AS value
    FROM (${levels}) AS l CROSS JOIN generate_series(1, 4) AS k
    WHERE 5 * l.worse >= k * l.total
    GROUP BY k`.execute(trx);
  const byStep = new Map(found.rows.map((row) => [Number(row.step), row.value]));
  return [1, 2, 3, 4].map((step) => byStep.get(step) ?? null);
}

/** 1 + the thresholds a value reaches. */
function scoreSql(value: RawBuilder<unknown>, steps: (string | null)[], type: RawBuilder<unknown>) {
  const reached = steps.map((step) => (step === null ? sql`0` : sql`(${value} >= ${step}::${type})::int`));
  return sql`1 + ${sql.join(reached, sql` + `)}`;
}

/** `frequencyScore` of packages/domain in SQL: the highest band whose least order count is reached. */
function frequencyScoreSql(orders: RawBuilder<unknown>): RawBuilder<number> {
  const bands = RFM_FREQUENCY_BANDS.map((least, index) => ({ least, score: index + 1 })).reverse();
  const whens = bands
    .slice(0, -1)
    .map(({ least, score }) => sql`WHEN ${orders} >= ${sql.lit(least)} THEN ${sql.lit(score)}`);
  return sql<number>`CASE ${sql.join(whens, sql` `)} ELSE 1 END`;
}

/**
 * Step 2: scores the customers whose keys lie in `range`, replacing their score rows and the rows
 * of customers in it that have no counted order any more. Ranges must come in key order (the
 * revenue rank counts the customers of earlier ranges).
 */
export async function rankCustomerSlice(
  trx: Transaction<Database>,
  shopId: string,
  scales: ScoreScales,
  range: KeyRange,
): Promise<void> {
  const inSlice = (key: RawBuilder<unknown>) => inKeyRange(key, range);

  await sql`DELETE FROM customer_scores WHERE shop_id = ${shopId} AND ${inSlice(sql`customer_key`)}`.execute(
    trx,
  );
  // The order before the last: the latest day among orders earlier than the last order's time,
  // or the last order's own day when two orders share that time. Looked up per repeat customer
  // through the index of orders by customer, so a slice reads its own customers' orders whatever
  // the planner estimates (joined as a set, a slice was once planned as a loop over all orders).
  await sql`
    WITH slice AS (
      SELECT c.customer_key, c.total_orders, c.total_revenue, c.last_order_date, c.tier,
             c.order_frequency, c.lifetime_value, (c.last_order_date AT TIME ZONE s.time_zone)::date AS last_order_day
      FROM customers c
      JOIN shops s ON s.id = c.shop_id
      WHERE c.shop_id = ${shopId} AND c.total_orders > 0 AND ${inSlice(sql`c.customer_key`)}
    )
    INSERT INTO customer_scores
      (shop_id, customer_key, recency, frequency, monetary, revenue_rank, orders, revenue,
       last_order_day, previous_order_day, last_order_date, tier, order_frequency, lifetime_value)
    SELECT ${shopId}, c.customer_key,
           ${scoreSql(sql`c.last_order_day`, scales.recency, sql`date`)},
           ${frequencyScoreSql(sql`c.total_orders`)},
           ${scoreSql(sql`c.total_revenue`, scales.monetary, sql`numeric`)},
           coalesce(l.greater + l.seen, 0)
             + row_number() OVER (PARTITION BY c.total_revenue ORDER BY c.customer_key),
           c.total_orders, c.total_revenue, c.last_order_day, p.previous_order_day,
           c.last_order_date, c.tier, c.order_frequency, c.lifetime_value
    FROM slice c
    LEFT JOIN customer_revenue_levels l ON l.shop_id = ${shopId} AND l.revenue = c.total_revenue
    LEFT JOIN LATERAL (
      SELECT CASE WHEN count(*) FILTER (WHERE o.order_date = c.last_order_date) >= 2
                  THEN max(o.order_day)
                  ELSE max(o.order_day) FILTER (WHERE o.order_date < c.last_order_date) END
               AS previous_order_day
      FROM orders o
      WHERE o.shop_id = ${shopId} AND o.customer_key = c.customer_key AND NOT o.is_cancelled
        AND c.total_orders >= 2
    ) AS p ON true`.execute(trx);
  await sql`
    UPDATE customer_revenue_levels l SET seen = l.seen + s.customers
    FROM (
      SELECT revenue, count(*) AS customers FROM customer_scores
      WHERE shop_id = ${shopId} AND ${inSlice(sql`customer_key`)}
      GROUP BY revenue
    ) AS s
    WHERE l.shop_id = ${shopId} AND l.revenue = s.revenue`.execute(trx);
}

/** Step 3: the shop's revenue levels go. */
export async function finishScoreScales(trx: Transaction<Database>, shopId: string): Promise<void> {
  await sql`DELETE FROM customer_revenue_levels WHERE shop_id = ${shopId}`.execute(trx);
}
