import type { Database } from '@ziskomer/db';
import { RFM_FREQUENCY_BANDS } from '@ziskomer/domain';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import { inKeyRange, type KeyRange } from './customer-key-ranges.ts';
import type { RefreshTransaction } from './in-sized-transactions.ts';

/**
 * How a customer is scored (scoreCustomers decides whom to score): against the shop's other
 * customers by recency, frequency and revenue (scores 1–5), with the figures the customer reports
 * read beside them, for every customer with a counted order.
 *
 * Recency and monetary scores are `quintileScore(worse, total)` of packages/domain: 1 + ⌊5 × worse
 * ÷ total⌋, where `worse` counts the customers with a strictly worse value, so equal values share a
 * score. Recency compares the shop-zone day of the last order (later is better), monetary the
 * revenue. Frequency is the fixed band of the counted orders (`frequencyScore`,
 * `RFM_FREQUENCY_BANDS`), which needs no ranking.
 *
 * A score row depends on the customer and on the shop's four thresholds per ranked score, so the
 * work is split into steps that each run a slice of customers at a time where it can (the embedded
 * database's refresh commits each slice, so no hold of its one connection grows with the shop):
 *
 * 1. `prepareScoreScales` reads the thresholds from the whole shop (⌊5w/n⌋ ≥ k exactly when the
 *    value reaches the smallest value whose `worse` count w has 5w ≥ kn);
 * 2. `rankCustomerSlice` scores a range or a list of customers against them, writing only the rows
 *    that change;
 * 3. `rescoreAtMovedThresholds` gives the stored rows whose value lies where a threshold moved
 *    their new ranked scores, without reading the customers.
 */

/** The value at which each ranked score steps up to 2, 3, 4 and 5 (null: nobody reaches it), as text. */
export interface ScoreScales {
  recency: (string | null)[];
  monetary: (string | null)[];
  /** The customers the thresholds were read from. */
  customers: number;
}

/**
 * Step 1: the thresholds of the two ranked scores — each a read of all the shop's customers, done
 * by `run` (in a transaction of its own on the embedded database).
 */
