-- The cross-sell report's pairs of a period, from one row per pair instead of one row per pair and
-- month. A catalogue of 1,500 products has 610,000 pairs bought together over two years, stored as
-- 2.1 million monthly rows (80 % of them a pair bought once that month): every period summed
-- those rows per pair, 6 s for the whole history, and a period not made of whole months added its
-- edge days from the daily rows.
--
-- A pair's history holds the days it was bought together, ascending, and the running totals up to
-- and including each of them. Its products are numbered per shop (cross_sell_products, 1, 2, …
-- without gaps), so the report ranks pairs by lift or confidence with each product's orders looked
-- up by position in one array, instead of joining 250,000 pairs to the products by name twice. The orders of any period from..to, to the day, are then two array
-- look-ups: running[width_bucket(to, days)] - running[width_bucket(from - 1, days)] (width_bucket
-- finds, by binary search, how many of the days are on or before a date; 0 gives NULL, which is
-- none). The daily rows stay the source: a refresh rebuilds the histories of the pairs whose days
-- it changed (product_pairs_touched), and the monthly rows go.
CREATE TABLE cross_sell_products (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  product text NOT NULL,
  product_no integer NOT NULL CHECK (product_no > 0),
  PRIMARY KEY (shop_id, product),
  UNIQUE (shop_id, product_no)
);

-- product_a and product_b are the numbers of daily_product_pairs' product_a and product_b.
-- `frequent`: bought together at least 3 times in the shop's whole history. Most pairs of a large
-- catalogue are not (351,000 of 610,000), and they can never reach the report's default minimum of
-- 3 orders in any period: they live in a partition of their own, read only for a lower minimum,
-- which halves what the default report scans.
CREATE TABLE product_pair_histories (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  product_a integer NOT NULL,
  product_b integer NOT NULL,
  frequent boolean NOT NULL,
  days date[] NOT NULL,
  running_orders integer[] NOT NULL,
  running_value numeric[] NOT NULL,
  PRIMARY KEY (shop_id, product_a, product_b, frequent)
) PARTITION BY LIST (frequent);
CREATE TABLE frequent_product_pair_histories PARTITION OF product_pair_histories FOR VALUES IN (true);
CREATE TABLE rare_product_pair_histories PARTITION OF product_pair_histories FOR VALUES IN (false);
-- A product's partners are found on either side of its pairs ("koupeno spolu").
CREATE INDEX product_pair_histories_product_b_idx ON product_pair_histories (shop_id, product_b);

-- The pairs whose daily rows a refresh deleted or inserted, with the first day it changed, until
-- their histories are rebuilt: a refresh that dies in between leaves them here for the next one.
-- A history is rebuilt from that day on only (the part before it is kept), so adding today's
-- orders rewrites the end of each touched pair's history, not all of it. The other columns hold
-- the rebuilt history while it is put together.
CREATE TABLE product_pairs_touched (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  product_a text NOT NULL,
  product_b text NOT NULL,
  from_day date NOT NULL,
  product_a_no integer,
  product_b_no integer,
  days date[],
  running_orders integer[],
  running_value numeric[],
  PRIMARY KEY (shop_id, product_a, product_b)
);

-- A pair's daily rows in the order of its history.
CREATE INDEX daily_product_pairs_pair_idx
  ON daily_product_pairs (shop_id, product_a, product_b, day) INCLUDE (orders, order_value);

DO $$
DECLARE
  name text;
