import type { Database } from '@ziskomer/db';
import { type RawBuilder, sql, type Transaction } from 'kysely';

/**
 * Recomputes `customer_milestones` (first three counted order days, source and campaign of the
 * first order) for the customers that changes on some dirty days can have touched, and moves the
 * cohort cells of customers whose cohort changed, for the months outside `orderMonths` (those are
 * recomputed whole afterwards by refreshCohortMonths).
 *
 * Which customers: a customer's milestones change only when one of its orders is written (the
 * order, cancelled or not, is then on a dirty day) or when an order on one of its stored
 * milestone days goes away (that day is then dirty). So the customers with an order on a dirty
 * day, plus those with a stored milestone day among them, are all that can have changed. Each is
 * recomputed from all its orders (index on shop, customer key); one left without counted orders
 * loses its row.
 *
 * Moving a customer between cohorts: in a month without a dirty day the customer's orders did
 * not change, so its share of that month (1 customer, its orders, revenue, margin) is taken from
 * the old cohort's cell and added to the new one's — no need to recompute the whole cohorts.
 * This needs every dirty day of the refresh at once (refreshAnalyticsRollups passes them so).
 *
 * Cost: the affected customers' counted orders (customer index; a day's import touches about as
 * many customers as it has orders), their rows, and the moved customers' shares of other months.
 * After a full import every customer is affected: one pass over the orders sorted by customer.
 */
export async function refreshCustomerMilestones(
  trx: Transaction<Database>,
  shopId: string,
  days: string[],
  orderMonths: string[],
): Promise<void> {
  if (days.length === 0) return;
  await recomputeMilestones(
    trx,
    shopId,
    sql`${customersWithOrdersOnDays(shopId, days)} UNION ${customersWithMilestonesOnDays(shopId, days)}`,
    orderMonths,
  );
}

/**
 * The same for a list of the customers those days touched (gathered beforehand with the two
 * queries below): the embedded database's refresh recomputes them a slice at a time, each customer
 * once, where slices of days would recompute a customer once per slice holding one of its orders.
 */
export async function refreshMilestonesOfCustomers(
  trx: Transaction<Database>,
  shopId: string,
  customerKeys: string[],
  orderMonths: string[],
): Promise<void> {
  if (customerKeys.length === 0) return;
  await recomputeMilestones(
    trx,
    shopId,
    sql`SELECT unnest(${customerKeys}::text[]) AS customer_key`,
    orderMonths,
  );
}

/** The customers with an order (cancelled or not) on one of the days. */
export function customersWithOrdersOnDays(shopId: string, days: string[]): RawBuilder<unknown> {
  const sorted = [...days].sort();
  // order_day is the shop-zone day of order_date: two days either side cover every zone, so the
  // order_date index narrows the scan before the exact day filter.
  const first = sorted[0] ?? '1970-01-01';
  const last = sorted.at(-1) ?? '1970-01-01';
  return sql`
    SELECT customer_key FROM orders
    WHERE shop_id = ${shopId} AND customer_key IS NOT NULL
      AND order_date >= (${first}::date - 2)::timestamptz
      AND order_date < (${last}::date + 3)::timestamptz
      AND order_day = ANY(${days}::date[])`;
}

/** The customers with a stored milestone on one of the days (an order there may have gone). */
export function customersWithMilestonesOnDays(shopId: string, days: string[]): RawBuilder<unknown> {
  return sql`
    SELECT customer_key FROM customer_milestones
    WHERE shop_id = ${shopId}
      AND (first_order_day = ANY(${days}::date[]) OR second_order_day = ANY(${days}::date[])
        OR third_order_day = ANY(${days}::date[]))`;
}

