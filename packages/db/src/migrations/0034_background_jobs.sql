-- One runner for every kind of background work (docs/ARCHITECTURE.md "Background jobs").
--
-- Jobs get their shop (so the runner can keep shops apart and a shop's people can see them),
-- a time before which they wait (retries with backoff), a key that allows one queued job per
-- key, progress, and a coded last error in both languages. Schedules move from the import
-- schedules into one table of every kind, which the runner turns into jobs.

ALTER TABLE jobs
  ADD COLUMN shop_id uuid REFERENCES shops (id) ON DELETE CASCADE,
  ADD COLUMN run_after timestamptz NOT NULL DEFAULT now(),
  ADD COLUMN dedupe_key text,
  ADD COLUMN progress jsonb,
  ADD COLUMN error_code text,
  -- The last error's text in Czech and English (the runner has no reader to translate for).
  ADD COLUMN error_message_en text,
  -- The schedule that queued the job, if any.
  ADD COLUMN schedule_id uuid,
  ADD COLUMN started_at timestamptz,
  ADD COLUMN finished_at timestamptz;
-- last_error keeps the Czech text; existing jobs all point at a shop in their payload.
UPDATE jobs SET shop_id = (payload ->> 'shopId')::uuid
  WHERE payload ? 'shopId' AND EXISTS (SELECT 1 FROM shops WHERE shops.id::text = jobs.payload ->> 'shopId');

DROP INDEX jobs_claim_idx;
-- The claim's question: queued (or with a lapsed lease) and due, oldest first.
CREATE INDEX jobs_claim_idx ON jobs (id) WHERE status IN ('queued', 'running');
-- A shop's jobs screen, newest first.
CREATE INDEX jobs_shop_idx ON jobs (shop_id, id DESC);
-- At most one queued job per key (a running one may have a queued successor).
CREATE UNIQUE INDEX jobs_dedupe_idx ON jobs (dedupe_key) WHERE status = 'queued' AND dedupe_key IS NOT NULL;

CREATE TABLE job_schedules (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  kind text NOT NULL,
  payload jsonb NOT NULL,
  -- Either every N hours from the last planned time, or daily at a wall-clock time of the shop.
  every_hours integer CHECK (every_hours BETWEEN 1 AND 8784),
  daily_at text CHECK (daily_at ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  paused boolean NOT NULL DEFAULT false,
  next_run_at timestamptz NOT NULL,
  last_run_at timestamptz,
  last_job_id bigint,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, id),
  CHECK ((every_hours IS NULL) <> (daily_at IS NULL))
);
-- The runner's question: which schedules of any shop are due.
CREATE INDEX job_schedules_due_idx ON job_schedules (next_run_at) WHERE NOT paused;

-- Import schedules keep what to fetch and how; when (and whether) moves to their job schedule,
-- which has the same id.
INSERT INTO job_schedules (shop_id, id, kind, payload, every_hours, paused, next_run_at, created_at, updated_at)
  SELECT shop_id, id, 'scheduled-import', jsonb_build_object('shopId', shop_id, 'scheduleId', id),
         CASE frequency WHEN 'hourly' THEN 1 WHEN 'daily' THEN 24 ELSE 168 END,
         NOT is_active, next_run_at, created_at, updated_at
  FROM import_schedules;
ALTER TABLE import_schedules DROP COLUMN is_active, DROP COLUMN next_run_at;
-- The job that performs a run: a resumed job finds its run instead of starting another.
ALTER TABLE import_runs ADD COLUMN job_id bigint;
CREATE INDEX import_runs_job_idx ON import_runs (job_id) WHERE job_id IS NOT NULL;

-- Row-level security: a shop's people see its jobs and schedules (requests set app.shop_id);
-- the runner works across shops in transactions marked app.scheduler = 'on' (0006), which
-- requests never set. Jobs without a shop are the runner's alone.
DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['jobs', 'job_schedules'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I TO ziskomer_app USING (app_is_scheduler()) WITH CHECK (app_is_scheduler())',
      name || '_runner', name);
  END LOOP;
END $$;
