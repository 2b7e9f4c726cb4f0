import type { Database } from '@ziskomer/db';
import { type RawBuilder, sql, type Transaction } from 'kysely';

/** Customers per statement: bounds one statement's sort when a whole shop is rebuilt. */
const CUSTOMERS_PER_STEP = 5000;

/**
 * The count tables of migrations 0012, 0022 and 0027 and, for each, the temporary table that gathers a
 * refresh's changes to it and the columns a row adds up (the first counts the row's customers or
 * orders: a row whose first column falls to zero counts nothing any more).
 */
const COUNT_TABLES = [
  {
    table: 'order_gap_counts',
    pending: 'pending_order_gap_counts',
    key: ['shop_id', 'grain', 'start_day', 'gap_days'],
    counts: ['orders'],
  },
  {
    table: 'journey_path_counts',
    pending: 'pending_journey_path_counts',
    key: ['shop_id', 'grain', 'start_day', 'source_1', 'source_2', 'source_3', 'orders'],
    counts: ['customers'],
  },
  {
    table: 'journey_return_counts',
    pending: 'pending_journey_return_counts',
    key: ['shop_id', 'grain', 'start_day', 'source_1', 'days_to_second'],
    counts: ['customers'],
  },
  {
    table: 'acquisition_counts',
    pending: 'pending_acquisition_counts',
    key: ['shop_id', 'grain', 'start_day', 'source', 'campaign'],
    counts: ['customers', 'revenue', 'repeat_customers', 'repeat_30', 'repeat_90', 'repeat_180'],
  },
  {
    table: 'acquisition_order_counts',
    pending: 'pending_acquisition_order_counts',
    key: ['shop_id', 'grain', 'start_day', 'orders'],
    counts: ['customers', 'revenue'],
  },
  {
    table: 'acquisition_gap_counts',
    pending: 'pending_acquisition_gap_counts',
    key: ['shop_id', 'grain', 'start_day', 'step', 'gap_days'],
    counts: ['customers'],
  },
] as const;
type CountTable = (typeof COUNT_TABLES)[number];

/**
 * Recomputes the per-customer rollups of migrations 0012, 0022 and 0027 for the customers whose
 * orders changed since the last refresh: `customer_journeys` (a row per customer) and, by
 * difference, the counts the reports read — `order_gap_counts`, `journey_path_counts`,
 * `journey_return_counts`, `acquisition_counts`, `acquisition_order_counts` and
 * `acquisition_gap_counts`, each per day and per month.
 *
 * The unit of work is the customer, not the day: a new, changed or removed order can change the
 * gap of the customer's *next* order, which may lie on a day nobody marked dirty. The triggers of
 * migration 0012 record every customer an order write touches (before and after the write) in
 * `analytics_dirty_customers`; this refresh takes all the refresh job claimed on its first call of a refresh run
 * (the later day steps find none, so `days` is not needed) and rebuilds each from all their
 * orders: what their old row counted is subtracted, what the new one counts is added. A customer
 * is rebuilt once per refresh, however many days their orders span.
 *
 * The differences of all steps are gathered in temporary tables and applied once at the end, so
 * each count row is written at most once per refresh (a month's row would otherwise be rewritten
 * by every step of a full rebuild, leaving as many dead row versions behind).
 */
export function refreshCustomerSequences(trx: Transaction<Database>, shopId: string): Promise<void> {
  return refreshCustomerSequencesInSteps(trx, shopId, CUSTOMERS_PER_STEP);
}

/** The refresh with a chosen step size (tests take small steps to cover the key ranges). */
export async function refreshCustomerSequencesInSteps(
  trx: Transaction<Database>,
  shopId: string,
  customersPerStep: number,
): Promise<void> {
  // In the database's own order of keys, so that ranges of them mean the same in SQL.
  const taken = await sql<{ customer_key: string }>`
    WITH taken AS (
      DELETE FROM analytics_dirty_customers WHERE shop_id = ${shopId} AND claimed RETURNING customer_key)
    SELECT DISTINCT customer_key FROM taken ORDER BY customer_key`.execute(trx);
  const customerKeys = taken.rows.map((row) => row.customer_key);
  if (customerKeys.length === 0) return;
  await createPendingCounts(trx);
  for (const customers of splitCustomers(customerKeys, customersPerStep)) {
    await gatherCustomerChanges(trx, shopId, customers);
  }
  await applyPendingCounts(trx, shopId);
}

