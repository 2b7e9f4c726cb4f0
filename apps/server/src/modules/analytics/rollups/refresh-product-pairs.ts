import type { Database } from '@ziskomer/db';
import { type RawBuilder, sql, type Transaction } from 'kysely';
import { countedOrdersOnDays } from './counted-orders-on-days.ts';

/**
 * Orders holding a pair in the shop's whole history from which its history is `frequent`
 * (migration 0071): a pair with fewer can reach no minimum of this many in any period.
 */
export const FREQUENT_PAIR_ORDERS = 3;

/**
 * The cross-sell rollups of some days of a shop (migrations 0011 and 0071): the baskets of each day
 * (`daily_basket_metrics`) and every pair of different products bought in one order
 * (`daily_product_pairs`, product_a < product_b). Days left without counted orders end up with no
 * rows. Every pair whose rows it deletes or inserts is noted in `product_pairs_touched`, whose
 * histories refreshPairHistories rebuilds once the refresh's days are all done — unless the shop's
 * histories are built from nothing (isFirstPairBuild): then nothing is noted, since every history
 * is built from all the daily rows, and the pairs' products are numbered here.
 */
export async function refreshDailyProductPairs(
  trx: Transaction<Database>,
  shopId: string,
  days: string[],
): Promise<void> {
  const firstBuild = await isFirstPairBuild(trx, shopId);
  await sql`DELETE FROM daily_basket_metrics
    WHERE shop_id = ${shopId} AND day = ANY(${days}::date[])`.execute(trx);
  const gone = sql`DELETE FROM daily_product_pairs WHERE shop_id = ${shopId} AND day = ANY(${days}::date[])`;
  await (firstBuild
    ? gone
    : sql`WITH gone AS (${gone} RETURNING product_a, product_b, day) ${noteTouched(shopId, sql`gone`)}`
  ).execute(trx);
  // One read of the days' lines feeds both tables: each order's distinct products (a product on
  // two lines of one order is one product of its basket).
  const insertPairs = sql`INSERT INTO daily_product_pairs (shop_id, day, product_a, product_b, orders, order_value)
    SELECT ${shopId}, day, product_a, product_b, orders, order_value FROM pairs`;
  await sql`
    WITH baskets AS MATERIALIZED (
      SELECT DISTINCT o.order_id, o.order_day, o.revenue, coalesce(i.product_code, i.product_name) AS product
      FROM orders o
      JOIN order_items i ON i.shop_id = o.shop_id AND i.order_id = o.order_id
      WHERE ${countedOrdersOnDays(shopId, days)}
    ),
    per_order AS (
      SELECT order_day, order_id, revenue, count(*) AS products
      FROM baskets GROUP BY order_day, order_id, revenue
    ),
    basket_days AS (
      INSERT INTO daily_basket_metrics (shop_id, day, orders, revenue, multi_product_orders, multi_product_revenue)
      SELECT ${shopId}, order_day, count(*), sum(revenue), count(*) FILTER (WHERE products > 1),
             coalesce(sum(revenue) FILTER (WHERE products > 1), 0)
      FROM per_order GROUP BY order_day
    ),
    pairs AS (
      SELECT a.order_day AS day, a.product AS product_a, b.product AS product_b, count(*) AS orders,
             sum(a.revenue) AS order_value
      FROM baskets a
      JOIN baskets b ON b.order_id = a.order_id AND b.product > a.product
      GROUP BY a.order_day, a.product, b.product
    ),
    ${
      firstBuild
        ? sql`added AS (${insertPairs})
          ${numberProducts(shopId, sql`SELECT product_a FROM pairs UNION SELECT product_b FROM pairs`)}`
        : sql`added AS (${insertPairs} RETURNING product_a, product_b, day)
          ${noteTouched(shopId, sql`added`)}`
    }`.execute(trx);
}

