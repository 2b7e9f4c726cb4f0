-- ANALYZE one table per statement. analyze_stale_order_tables (0020) and
-- analyze_stale_analytics_tables (0021) analyse every stale table in one statement, which on
-- embedded PGlite holds its single connection for seconds after a large import; one statement per
-- table lets a waiting request in between. Same rule as theirs (autovacuum's threshold), same
-- tables, and it runs as the tables' owner for the same reason (ANALYZE needs the owner).
CREATE FUNCTION analyze_table_if_stale(table_name text, everything boolean) RETURNS boolean
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
  IF everything OR EXISTS (
      SELECT 1 FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
      WHERE s.schemaname = 'public' AND s.relname = table_name
        AND s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)) THEN
    EXECUTE format('ANALYZE public.%I', table_name);
    RETURN true;
  END IF;
  RETURN false;
END $$;
REVOKE ALL ON FUNCTION analyze_table_if_stale(text, boolean) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION analyze_table_if_stale(text, boolean) TO ziskomer_app;