/**
 * The same refresh for one slice of the claimed customers, whole in the caller's transaction:
 * their journeys are rebuilt, the counts take the differences, and the slice's claimed marks go.
 * The embedded database's refresh (refreshShopRollupsInSteps) commits slice by slice, so a request
 * waiting for the connection gets it in between; every committed slice leaves journeys and counts
 * that agree, and a refresh that dies leaves the marks of the slices it did not commit.
 * `sortedKeys` is a run of the claimed keys in the database's order; `dense` says the claimed
 * customers are many (a whole import), so a range of keys reads the orders faster than a list.
 */
export async function refreshCustomerSequencesOf(
  trx: Transaction<Database>,
  shopId: string,
  sortedKeys: string[],
  dense: boolean,
): Promise<void> {
  const first = sortedKeys[0];
  const last = sortedKeys.at(-1);
  if (first === undefined || last === undefined) return;
  const customers: StepCustomers = dense ? { from: first, to: last } : { keys: sortedKeys };
  await sql`DELETE FROM analytics_dirty_customers
    WHERE shop_id = ${shopId} AND claimed AND ${isStepCustomer(sql`customer_key`, customers)}`.execute(trx);
  await createPendingCounts(trx);
  await gatherCustomerChanges(trx, shopId, customers);
  await applyPendingCounts(trx, shopId);
}

/** Whether the claimed customers are many enough to be read as ranges of keys (see splitCustomers). */
export function areClaimedCustomersDense(claimed: number): boolean {
  return claimed > CUSTOMERS_PER_STEP;
}

/**
 * The temporary tables that gather the differences of one transaction's refresh. They stay with
 * the connection and are emptied by every commit: creating and dropping six tables per transaction
 * wrote the catalogue a dozen times for each slice of a refresh in many transactions.
 */
async function createPendingCounts(trx: Transaction<Database>): Promise<void> {
  for (const { table, pending } of COUNT_TABLES) {
    await sql`CREATE TEMPORARY TABLE IF NOT EXISTS ${sql.table(pending)} (LIKE ${sql.table(table)})
      ON COMMIT DELETE ROWS`.execute(trx);
  }
}

/** Takes back what the customers' journeys counted, rebuilds them and gathers what they count now. */
async function gatherCustomerChanges(
  trx: Transaction<Database>,
  shopId: string,
  customers: StepCustomers,
): Promise<void> {
  await sql`WITH changed AS (${removeJourneys(shopId, customers)}), ${gatherCounts(shopId, -1)}`.execute(trx);
  await sql`WITH changed AS (${rebuildJourneys(shopId, customers)}), ${gatherCounts(shopId, 1)}`.execute(trx);
}

/** Adds the gathered differences to every count table (the commit empties the temporary ones). */
async function applyPendingCounts(trx: Transaction<Database>, shopId: string): Promise<void> {
  for (const counts of COUNT_TABLES) await applyPendingCountsTo(trx, shopId, counts);
}

/**
 * The customers one step rebuilds: a few given by key (an import of new orders), or — when many
 * changed, as after a full import — every customer in a range of keys, which reads the orders as
 * index ranges instead of looking up or hashing the keys of thousands of customers per step.
 * Rebuilding a customer who did not change is harmless: it counts the same as before.
 */
type StepCustomers = { keys: string[] } | { from: string; to: string };

function splitCustomers(sortedKeys: string[], customersPerStep: number): StepCustomers[] {
  if (sortedKeys.length <= customersPerStep) return [{ keys: sortedKeys }];
  const steps: StepCustomers[] = [];
  for (let start = 0; start < sortedKeys.length; start += customersPerStep) {
    const step = sortedKeys.slice(start, start + customersPerStep);
    steps.push({ from: step[0]!, to: step.at(-1)! });
  }
  return steps;
}

/** The condition on `column` that picks a step's customers. */
function isStepCustomer(column: RawBuilder<unknown>, customers: StepCustomers): RawBuilder<boolean> {
  return 'keys' in customers
    ? sql<boolean>`${column} IN (SELECT unnest(${customers.keys}::text[]))`
    : sql<boolean>`${column} BETWEEN ${customers.from} AND ${customers.to}`;
}

