-- Planner statistics for the analytics rollups (docs/METRICS.md "Performance").
--
-- A first import fills the rollups from nothing to hundreds of thousands of rows (customer_scores,
-- customer_milestones, daily_dimension_metrics, …) in one refresh. Until the tables are analysed
-- the planner takes them for empty: it estimates a handful of rows where a report reads 250,000,
-- and picks nested loops and sorts spilled to disk (the acquisition report ran 3–4× slower). Like
-- analyze_stale_order_tables of migration 0020 for the order tables, this does autovacuum's
-- analyse by autovacuum's own rule — PGlite has no autovacuum, and on a server its worker may come
-- minutes later — and refreshAnalyticsRollups calls it after a refresh that changed something.
-- The statistics counters only see committed changes, so a refresh that rewrote a large part of
-- the rollups itself (a first import) passes `everything` to analyse them all at once.
--
-- ANALYZE needs the table's owner; the application role owns nothing, so this runs as its owner
-- (the migration role). It only ever analyses the tables listed here.
CREATE FUNCTION analyze_stale_analytics_tables(everything boolean) RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public
  AS $$
DECLARE
  stale text;
BEGIN
  FOR stale IN
    SELECT s.relname FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.schemaname = 'public'
      AND s.relname IN ('daily_shop_metrics', 'daily_dimension_metrics', 'daily_customer_metrics',
        'daily_basket_metrics', 'daily_product_pairs', 'monthly_product_pairs', 'daily_product_margins',
        'customer_scores', 'customer_milestones', 'monthly_cohort_metrics', 'customer_journeys',
        'order_gap_counts', 'journey_path_counts', 'journey_return_counts', 'customer_clv_forecasts',
        'acquisition_counts', 'acquisition_order_counts', 'customer_score_cells',
        'customer_revenue_steps', 'customer_recency_days', 'customer_base_days',
        'monthly_dimension_metrics', 'customer_value_cells', 'clv_forecast_sets', 'clv_forecast_risk_days',
        'acquisition_gap_counts', 'monthly_product_margins')
      -- autovacuum_analyze_threshold + autovacuum_analyze_scale_factor × rows (-1: never analysed)
      AND (everything OR s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0))
  LOOP
    EXECUTE format('ANALYZE public.%I', stale);
  END LOOP;
END $$;
REVOKE ALL ON FUNCTION analyze_stale_analytics_tables(boolean) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION analyze_stale_analytics_tables(boolean) TO ziskomer_app;