export async function prepareScoreScales(run: RefreshTransaction, shopId: string): Promise<ScoreScales> {
  const monetary = await run((trx) => thresholds(trx, levelsOf(shopId, sql`c.total_revenue`)));
  const recency = await run((trx) =>
    thresholds(trx, levelsOf(shopId, sql`(c.last_order_date AT TIME ZONE s.time_zone)::date`)),
  );
  return { recency: recency.steps, monetary: monetary.steps, customers: monetary.total };
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

/**
 * The smallest value whose `worse` count reaches each k fifths of the customers, k = 1..4, and how
 * many customers there are.
 */
async function thresholds(
  trx: Transaction<Database>,
  levels: RawBuilder<unknown>,
): Promise<{ steps: (string | null)[]; total: number }> {
  const found = await sql<{ step: number; value: string | null; total: string | null }>`
    SELECT k AS step, (min(l.value) FILTER (WHERE 5 * l.worse >= k * l.total))::text AS value,
           max(l.total)::text AS total
    FROM (${levels}) AS l CROSS JOIN generate_series(1, 4) AS k
    GROUP BY k`.execute(trx);
  const byStep = new Map(found.rows.map((row) => [Number(row.step), row.value]));
  return {
    steps: [1, 2, 3, 4].map((step) => byStep.get(step) ?? null),
    total: Number(found.rows[0]?.total ?? 0),
  };
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

/** The columns of a score row after its key, in the order `scoreRows` selects them. */
const SCORE_COLUMNS = [
  'recency',
  'frequency',
  'monetary',
  'orders',
  'revenue',
  'last_order_day',
  'previous_order_day',
  'last_order_date',
  'tier',
  'order_frequency',
  'lifetime_value',
] as const;

/** Customers by a range of their keys, or by a list of keys. */
export type CustomerSlice = KeyRange | readonly string[];

/** `key` (a column) is one of the slice's customers, as SQL. */
export function inSlice(key: string, customers: CustomerSlice): RawBuilder<boolean> {
  return Array.isArray(customers)
    ? sql<boolean>`${sql.ref(key)} = ANY(${customers}::text[])`
    : inKeyRange(sql.ref(key), customers as KeyRange);
}

/**
 * Step 2: scores the customers of a slice: writes the score rows that are new or differ from the
 * stored ones, and deletes the rows of customers in it that have no counted order any more.
 */
export async function rankCustomerSlice(
  trx: Transaction<Database>,
  shopId: string,
  scales: ScoreScales,
  customers: CustomerSlice,
): Promise<void> {
  await sql`
    DELETE FROM customer_scores s
    WHERE s.shop_id = ${shopId} AND ${inSlice('s.customer_key', customers)}
      AND NOT EXISTS (
        SELECT 1 FROM customers c
        WHERE c.shop_id = s.shop_id AND c.customer_key = s.customer_key AND c.total_orders > 0)`.execute(trx);
  const columns = sql.join(SCORE_COLUMNS.map((column) => sql.ref(column)));
  const of = (table: string) => sql.join(SCORE_COLUMNS.map((column) => sql.ref(`${table}.${column}`)));
  const updates = sql.join(
    SCORE_COLUMNS.map((column) => sql`${sql.ref(column)} = ${sql.ref(`excluded.${column}`)}`),
  );
  // The rows that differ are found by one join of the computed rows with the stored ones (both a
  // scan of the range), not by a conflict probe per customer: on a shop of 250,000 customers the
  // probes cost seconds even when a few hundred rows change.
  await sql`
    WITH computed AS (
      SELECT c.customer_key,
             ${scoreSql(sql`c.last_order_day`, scales.recency, sql`date`)} AS recency,
             ${frequencyScoreSql(sql`c.total_orders`)} AS frequency,
             ${scoreSql(sql`c.total_revenue`, scales.monetary, sql`numeric`)} AS monetary,
             c.total_orders AS orders, c.total_revenue AS revenue, c.last_order_day, c.previous_order_day,
             c.last_order_date, c.tier, c.order_frequency, c.lifetime_value
      FROM (
        SELECT c.*, (c.last_order_date AT TIME ZONE s.time_zone)::date AS last_order_day
        FROM customers c
        JOIN shops s ON s.id = c.shop_id
        WHERE c.shop_id = ${shopId} AND c.total_orders > 0 AND ${inSlice('c.customer_key', customers)}
      ) AS c
    )
    INSERT INTO customer_scores (shop_id, customer_key, ${columns})
    SELECT ${shopId}, computed.customer_key, ${of('computed')}
    FROM computed
    LEFT JOIN customer_scores stored
      ON stored.shop_id = ${shopId} AND stored.customer_key = computed.customer_key
      AND ${inSlice('stored.customer_key', customers)}
    WHERE stored.customer_key IS NULL OR (${of('stored')}) IS DISTINCT FROM (${of('computed')})
    ON CONFLICT (shop_id, customer_key) DO UPDATE SET ${updates}`.execute(trx);
}

/**
 * Step 3: the stored rows of a range whose value lies where a threshold moved (between its place in
 * `previous` and in `scales`) get their ranked scores under `scales`, without reading the
 * customers: a score row holds the day and the revenue its ranked scores are of. Returns their keys
 * — the same on a second run, which a refresh that died and is redone relies on.
 */
export async function rescoreAtMovedThresholds(
  trx: Transaction<Database>,
  shopId: string,
  previous: ScoreScales,
  scales: ScoreScales,
  range: KeyRange,
): Promise<string[]> {
  const bands = [
    ...movedBands(sql`last_order_day`, previous.recency, scales.recency, sql`date`),
    ...movedBands(sql`revenue`, previous.monetary, scales.monetary, sql`numeric`),
  ];
  if (bands.length === 0) return [];
  const moved = await sql<{ customer_key: string }>`
    UPDATE customer_scores
    SET recency = ${scoreSql(sql`last_order_day`, scales.recency, sql`date`)},
        monetary = ${scoreSql(sql`revenue`, scales.monetary, sql`numeric`)}
    WHERE shop_id = ${shopId} AND ${inKeyRange(sql`customer_key`, range)} AND (${sql.join(bands, sql` OR `)})
    RETURNING customer_key`.execute(trx);
  return moved.rows.map((row) => row.customer_key);
}

/**
 * For each threshold that moved, the values whose side of it changed: from the lower place up to
 * the higher one (a NULL place is above every value).
 */
function movedBands(
  value: RawBuilder<unknown>,
  previous: (string | null)[],
  next: (string | null)[],
  type: RawBuilder<unknown>,
): RawBuilder<boolean>[] {
  return previous.flatMap((before, step) => {
    const after = next[step] ?? null;
    if (before === after) return [];
    const lower = sql`${value} >= least(${before}::${type}, ${after}::${type})`;
    if (before === null || after === null) return [sql<boolean>`${lower}`];
    return [sql<boolean>`(${lower} AND ${value} < greatest(${before}::${type}, ${after}::${type}))`];
  });
}