/** The columns every changed journey row hands on to the counts. */
const JOURNEY_COLUMNS = sql.raw(
  'first_day, orders, source_1, source_2, source_3, day_2, order_days, campaign_1, revenue',
);

/**
 * Deletes the customers' journey rows. Keys are matched as a subquery (not `= ANY`), which stays a
 * hash or index join however many there are.
 */
function removeJourneys(shopId: string, customers: StepCustomers): RawBuilder<unknown> {
  return sql`
    DELETE FROM customer_journeys
    WHERE shop_id = ${shopId} AND ${isStepCustomer(sql`customer_key`, customers)}
    RETURNING ${JOURNEY_COLUMNS}`;
}

/**
 * Rebuilds the customers' journey rows from their counted orders, in order of time (order id
 * breaks ties). A customer whose orders are all cancelled or gone gets no row.
 */
function rebuildJourneys(shopId: string, customers: StepCustomers): RawBuilder<unknown> {
  return sql`
    INSERT INTO customer_journeys
      (shop_id, customer_key, first_day, orders, source_1, source_2, source_3, day_2, order_days,
       campaign_1, revenue)
    SELECT ${shopId}, customer_key, min(order_day), count(*),
           min(source) FILTER (WHERE n = 1), min(source) FILTER (WHERE n = 2),
           min(source) FILTER (WHERE n = 3), min(order_day) FILTER (WHERE n = 2),
           array_agg(order_day ORDER BY n), min(campaign) FILTER (WHERE n = 1), sum(revenue)
    FROM (
      SELECT o.customer_key, o.order_day, coalesce(lower(o.acquisition_source), '') AS source,
             coalesce(o.acquisition_campaign, '') AS campaign, o.revenue,
             row_number() OVER (PARTITION BY o.customer_key ORDER BY o.order_date, o.order_id) AS n
      FROM orders o
      WHERE o.shop_id = ${shopId} AND ${isStepCustomer(sql`o.customer_key`, customers)} AND NOT o.is_cancelled
    ) AS sequence
    GROUP BY customer_key
    RETURNING ${JOURNEY_COLUMNS}`;
}

/** A day as both rows it counts in: its own and its month's. */
const grainsOf = (day: RawBuilder<unknown>) =>
  sql`(VALUES ('day', ${day}), ('month', date_trunc('month', ${day}::timestamp)::date)) AS p (grain, start_day)`;

/**
 * Gathers what the `changed` journeys count, added (sign 1) or taken back (sign −1): each order
 * after a customer's first as a gap on its day, each customer as a path and, with a second order,
 * a return on the day of their first order; each customer as acquired on the day of their first
 * order, by its source and campaign, by their number of orders, and by the days from their 1st to
 * 2nd and 2nd to 3rd order.
 */
