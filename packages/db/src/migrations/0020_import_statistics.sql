-- Planner statistics for the order tables right after a bulk import (docs/IMPORTS.md "Performance").
--
-- An import can grow `orders`, `order_items` and `customers` from nothing to millions of rows in a
-- few minutes, and the same job then refreshes the analytics rollups with large joins over them.
-- Autovacuum analyses a table once a tenth of it has changed, but only when a worker gets to it
-- (on a busy server minutes later; PGlite has no autovacuum at all): planned against the
-- statistics of an empty table, the customer-milestone refresh of a 200,000-order import ran for
-- more than ten minutes instead of seconds. The job therefore does autovacuum's analyse itself, by
-- autovacuum's own rule, between writing the orders and reading them back.
--
-- ANALYZE needs the table's owner; the application role owns nothing, so this function runs as
-- its owner (the migration role). It takes no argument and only ever analyses these three tables;
-- statistics stay hidden from the application role (pg_stats omits tables with row-level
-- security). ANALYZE reads a sample of the table, not its rows in order, and does not block
-- writers.
CREATE FUNCTION analyze_stale_order_tables() RETURNS void
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public
  AS $$
DECLARE
  stale text;
BEGIN
  FOR stale IN
    SELECT s.relname FROM pg_stat_user_tables s JOIN pg_class c ON c.oid = s.relid
    WHERE s.schemaname = 'public' AND s.relname IN ('orders', 'order_items', 'customers')
      -- autovacuum_analyze_threshold + autovacuum_analyze_scale_factor × rows (-1: never analysed)
      AND s.n_mod_since_analyze > 50 + 0.1 * greatest(c.reltuples, 0)
  LOOP
    EXECUTE format('ANALYZE public.%I', stale);
  END LOOP;
END $$;
REVOKE ALL ON FUNCTION analyze_stale_order_tables() FROM PUBLIC;
GRANT EXECUTE ON FUNCTION analyze_stale_order_tables() TO ziskomer_app;