async function recomputeMilestones(
  trx: Transaction<Database>,
  shopId: string,
  affected: RawBuilder<unknown>,
  orderMonths: string[],
): Promise<void> {
  await sql`
    WITH affected AS (${affected}),
    -- Every counted order of the affected customers, numbered in order (day, time, id). The
    -- planner looks a few customers up through the customer index and hashes many against one
    -- scan of the orders (a big import refreshes months at a time).
    ranked AS (
      SELECT o.customer_key, o.order_day, o.acquisition_source, o.acquisition_campaign,
             o.revenue, o.margin, o.margin_estimated,
             row_number() OVER (PARTITION BY o.customer_key ORDER BY o.order_day, o.order_date, o.order_id) AS n
      FROM orders o JOIN affected a ON a.customer_key = o.customer_key
      WHERE o.shop_id = ${shopId} AND NOT o.is_cancelled
    ),
    fresh AS (
      SELECT customer_key,
             min(order_day) FILTER (WHERE n = 1) AS first_order_day,
             min(order_day) FILTER (WHERE n = 2) AS second_order_day,
             min(order_day) FILTER (WHERE n = 3) AS third_order_day,
             coalesce(lower(min(acquisition_source) FILTER (WHERE n = 1)), '') AS first_source,
             coalesce(min(acquisition_campaign) FILTER (WHERE n = 1), '') AS first_campaign
      FROM ranked WHERE n <= 3
      GROUP BY customer_key
    ),
    previous AS (
      SELECT m.customer_key, m.first_order_day
      FROM customer_milestones m JOIN affected a ON a.customer_key = m.customer_key
      WHERE m.shop_id = ${shopId}
    ),
    written AS (
      INSERT INTO customer_milestones
        (shop_id, customer_key, first_order_day, second_order_day, third_order_day, first_source, first_campaign)
      SELECT ${shopId}, customer_key, first_order_day, second_order_day, third_order_day, first_source, first_campaign
      FROM fresh
      ON CONFLICT (shop_id, customer_key) DO UPDATE SET
        first_order_day = excluded.first_order_day,
        second_order_day = excluded.second_order_day,
        third_order_day = excluded.third_order_day,
        first_source = excluded.first_source,
        first_campaign = excluded.first_campaign
      -- Unchanged rows are not rewritten: most customers of a dirty day keep their milestones.
      WHERE (customer_milestones.first_order_day, customer_milestones.second_order_day,
             customer_milestones.third_order_day, customer_milestones.first_source,
             customer_milestones.first_campaign)
        IS DISTINCT FROM (excluded.first_order_day, excluded.second_order_day, excluded.third_order_day,
                          excluded.first_source, excluded.first_campaign)
      RETURNING 1
    ),
    removed AS (
      DELETE FROM customer_milestones m
      USING previous p
      WHERE m.shop_id = ${shopId} AND m.customer_key = p.customer_key
        AND NOT EXISTS (SELECT 1 FROM fresh f WHERE f.customer_key = p.customer_key)
      RETURNING 1
    ),
    moved AS (
      SELECT coalesce(p.customer_key, f.customer_key) AS customer_key,
             date_trunc('month', p.first_order_day)::date AS before,
             date_trunc('month', f.first_order_day)::date AS after
      FROM previous p FULL JOIN fresh f ON f.customer_key = p.customer_key
      WHERE date_trunc('month', p.first_order_day) IS DISTINCT FROM date_trunc('month', f.first_order_day)
    ),
    -- Per moved customer and month outside orderMonths: its share of that month.
    shares AS (
      SELECT mv.before, mv.after, date_trunc('month', r.order_day)::date AS month, count(*) AS orders,
             sum(r.revenue) AS revenue, sum(r.margin) AS margin,
             count(*) FILTER (WHERE r.margin_estimated) AS margin_estimated
      FROM moved mv JOIN ranked r ON r.customer_key = mv.customer_key
      WHERE date_trunc('month', r.order_day)::date <> ALL(${orderMonths}::date[])
      GROUP BY mv.customer_key, mv.before, mv.after, date_trunc('month', r.order_day)
    ),
    deltas AS (
      SELECT v.cohort, s.month, sum(v.sign) AS customers, sum(v.sign * s.orders) AS orders,
             sum(v.sign * s.revenue) AS revenue, sum(v.sign * s.margin) AS margin,
             sum(v.sign * s.margin_estimated) AS margin_estimated
      FROM shares s CROSS JOIN LATERAL (VALUES (s.before, -1), (s.after, 1)) AS v (cohort, sign)
      WHERE v.cohort IS NOT NULL
      GROUP BY v.cohort, s.month
    )
    INSERT INTO monthly_cohort_metrics AS c
      (shop_id, cohort_month, order_month, customers, orders, revenue, margin, margin_estimated)
    SELECT ${shopId}, cohort, month, customers, orders, revenue, margin, margin_estimated FROM deltas
    ON CONFLICT (shop_id, cohort_month, order_month) DO UPDATE SET
      customers = c.customers + excluded.customers,
      orders = c.orders + excluded.orders,
      revenue = c.revenue + excluded.revenue,
      margin = c.margin + excluded.margin,
      margin_estimated = c.margin_estimated + excluded.margin_estimated`.execute(trx);
  await sql`DELETE FROM monthly_cohort_metrics WHERE shop_id = ${shopId} AND customers <= 0`.execute(trx);
}
