-- Rollups are refreshed by a background job, never by a report (docs/ARCHITECTURE.md "Rollups").
--
-- 1. Whatever writes orders, order lines or customers marks work in analytics_dirty_days,
--    analytics_dirty_customers and customer_scores_stale (triggers of migrations 0007, 0009, 0012,
--    0030). A statement-level trigger on each of those three tables now also queues one job of
--    kind 'analytics-rollups' for the shop unless one is queued already, so every write path —
--    including ones added later (connectors) — gets its refresh without remembering to ask.
--
-- 2. The job first *claims* the marks in a short transaction of its own (claimed = true, committed
--    at once), then recomputes from the claimed marks in a second, long transaction and deletes
--    them at its very end. A writer that marks the same day meanwhile inserts a new, unclaimed
--    row: the uniqueness of marks holds among the unclaimed ones only. Before, the refresh deleted
--    the marks at its start, and a writer marking one of those days waited on the deleted row's
--    lock until the whole refresh committed (a manual order waiting a minute behind an import's
--    refresh). A refresh that dies leaves its claimed marks behind for the next one.
--
-- 3. analytics_refresh_state: per shop, when its rollups were last brought up to date, so that a
--    report can say how fresh it is ("Data k 14:05").

DO $$
DECLARE
  t text;
BEGIN
  FOREACH t IN ARRAY ARRAY['analytics_dirty_days', 'analytics_dirty_customers', 'customer_scores_stale'] LOOP
    EXECUTE format('ALTER TABLE %I ADD COLUMN claimed boolean NOT NULL DEFAULT false', t);
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', t, t || '_pkey');
  END LOOP;
END $$;

-- Every marking statement is `INSERT … ON CONFLICT DO NOTHING` without a conflict target, so these
-- partial unique indexes are its arbiters: a mark already waiting is not repeated, a claimed one is.
CREATE UNIQUE INDEX analytics_dirty_days_pending_key ON analytics_dirty_days (shop_id, day) WHERE NOT claimed;
CREATE INDEX analytics_dirty_days_claimed_idx ON analytics_dirty_days (shop_id, day) WHERE claimed;
CREATE UNIQUE INDEX analytics_dirty_customers_pending_key
  ON analytics_dirty_customers (shop_id, customer_key) WHERE NOT claimed;
CREATE INDEX analytics_dirty_customers_claimed_idx
  ON analytics_dirty_customers (shop_id, customer_key) WHERE claimed;
CREATE UNIQUE INDEX customer_scores_stale_pending_key ON customer_scores_stale (shop_id) WHERE NOT claimed;
CREATE INDEX customer_scores_stale_claimed_idx ON customer_scores_stale (shop_id) WHERE claimed;

-- The refresh job of a shop, found by the enqueue trigger and by the freshness of a report.
CREATE INDEX jobs_analytics_rollups_idx ON jobs ((payload ->> 'shopId'), status)
  WHERE kind = 'analytics-rollups';

-- Queues the shop's refresh unless one is queued already (a running one does not count: it may
-- have claimed its marks before these). Two writers committing at the same moment may both queue
-- one; the second then finds nothing left and ends at once.
CREATE FUNCTION analytics_enqueue_refresh() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO jobs (kind, payload)
  SELECT 'analytics-rollups', jsonb_build_object('shopId', n.shop_id)
  FROM (SELECT DISTINCT shop_id FROM new_rows) AS n
  WHERE NOT EXISTS (
    SELECT 1 FROM jobs j
    WHERE j.kind = 'analytics-rollups' AND j.status = 'queued' AND j.payload ->> 'shopId' = n.shop_id::text);
  RETURN NULL;
END $$;

CREATE TRIGGER analytics_dirty_days_enqueue AFTER INSERT ON analytics_dirty_days
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_enqueue_refresh();
CREATE TRIGGER analytics_dirty_customers_enqueue AFTER INSERT ON analytics_dirty_customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_enqueue_refresh();
CREATE TRIGGER customer_scores_stale_enqueue AFTER INSERT ON customer_scores_stale
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_enqueue_refresh();

CREATE TABLE analytics_refresh_state (
  shop_id uuid PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  -- The end of the last refresh: the rollups hold every write committed before it started.
  refreshed_at timestamptz NOT NULL,
  -- How long it took, and how many days it recomputed (for the logs and the benchmark).
  duration_ms integer NOT NULL,
  days integer NOT NULL
);
ALTER TABLE analytics_refresh_state ENABLE ROW LEVEL SECURITY;
ALTER TABLE analytics_refresh_state FORCE ROW LEVEL SECURITY;
CREATE POLICY analytics_refresh_state_scope ON analytics_refresh_state
  USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id());

-- Shops with marks left by reports that used to refresh on read: queue their refresh now.
INSERT INTO jobs (kind, payload)
SELECT 'analytics-rollups', jsonb_build_object('shopId', shop_id)
FROM (
  SELECT shop_id FROM analytics_dirty_days
  UNION SELECT shop_id FROM analytics_dirty_customers
  UNION SELECT shop_id FROM customer_scores_stale
  -- and shops with orders but no CLV run yet (reports used to compute it on first read)
  UNION SELECT DISTINCT o.shop_id FROM orders o
  WHERE NOT EXISTS (SELECT 1 FROM clv_model_runs r WHERE r.shop_id = o.shop_id)
) AS shops_with_work;