BEGIN
  -- The partitions too: a query naming one directly is not checked by the parent's policy.
  FOREACH name IN ARRAY ARRAY['cross_sell_products', 'product_pair_histories', 'frequent_product_pair_histories',
                              'rare_product_pair_histories', 'product_pairs_touched'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
  END LOOP;
END $$;

-- The histories of the pairs already summed (what refreshTouchedPairHistories does for every pair).
INSERT INTO cross_sell_products (shop_id, product, product_no)
SELECT shop_id, product, row_number() OVER (PARTITION BY shop_id ORDER BY product)
FROM (SELECT shop_id, product_a AS product FROM daily_product_pairs
      UNION SELECT shop_id, product_b FROM daily_product_pairs) AS products;
INSERT INTO product_pair_histories (shop_id, product_a, product_b, frequent, days, running_orders, running_value)
SELECT running.shop_id, a.product_no, b.product_no, max(running_orders) >= 3, array_agg(day ORDER BY day),
       array_agg(running_orders ORDER BY day), array_agg(running_value ORDER BY day)
FROM (
  SELECT shop_id, product_a, product_b, day,
         sum(orders) OVER pair_days AS running_orders, sum(order_value) OVER pair_days AS running_value
  FROM daily_product_pairs
  WINDOW pair_days AS (PARTITION BY shop_id, product_a, product_b ORDER BY day)
) AS running
JOIN cross_sell_products a ON a.shop_id = running.shop_id AND a.product = running.product_a
JOIN cross_sell_products b ON b.shop_id = running.shop_id AND b.product = running.product_b
GROUP BY running.shop_id, a.product_no, b.product_no;

DROP TABLE monthly_product_pairs;

-- The analysed rollup tables (migrations 0064 and 0068) with the histories for the monthly pairs:
-- their partitions, which hold the rows (a partitioned table has no size of its own to grow). The
-- products' numbers and the touched pairs are analysed by the refresh itself once they grew: a
-- first import fills both from empty, and planned as a few rows each they were joined by nested
-- loops, 64 s for 200,000 orders.
CREATE OR REPLACE FUNCTION analyze_table_if_stale(table_name text, everything boolean) RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public
  AS $$
BEGIN
  IF table_name NOT IN ('orders', 'order_items', 'customers', 'cross_sell_products', 'product_pairs_touched',
      'daily_shop_metrics', 'daily_dimension_metrics', 'daily_customer_metrics',
      'daily_basket_metrics', 'daily_product_pairs', 'frequent_product_pair_histories',
      'rare_product_pair_histories', 'daily_product_margins',
      'customer_scores', 'customer_milestones', 'monthly_cohort_metrics', 'customer_journeys',
      'order_gap_counts', 'journey_path_counts', 'journey_return_counts', 'customer_clv_forecasts',
      'acquisition_counts', 'acquisition_order_counts', 'customer_score_cells',
      'customer_revenue_steps', 'customer_recency_days', 'customer_base_days',
      'monthly_dimension_metrics', 'customer_value_cells', 'clv_forecast_sets', 'clv_forecast_risk_days',
      'acquisition_gap_counts', 'monthly_product_margins') THEN
    RAISE EXCEPTION 'analyze_table_if_stale: % is not an analysed table', table_name;
  END IF;
  IF everything OR table_statistics_stale(format('public.%I', table_name)::regclass) THEN
    EXECUTE format('ANALYZE public.%I', table_name);
    RETURN true;
  END IF;
  RETURN false;
END $$;

CREATE OR REPLACE FUNCTION analytics_tables_to_analyze(everything boolean) RETURNS SETOF text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public
  AS $$
    SELECT c.relname::text FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
      AND c.relname IN ('daily_shop_metrics', 'daily_dimension_metrics', 'daily_customer_metrics',
        'daily_basket_metrics', 'daily_product_pairs', 'frequent_product_pair_histories',
        'rare_product_pair_histories', 'daily_product_margins',
        'customer_scores', 'customer_milestones', 'monthly_cohort_metrics', 'customer_journeys',
        'order_gap_counts', 'journey_path_counts', 'journey_return_counts', 'customer_clv_forecasts',
        'acquisition_counts', 'acquisition_order_counts', 'customer_score_cells',
        'customer_revenue_steps', 'customer_recency_days', 'customer_base_days',
        'monthly_dimension_metrics', 'customer_value_cells', 'clv_forecast_sets', 'clv_forecast_risk_days',
        'acquisition_gap_counts', 'monthly_product_margins')
      AND (everything OR pg_relation_size(c.oid) / current_setting('block_size')::bigint > 8 + 1.1 * c.relpages)
    ORDER BY 1
  $$;
