import type { Database } from '@ziskomer/db';
import { type RawBuilder, sql, type Transaction } from 'kysely';

/** Customers per statement: bounds one statement's sort when a whole shop is rebuilt. */
const CUSTOMERS_PER_STEP = 5000;

/**
 * Recomputes the per-customer rollups of migration 0012 for the customers whose orders changed
 * since the last refresh: `customer_journeys` (a row per customer) and, by difference, the counts
 * the reports read — `order_gap_counts`, `journey_path_counts` and `journey_return_counts`, each
 * per day and per month.
 *
 * The unit of work is the customer, not the day: a new, changed or removed order can change the
 * gap of the customer's *next* order, which may lie on a day nobody marked dirty. The triggers of
 * migration 0012 record every customer an order write touches (before and after the write) in
 * `analytics_dirty_customers`; this refresh takes them all on its first call of a refresh run
 * (the later day steps find none, so `days` is not needed) and rebuilds each from all their
 * orders: what their old row counted is subtracted, what the new one counts is added. A customer
 * is rebuilt once per refresh, however many days their orders span.
 */
export async function refreshCustomerSequences(trx: Transaction<Database>, shopId: string): Promise<void> {
  const taken = await sql<{ customer_key: string }>`
    DELETE FROM analytics_dirty_customers WHERE shop_id = ${shopId} RETURNING customer_key`.execute(trx);
  const customerKeys = taken.rows.map((row) => row.customer_key);
  if (customerKeys.length === 0) return;
  for (let start = 0; start < customerKeys.length; start += CUSTOMERS_PER_STEP) {
    const step = customerKeys.slice(start, start + CUSTOMERS_PER_STEP);
    await sql`${withChangedJourneys(removeJourneys(shopId, step))} ${addCounts(shopId, -1)}`.execute(trx);
    await sql`${withChangedJourneys(rebuildJourneys(shopId, step))} ${addCounts(shopId, 1)}`.execute(trx);
  }
  await sql`DELETE FROM order_gap_counts WHERE shop_id = ${shopId} AND orders = 0`.execute(trx);
  await sql`DELETE FROM journey_path_counts WHERE shop_id = ${shopId} AND customers = 0`.execute(trx);
  await sql`DELETE FROM journey_return_counts WHERE shop_id = ${shopId} AND customers = 0`.execute(trx);
}

/** The columns every changed journey row hands on to the counts. */
const JOURNEY_COLUMNS = sql.raw('first_day, orders, source_1, source_2, source_3, day_2, order_days');

/**
 * Deletes the customers' journey rows. The keys are joined as a table (not `= ANY`), which stays
 * a hash or index join however many there are.
 */
function removeJourneys(shopId: string, customerKeys: string[]): RawBuilder<unknown> {
  return sql`
    DELETE FROM customer_journeys j
    USING unnest(${customerKeys}::text[]) AS k (customer_key)
    WHERE j.shop_id = ${shopId} AND j.customer_key = k.customer_key
    RETURNING ${JOURNEY_COLUMNS}`;
}

/**
 * Rebuilds the customers' journey rows from their counted orders, in order of time (order id
 * breaks ties). A customer whose orders are all cancelled or gone gets no row.
 */
function rebuildJourneys(shopId: string, customerKeys: string[]): RawBuilder<unknown> {
  return sql`
    INSERT INTO customer_journeys
      (shop_id, customer_key, first_day, orders, source_1, source_2, source_3, day_2, order_days)
    SELECT ${shopId}, customer_key, min(order_day), count(*),
           min(source) FILTER (WHERE n = 1), min(source) FILTER (WHERE n = 2),
           min(source) FILTER (WHERE n = 3), min(order_day) FILTER (WHERE n = 2),
           array_agg(order_day ORDER BY n)
    FROM (
      SELECT o.customer_key, o.order_day, coalesce(lower(o.acquisition_source), '') AS source,
             row_number() OVER (PARTITION BY o.customer_key ORDER BY o.order_date, o.order_id) AS n
      FROM unnest(${customerKeys}::text[]) AS k (customer_key)
      JOIN orders o ON o.shop_id = ${shopId} AND o.customer_key = k.customer_key
      WHERE NOT o.is_cancelled
    ) AS sequence
    GROUP BY customer_key
    RETURNING ${JOURNEY_COLUMNS}`;
}

const withChangedJourneys = (statement: RawBuilder<unknown>) => sql`WITH changed AS (${statement}),`;

/** A day as both rows it counts in: its own and its month's. */
const grainsOf = (day: RawBuilder<unknown>) =>
  sql`(VALUES ('day', ${day}), ('month', date_trunc('month', ${day}::timestamp)::date)) AS p (grain, start_day)`;

/**
 * Adds (sign 1) or takes back (sign −1) what the `changed` journeys count: each order after a
 * customer's first as a gap on its day, each customer as a path and, with a second order, a
 * return on the day of their first order.
 */
function addCounts(shopId: string, sign: 1 | -1): RawBuilder<unknown> {
  return sql`
    gaps AS (
      INSERT INTO order_gap_counts AS c (shop_id, grain, start_day, gap_days, orders)
      SELECT ${shopId}, p.grain, p.start_day, g.gap_days, ${sign}::int * count(*)
      FROM changed
      CROSS JOIN generate_series(2, cardinality(changed.order_days)) AS i
      CROSS JOIN LATERAL (SELECT changed.order_days[i] AS day,
                                 changed.order_days[i] - changed.order_days[i - 1] AS gap_days) AS g
      CROSS JOIN LATERAL ${grainsOf(sql`g.day`)}
      GROUP BY p.grain, p.start_day, g.gap_days
      ON CONFLICT (shop_id, grain, start_day, gap_days) DO UPDATE SET orders = c.orders + excluded.orders
    ),
    paths AS (
      INSERT INTO journey_path_counts AS c
        (shop_id, grain, start_day, source_1, source_2, source_3, orders, customers)
      SELECT ${shopId}, p.grain, p.start_day, changed.source_1, coalesce(changed.source_2, ''),
             coalesce(changed.source_3, ''), least(changed.orders, 5), ${sign}::int * count(*)
      FROM changed
      CROSS JOIN LATERAL ${grainsOf(sql`changed.first_day`)}
      GROUP BY p.grain, p.start_day, changed.source_1, coalesce(changed.source_2, ''),
               coalesce(changed.source_3, ''), least(changed.orders, 5)
      ON CONFLICT (shop_id, grain, start_day, source_1, source_2, source_3, orders)
      DO UPDATE SET customers = c.customers + excluded.customers
    )
    INSERT INTO journey_return_counts AS c (shop_id, grain, start_day, source_1, days_to_second, customers)
    SELECT ${shopId}, p.grain, p.start_day, changed.source_1, changed.day_2 - changed.first_day,
           ${sign}::int * count(*)
    FROM changed
    CROSS JOIN LATERAL ${grainsOf(sql`changed.first_day`)}
    WHERE changed.day_2 IS NOT NULL
    GROUP BY p.grain, p.start_day, changed.source_1, changed.day_2 - changed.first_day
    ON CONFLICT (shop_id, grain, start_day, source_1, days_to_second)
    DO UPDATE SET customers = c.customers + excluded.customers`;
}
