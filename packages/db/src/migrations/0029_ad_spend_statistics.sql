-- Planner statistics for ad spend and tracked order events (docs/METRICS.md "Performance").
--
-- Two years of daily spend for 200 campaigns is 146,000 rows, usually sent in one go (a CSV export
-- or an API backfill). Without statistics the planner takes ad_spend for empty and the marketing
-- report's aggregation sorts on disk (226 ms instead of 27 ms for a year). These writes do not go
-- through the order rollups, so migration 0021's analyse never ran for them; the ad-spend import
-- and API now call this after they commit, with autovacuum's own rule as in 0020 and 0021.
CREATE FUNCTION analyze_stale_marketing_tables() RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public
  AS $$
DECLARE
  stale text;
BEGIN
  FOR stale IN
    SELECT s.relname FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.schemaname = 'public'
      AND s.relname IN ('ad_spend', 'order_events')
      -- autovacuum_analyze_threshold + autovacuum_analyze_scale_factor × rows (-1: never analysed)
      AND s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
  LOOP
    EXECUTE format('ANALYZE public.%I', stale);
  END LOOP;
END $$;
REVOKE ALL ON FUNCTION analyze_stale_marketing_tables() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION analyze_stale_marketing_tables() TO ziskomer_app;
