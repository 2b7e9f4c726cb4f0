-- When a table's planner statistics are stale (migrations 0020, 0021, 0029, 0035): autovacuum's
-- rule, a tenth of the rows changed since the last ANALYZE, read from pg_stat_user_tables. Those
-- counters tell it late: a backend reports its counts when it goes idle, at most once a second and
-- otherwise up to ten seconds later, and a transaction's own changes only once it commits. Right
-- after an import the counters could still read a fraction of its rows, the order tables were not
-- analysed, and the second shop's rollups were planned on statistics that knew only the first shop:
-- nested loops, a refresh of 10,000 orders in 322 s instead of 7 s. A table's size on disk is known
-- at once to every backend, the running transaction's own rows included; so a table whose pages
-- grew by a tenth (and eight pages) over those its statistics counted is stale too.
CREATE FUNCTION table_statistics_stale(table_oid oid) RETURNS boolean
  LANGUAGE sql STABLE SET search_path = pg_catalog
  AS $$
    SELECT coalesce(s.n_mod_since_analyze, 0) > 50 + 0.1 * greatest(c.reltuples, 0)
        OR pg_relation_size(c.oid) / current_setting('block_size')::bigint > 8 + 1.1 * c.relpages
    FROM pg_class c LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
    WHERE c.oid = table_oid
  $$;
REVOKE ALL ON FUNCTION table_statistics_stale(oid) FROM PUBLIC;

CREATE OR REPLACE FUNCTION analyze_table_if_stale(table_name text, everything boolean) RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public
  AS $$
BEGIN
  IF table_name NOT IN ('orders', 'order_items', 'customers',
      'daily_shop_metrics', 'daily_dimension_metrics', 'daily_customer_metrics',
      'daily_basket_metrics', 'daily_product_pairs', 'monthly_product_pairs', 'daily_product_margins',
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

CREATE OR REPLACE FUNCTION analyze_stale_analytics_tables(everything boolean) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public
  AS $$
DECLARE
  stale text;
BEGIN
  FOR stale IN
    SELECT c.relname FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
      AND c.relname IN ('daily_shop_metrics', 'daily_dimension_metrics', 'daily_customer_metrics',
        'daily_basket_metrics', 'daily_product_pairs', 'monthly_product_pairs', 'daily_product_margins',
        'customer_scores', 'customer_milestones', 'monthly_cohort_metrics', 'customer_journeys',
        'order_gap_counts', 'journey_path_counts', 'journey_return_counts', 'customer_clv_forecasts',
        'acquisition_counts', 'acquisition_order_counts', 'customer_score_cells',
        'customer_revenue_steps', 'customer_recency_days', 'customer_base_days',
        'monthly_dimension_metrics', 'customer_value_cells', 'clv_forecast_sets', 'clv_forecast_risk_days',
        'acquisition_gap_counts', 'monthly_product_margins')
      AND (everything OR table_statistics_stale(c.oid))
  LOOP
    EXECUTE format('ANALYZE public.%I', stale);
  END LOOP;
END $$;

CREATE OR REPLACE FUNCTION analyze_stale_marketing_tables() RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public
  AS $$
DECLARE
  stale text;
BEGIN
  FOR stale IN
    SELECT c.relname FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
      AND c.relname IN ('ad_spend', 'order_events')
      AND table_statistics_stale(c.oid)
  LOOP
    EXECUTE format('ANALYZE public.%I', stale);
  END LOOP;
END $$;