/**
 * Whether the shop's pair histories are built from nothing: it has none and no pair is marked.
 * A first import's refresh then writes the daily rows without noting 610,000 pairs (at 1M orders,
 * a fifth of the daily rows' cost on PostgreSQL) and builds each history from its daily rows in one
 * pass. A refresh that dies before every history is built leaves its days claimed, so the next one
 * redoes them — as a first build again, or, once some histories were stored, noting every pair.
 */
async function isFirstPairBuild(trx: Transaction<Database>, shopId: string): Promise<boolean> {
  const found = await sql<{ none: boolean }>`
    SELECT NOT EXISTS (SELECT 1 FROM product_pair_histories WHERE shop_id = ${shopId})
       AND NOT EXISTS (SELECT 1 FROM product_pairs_touched WHERE shop_id = ${shopId}) AS none`.execute(trx);
  return found.rows[0]?.none === true;
}

/**
 * Gives the products of `products` (a query of one column) that have no number yet the shop's next
 * ones (cross_sell_products): refreshes of a shop run one at a time, so the numbers stay 1, 2, …
 * without gaps.
 */
function numberProducts(shopId: string, products: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    INSERT INTO cross_sell_products (shop_id, product, product_no)
    SELECT ${shopId}, product,
           (SELECT coalesce(max(product_no), 0) FROM cross_sell_products WHERE shop_id = ${shopId})
             + row_number() OVER (ORDER BY product)
    FROM (${products}) AS listed (product)
    WHERE NOT EXISTS (
      SELECT 1 FROM cross_sell_products k WHERE k.shop_id = ${shopId} AND k.product = listed.product
    )`;
}

/**
 * Notes the pairs of `rows` (product_a, product_b, day) as touched from their first day. A mark
 * already there is rewritten only for an earlier day: a refresh goes through the days in order, so
 * a first import's later slices of days, which meet most pairs again, write no new row versions
 * (the embedded database has no autovacuum to take them away).
 */
function noteTouched(shopId: string, rows: RawBuilder<unknown>): RawBuilder<unknown> {
  return sql`
    INSERT INTO product_pairs_touched (shop_id, product_a, product_b, from_day)
    SELECT ${shopId}::uuid, product_a, product_b, min(day) FROM ${rows} GROUP BY product_a, product_b
    ON CONFLICT (shop_id, product_a, product_b)
    DO UPDATE SET from_day = excluded.from_day WHERE excluded.from_day < product_pairs_touched.from_day`;
}

/**
 * Days a history's recent part (migration 0074) holds before it is joined to the older part: about
 * a month of daily imports, a few hundred bytes kept in the row.
 */
export const RECENT_PAIR_DAYS = 31;

/**
 * Rebuilds the history (migrations 0071 and 0074) of every touched pair of a shop — or of those
 * whose first product is one of `products`, for a refresh done in slices — and clears their marks
 * (preparePairHistories first); or, when the histories are built from nothing, builds them
 * (buildPairHistories). Each history keeps its days before the pair's first changed day and
 * is rebuilt from the daily rows after it, on top of the running totals kept; a pair without daily
 * rows any more loses its history.
 *
 * A history whose older part ends before the first changed day (new orders on later days: every
 * import of recent orders) is appended to: its recent part is rebuilt and the older part is not
 * written at all, until the recent part holds more than RECENT_PAIR_DAYS days and is joined to it.
 * Any other history is rebuilt in its older part, and its recent part (all of it later) goes.
 *
 * One statement, which writes each history once (migration 0073): updated in place, inserted when
 * the pair is new, and moved to the other partition only when it crossed FREQUENT_PAIR_ORDERS.
 */
export async function refreshPairHistories(
  trx: Transaction<Database>,
  shopId: string,
  touched: {
    /** What preparePairHistories found: the histories are built from nothing. */
    firstBuild: boolean;
    /** The slice's first products; all the shop's touched pairs without. */
    products?: TouchedPairProduct[];
    /**
     * A refresh of a few days (not BULK_DAYS): its pairs mostly have histories, each looked up by
     * its key. Joined, the planner read every history of a pair's second product to keep one (0.5
     * ms a pair on the embedded database at 200,000 orders, against 0.02 ms); a first import's
     * pairs mostly have none yet, and it joins them faster than it looks each up.
     */
    fewDays: boolean;
  },
): Promise<void> {
  const { products } = touched;
  if (touched.firstBuild) return buildPairHistories(trx, shopId, products);
  // Each table's rows of the slice's first products, by the product (marks) or its number
  // (histories). The histories are a small part of the shop's, and without their numbers
  // the planner hashed a scan of all of them (116 ms a slice at 84,000 histories, whatever the
  // slice's size).
  const ofSlice = (column: string, type: 'text' | 'int') =>
    products
      ? sql`AND ${sql.ref(column)} = ANY(${products.map((p) => (type === 'text' ? p.product : p.productNo))}::${sql.raw(type)}[])`
      : sql``;
  const history = (alias: string) =>
    sql`${sql.raw(alias)}.shop_id = ${shopId} ${ofSlice(`${alias}.product_a`, 'int')}
      AND ${sql.ref(`${alias}.product_a`)} = f.a_no AND ${sql.ref(`${alias}.product_b`)} = f.b_no`;
  await sql`
    WITH kept AS MATERIALIZED (
      -- The part rebuilt (the recent one when appending, the older one otherwise) up to the day
      -- before the first changed one (width_bucket counts the days up to it), and the running
      -- totals on that day: the recent part's where it keeps a day, else the older part's.
      SELECT mark.product_a, mark.product_b, a.product_no AS a_no, b.product_no AS b_no,
             h.frequent AS was_frequent, mode.appending,
             coalesce(CASE WHEN mode.appending THEN h.recent_days[1:until.recent] ELSE h.days[1:until.older] END, '{}')
               AS days,
             coalesce(CASE WHEN mode.appending THEN h.recent_running_orders[1:until.recent]
                           ELSE h.running_orders[1:until.older] END, '{}') AS running_orders,
             coalesce(CASE WHEN mode.appending THEN h.recent_running_value[1:until.recent]
                           ELSE h.running_value[1:until.older] END, '{}') AS running_value,
             coalesce(h.recent_running_orders[until.recent], h.running_orders[until.older], 0) AS base_orders,
             coalesce(h.recent_running_value[until.recent], h.running_value[until.older], 0) AS base_value,
             mark.from_day
      FROM product_pairs_touched mark
      JOIN cross_sell_products a ON a.shop_id = ${shopId} AND a.product = mark.product_a
      JOIN cross_sell_products b ON b.shop_id = ${shopId} AND b.product = mark.product_b
      ${
        touched.fewDays
          ? sql`LEFT JOIN LATERAL (
              SELECT * FROM product_pair_histories stored
              WHERE stored.shop_id = ${shopId} AND stored.product_a = a.product_no AND stored.product_b = b.product_no
            ) AS h ON true`
          : sql`LEFT JOIN product_pair_histories h
              ON h.shop_id = ${shopId} ${ofSlice('h.product_a', 'int')} AND h.product_a = a.product_no AND h.product_b = b.product_no`
      }
      CROSS JOIN LATERAL (
        SELECT coalesce(width_bucket(mark.from_day - 1, h.days), 0) AS older,
               coalesce(width_bucket(mark.from_day - 1, h.recent_days), 0) AS recent
      ) AS until
      CROSS JOIN LATERAL (SELECT until.older > 0 AND until.older = cardinality(h.days) AS appending) AS mode
      WHERE mark.shop_id = ${shopId} ${ofSlice('mark.product_a', 'text')}
    ),
    rebuilt AS MATERIALIZED (
      -- The days from the first changed one, their running totals on top of those kept. Computed
      -- once: inlined, it was planned on the estimate of one kept pair and recomputed for each
      -- (a first import into a shop whose tables had no statistics yet: 18 s for one slice of
      -- 1,157 pairs, and the pair phase of 10,000 orders 14.0 s instead of 1.2 s).
      SELECT product_a, product_b, array_agg(day ORDER BY day) AS days,
             array_agg(running_orders ORDER BY day) AS running_orders,
             array_agg(running_value ORDER BY day) AS running_value
      FROM (
        SELECT d.product_a, d.product_b, d.day,
               k.base_orders + sum(d.orders) OVER pair_days AS running_orders,
               k.base_value + sum(d.order_value) OVER pair_days AS running_value
        FROM kept k
        JOIN daily_product_pairs d ON d.shop_id = ${shopId} AND d.product_a = k.product_a
          AND d.product_b = k.product_b AND d.day >= k.from_day
        WINDOW pair_days AS (PARTITION BY d.product_a, d.product_b ORDER BY d.day)
      ) AS running
      GROUP BY product_a, product_b
    ),
    fresh AS MATERIALIZED (
      -- The rebuilt part; an appended history has days in its older part whatever happened since.
      SELECT k.a_no, k.b_no, k.was_frequent, k.appending, whole.*,
             k.appending OR cardinality(whole.days) > 0 AS bought,
             coalesce(whole.running_orders[cardinality(whole.running_orders)], k.base_orders) >= ${FREQUENT_PAIR_ORDERS}
               AS frequent,
             k.appending AND cardinality(whole.days) > ${RECENT_PAIR_DAYS} AS joined
      FROM kept k
      LEFT JOIN rebuilt r ON r.product_a = k.product_a AND r.product_b = k.product_b
      CROSS JOIN LATERAL (
        SELECT k.days || coalesce(r.days, '{}') AS days,
               k.running_orders || coalesce(r.running_orders, '{}') AS running_orders,
               k.running_value || coalesce(r.running_value, '{}') AS running_value
      ) AS whole
    ),
    appended AS (
      -- Only the recent columns: the older part's stored arrays are left as they are.
      UPDATE product_pair_histories h
      SET recent_days = nullif(f.days, '{}'), recent_running_orders = nullif(f.running_orders, '{}'),
          recent_running_value = nullif(f.running_value, '{}')
      FROM fresh f
      WHERE ${history('h')} AND f.appending AND NOT f.joined AND h.frequent = f.frequent
    ),
    rewritten AS (
      UPDATE product_pair_histories h
      SET days = CASE WHEN f.joined THEN h.days || f.days ELSE f.days END,
          running_orders = CASE WHEN f.joined THEN h.running_orders || f.running_orders ELSE f.running_orders END,
          running_value = CASE WHEN f.joined THEN h.running_value || f.running_value ELSE f.running_value END,
          recent_days = NULL, recent_running_orders = NULL, recent_running_value = NULL
      FROM fresh f
      WHERE ${history('h')} AND (f.joined OR NOT f.appending) AND f.bought AND h.frequent = f.frequent
    ),
    removed AS (
      -- Histories left without days, and those that move to the other partition.
      DELETE FROM product_pair_histories h USING fresh f
      WHERE ${history('h')} AND (NOT f.bought OR h.frequent <> f.frequent)
    ),
    inserted AS (
      -- New pairs, and those that move (an appended one with its older part, joined).
      INSERT INTO product_pair_histories (shop_id, product_a, product_b, frequent, days, running_orders, running_value)
      SELECT ${shopId}, f.a_no, f.b_no, f.frequent, coalesce(h.days, '{}') || f.days,
             coalesce(h.running_orders, '{}') || f.running_orders, coalesce(h.running_value, '{}') || f.running_value
      FROM fresh f
      LEFT JOIN product_pair_histories h ON f.appending AND ${history('h')}
      WHERE f.bought AND f.was_frequent IS DISTINCT FROM f.frequent
    )
    DELETE FROM product_pairs_touched mark WHERE mark.shop_id = ${shopId} ${ofSlice('mark.product_a', 'text')}`.execute(
    trx,
  );
}

/**
 * The histories of a shop that has none (isFirstPairBuild), of the pairs whose first product is one
 * of `products` (all without), each from all its daily rows in one statement, instead of keeping,
 * rebuilding and merging the history of each marked pair.
 */
async function buildPairHistories(
  trx: Transaction<Database>,
  shopId: string,
  products: TouchedPairProduct[] | undefined,
): Promise<void> {
  await sql`
    INSERT INTO product_pair_histories (shop_id, product_a, product_b, frequent, days, running_orders, running_value)
    SELECT ${shopId}, a.product_no, b.product_no,
           h.running_orders[cardinality(h.running_orders)] >= ${FREQUENT_PAIR_ORDERS},
           h.days, h.running_orders, h.running_value
    FROM (
      SELECT product_a, product_b, array_agg(day ORDER BY day) AS days,
             array_agg(running_orders ORDER BY day) AS running_orders,
             array_agg(running_value ORDER BY day) AS running_value
      FROM (
        SELECT d.product_a, d.product_b, d.day,
               sum(d.orders) OVER pair_days AS running_orders, sum(d.order_value) OVER pair_days AS running_value
        FROM daily_product_pairs d
        WHERE d.shop_id = ${shopId}
          ${products ? sql`AND d.product_a = ANY(${products.map((p) => p.product)}::text[])` : sql``}
        WINDOW pair_days AS (PARTITION BY d.product_a, d.product_b ORDER BY d.day)
      ) AS running
      GROUP BY product_a, product_b
    ) AS h
    JOIN cross_sell_products a ON a.shop_id = ${shopId} AND a.product = h.product_a
    JOIN cross_sell_products b ON b.shop_id = ${shopId} AND b.product = h.product_b`.execute(trx);
}

/**
 * Readies the pair histories' refresh (refreshPairHistories): the marked pairs' products that have
 * no number yet get one, both tables are analysed once they grew — a first import fills them from
 * empty, and planned as a few rows they were joined by nested loops (64 s for 200,000 orders) —
 * and the first products to refresh by are read: those of the marked pairs, or every numbered
 * product when the histories are built from nothing (isFirstPairBuild).
 */
export async function preparePairHistories(
  trx: Transaction<Database>,
  shopId: string,
): Promise<PairHistoryWork> {
  const firstBuild = await isFirstPairBuild(trx, shopId);
  if (!firstBuild)
    await numberProducts(
      shopId,
      sql`SELECT mark.product_a FROM product_pairs_touched mark WHERE mark.shop_id = ${shopId}
          UNION
          SELECT mark.product_b FROM product_pairs_touched mark WHERE mark.shop_id = ${shopId}`,
    ).execute(trx);
  await sql`SELECT analyze_table_if_stale('cross_sell_products', false),
                   analyze_table_if_stale('product_pairs_touched', false)`.execute(trx);
  const rows = firstBuild
    ? await sql<{ product: string; product_no: number }>`
        SELECT product, product_no FROM cross_sell_products WHERE shop_id = ${shopId} ORDER BY product`.execute(
        trx,
      )
    : await sql<{ product: string; product_no: number }>`
        SELECT k.product, k.product_no
        FROM (SELECT DISTINCT product_a FROM product_pairs_touched WHERE shop_id = ${shopId}) AS touched
        JOIN cross_sell_products k ON k.shop_id = ${shopId} AND k.product = touched.product_a
        ORDER BY k.product`.execute(trx);
  return {
    firstBuild,
    products: rows.rows.map((row) => ({ product: row.product, productNo: row.product_no })),
  };
}

/** What preparePairHistories found. */
export interface PairHistoryWork {
  /** The histories are built from nothing (isFirstPairBuild). */
  firstBuild: boolean;
  /** The first products of the pairs to refresh, for a refresh in slices of them. */
  products: TouchedPairProduct[];
}

/** A first product of touched pairs, with its number (cross_sell_products). */
export interface TouchedPairProduct {
  product: string;
  productNo: number;
}
