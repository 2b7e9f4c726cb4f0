-- Which rollup tables a PostgreSQL refresh of a few days analyses (analyze_stale_analytics_tables
-- with everything = false): those whose size on disk grew by a tenth over what their statistics
-- counted, and no longer those with a tenth of their rows changed by pg_stat_user_tables' counters.
--
-- A bulk refresh (an import) writes the rollups and analyses them in one transaction, and the
-- counters take that transaction's changes only when it commits, after the ANALYZE: so they read
-- every row it wrote as changed since the analysis, and the next small refresh analysed every large
-- rollup table again, on statistics that were already current. After 1,000 orders added to a
-- 200,000-order shop that was 2.6 s of a 4.7 s refresh. Growth is known at once and is not fooled
-- that way; a table whose rows change in place without growing is left to autovacuum, which
-- analyses it by the same counters once they are right.
CREATE FUNCTION analytics_tables_to_analyze(everything boolean) RETURNS SETOF text
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public
  AS $$
    SELECT c.relname::text FROM pg_class c
    WHERE c.relnamespace = 'public'::regnamespace AND c.relkind = 'r'
      AND c.relname IN ('daily_shop_metrics', 'daily_dimension_metrics', 'daily_customer_metrics',
        'daily_basket_metrics', 'daily_product_pairs', 'monthly_product_pairs', 'daily_product_margins',
        'customer_scores', 'customer_milestones', 'monthly_cohort_metrics', 'customer_journeys',
        'order_gap_counts', 'journey_path_counts', 'journey_return_counts', 'customer_clv_forecasts',
        'acquisition_counts', 'acquisition_order_counts', 'customer_score_cells',
        'customer_revenue_steps', 'customer_recency_days', 'customer_base_days',
        'monthly_dimension_metrics', 'customer_value_cells', 'clv_forecast_sets', 'clv_forecast_risk_days',
        'acquisition_gap_counts', 'monthly_product_margins')
      AND (everything OR pg_relation_size(c.oid) / current_setting('block_size')::bigint > 8 + 1.1 * c.relpages)
    ORDER BY 1
  $$;
REVOKE ALL ON FUNCTION analytics_tables_to_analyze(boolean) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION analytics_tables_to_analyze(boolean) TO ziskomer_app;

CREATE OR REPLACE FUNCTION analyze_stale_analytics_tables(everything boolean) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public
  AS $$
DECLARE
  stale text;
BEGIN
  FOR stale IN SELECT analytics_tables_to_analyze(everything) LOOP
    EXECUTE format('ANALYZE public.%I', stale);
  END LOOP;
END $$;