function gatherCounts(shopId: string, sign: 1 | -1): RawBuilder<unknown> {
  return sql`
    gaps AS (
      INSERT INTO pending_order_gap_counts (shop_id, grain, start_day, gap_days, orders)
      SELECT ${shopId}, p.grain, p.start_day, g.gap_days, ${sign}::int * count(*)
      FROM changed
      CROSS JOIN generate_series(2, cardinality(changed.order_days)) AS i
      CROSS JOIN LATERAL (SELECT changed.order_days[i] AS day,
                                 changed.order_days[i] - changed.order_days[i - 1] AS gap_days) AS g
      CROSS JOIN LATERAL ${grainsOf(sql`g.day`)}
      GROUP BY p.grain, p.start_day, g.gap_days
    ),
    paths AS (
      INSERT INTO pending_journey_path_counts
        (shop_id, grain, start_day, source_1, source_2, source_3, orders, customers)
      SELECT ${shopId}, p.grain, p.start_day, changed.source_1, coalesce(changed.source_2, ''),
             coalesce(changed.source_3, ''), least(changed.orders, 5), ${sign}::int * count(*)
      FROM changed
      CROSS JOIN LATERAL ${grainsOf(sql`changed.first_day`)}
      GROUP BY p.grain, p.start_day, changed.source_1, coalesce(changed.source_2, ''),
               coalesce(changed.source_3, ''), least(changed.orders, 5)
    ),
    acquired AS (
      INSERT INTO pending_acquisition_counts
        (shop_id, grain, start_day, source, campaign, customers, revenue, repeat_customers,
         repeat_30, repeat_90, repeat_180)
      SELECT ${shopId}, p.grain, p.start_day, changed.source_1, changed.campaign_1,
             ${sign}::int * count(*), ${sign}::int * sum(changed.revenue),
             ${sign}::int * count(changed.day_2),
             ${sign}::int * count(*) FILTER (WHERE changed.day_2 - changed.first_day <= 30),
             ${sign}::int * count(*) FILTER (WHERE changed.day_2 - changed.first_day <= 90),
             ${sign}::int * count(*) FILTER (WHERE changed.day_2 - changed.first_day <= 180)
      FROM changed
      CROSS JOIN LATERAL ${grainsOf(sql`changed.first_day`)}
      GROUP BY p.grain, p.start_day, changed.source_1, changed.campaign_1
    ),
    ordered AS (
      INSERT INTO pending_acquisition_order_counts (shop_id, grain, start_day, orders, customers, revenue)
      SELECT ${shopId}, p.grain, p.start_day, least(changed.orders, 11), ${sign}::int * count(*),
             ${sign}::int * sum(changed.revenue)
      FROM changed
      CROSS JOIN LATERAL ${grainsOf(sql`changed.first_day`)}
      GROUP BY p.grain, p.start_day, least(changed.orders, 11)
    ),
    gapped AS (
      INSERT INTO pending_acquisition_gap_counts (shop_id, grain, start_day, step, gap_days, customers)
      SELECT ${shopId}, p.grain, p.start_day, s.step, s.gap_days, ${sign}::int * count(*)
      FROM changed
      CROSS JOIN LATERAL (VALUES (1, changed.order_days[2] - changed.order_days[1]),
                                 (2, changed.order_days[3] - changed.order_days[2])) AS s (step, gap_days)
      CROSS JOIN LATERAL ${grainsOf(sql`changed.first_day`)}
      WHERE s.gap_days IS NOT NULL
      GROUP BY p.grain, p.start_day, s.step, s.gap_days
    )
    INSERT INTO pending_journey_return_counts (shop_id, grain, start_day, source_1, days_to_second, customers)
    SELECT ${shopId}, p.grain, p.start_day, changed.source_1, changed.day_2 - changed.first_day,
           ${sign}::int * count(*)
    FROM changed
    CROSS JOIN LATERAL ${grainsOf(sql`changed.first_day`)}
    WHERE changed.day_2 IS NOT NULL
    GROUP BY p.grain, p.start_day, changed.source_1, changed.day_2 - changed.first_day`;
}

/**
 * Adds the gathered differences to a count table — one write per row whose figures changed; a
 * customer rebuilt unchanged writes nothing — then drops the rows that fell to zero (no customer
 * or order left: their other figures, sums over those, are then zero too).
 */
async function applyPendingCountsTo(trx: Transaction<Database>, shopId: string, counts: CountTable) {
  const key = sql.join(counts.key.map((column) => sql.ref(column)));
  const columns = counts.counts.map((column) => sql.ref(column));
  const changed = sql.join(
    columns.map((column) => sql`sum(${column}) <> 0`),
    sql` OR `,
  );
  const added = sql.join(columns.map((column) => sql`${column} = c.${column} + excluded.${column}`));
  await sql`
    INSERT INTO ${sql.table(counts.table)} AS c (${key}, ${sql.join(columns)})
    SELECT ${key}, ${sql.join(columns.map((column) => sql`sum(${column})`))} FROM ${sql.table(counts.pending)}
    GROUP BY ${key} HAVING ${changed}
    ON CONFLICT (${key}) DO UPDATE SET ${added}`.execute(trx);
  // Only rows this refresh changed can have fallen to zero: looked up by their keys, not by a scan
  // of the shop's counts (which a refresh in many small transactions would repeat in each).
  const sameKey = sql.join(
    counts.key.map((column) => sql`c.${sql.ref(column)} = p.${sql.ref(column)}`),
    sql` AND `,
  );
  await sql`
    DELETE FROM ${sql.table(counts.table)} AS c
    USING (SELECT DISTINCT ${key} FROM ${sql.table(counts.pending)}) AS p
    WHERE c.shop_id = ${shopId} AND ${sameKey} AND c.${columns[0]!} = 0`.execute(trx);
}
