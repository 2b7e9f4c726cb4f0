-- The analytics-rollups job queued by the dirty-mark triggers (0033) as a job of the typed runner
-- (0034): with its shop, so the runner keeps shops apart and the shop's people see it on the jobs
-- screen and in a report's freshness, and with a dedupe key, so at most one waits per shop even
-- when two writers commit at the same moment. SECURITY DEFINER because the writer may work under
-- a scope that the jobs table's row-level security does not let insert a job (the runner's own
-- transactions, or a user's without a shop); it only ever inserts this one kind of job. Due at
-- once, whatever the app's clock says (run_after at the epoch, as enqueueJob does without one).
CREATE OR REPLACE FUNCTION analytics_enqueue_refresh() RETURNS trigger
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public
  AS $$
BEGIN
  INSERT INTO jobs (kind, payload, shop_id, dedupe_key, run_after)
  SELECT 'analytics-rollups', jsonb_build_object('shopId', n.shop_id), n.shop_id,
         'analytics-rollups:' || n.shop_id, 'epoch'
  FROM (SELECT DISTINCT shop_id FROM new_rows) AS n
  WHERE EXISTS (SELECT 1 FROM shops s WHERE s.id = n.shop_id)
  ON CONFLICT (dedupe_key) WHERE status = 'queued' AND dedupe_key IS NOT NULL DO NOTHING;
  RETURN NULL;
END $$;

-- Refresh jobs queued before this migration: theirs too.
UPDATE jobs SET dedupe_key = 'analytics-rollups:' || (payload ->> 'shopId'), run_after = 'epoch'
WHERE kind = 'analytics-rollups' AND status = 'queued' AND dedupe_key IS NULL
  AND id = (SELECT min(j.id) FROM jobs j WHERE j.kind = 'analytics-rollups' AND j.status = 'queued'
            AND j.payload ->> 'shopId' = jobs.payload ->> 'shopId');
