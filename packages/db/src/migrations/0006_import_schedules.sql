-- Scheduled imports (SPEC §3 "Import automation run", §4 "Import runs"): a CSV file at a URL that
-- the server fetches through the guarded outbound client every hour, day or week, and each run.

CREATE TABLE import_schedules (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  url text NOT NULL CHECK (length(url) BETWEEN 1 AND 2048),
  frequency text NOT NULL CHECK (frequency IN ('hourly', 'daily', 'weekly')),
  -- File options (encoding, delimiter, decimal, dateFormat, preset, invalidRowPolicy); each one
  -- left out is detected on every run. The column mapping is always automatic.
  options jsonb NOT NULL DEFAULT '{}',
  is_active boolean NOT NULL DEFAULT true,
  next_run_at timestamptz NOT NULL,
  -- Runs import on behalf of this user (who must still be an admin of the shop).
  created_by text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, id)
);
-- The scheduler's question: which active schedules are due, across shops.
CREATE INDEX import_schedules_due_idx ON import_schedules (next_run_at) WHERE is_active;

CREATE TABLE import_runs (
  shop_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  schedule_id uuid NOT NULL,
  -- The import session the run created once the file was on disk.
  import_id uuid,
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'running', 'completed', 'failed')),
  error_code text,
  -- Why it failed, in Czech and English (written when it fails; the scheduler has no reader).
  error_message text,
  error_message_en text,
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  created_at timestamptz NOT NULL DEFAULT now(),
  started_at timestamptz,
  finished_at timestamptz,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, id),
  FOREIGN KEY (shop_id, schedule_id) REFERENCES import_schedules (shop_id, id) ON DELETE CASCADE,
  FOREIGN KEY (shop_id, import_id) REFERENCES imports (shop_id, id) ON DELETE SET NULL (import_id)
);
CREATE INDEX import_runs_recent_idx ON import_runs (shop_id, created_at DESC);
CREATE INDEX import_runs_schedule_idx ON import_runs (shop_id, schedule_id, created_at DESC);
CREATE INDEX import_runs_user_idx ON import_runs (shop_id, user_id, created_at DESC);
-- The scheduler's other question: which runs are waiting or not finished yet, across shops.
CREATE INDEX import_runs_unfinished_idx ON import_runs (created_at) WHERE status IN ('pending', 'running');

-- The scheduler works across shops: it marks its own transactions with app.scheduler = 'on'
-- (requests never set it) to see due schedules and unfinished runs. It may read and update
-- them, nothing more; it creates runs and touches imports only under one shop's scope.
CREATE FUNCTION app_is_scheduler() RETURNS boolean LANGUAGE sql STABLE
  AS $$ SELECT coalesce(current_setting('app.scheduler', true), '') = 'on' $$;

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['import_schedules', 'import_runs'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
    EXECUTE format('CREATE POLICY %I ON %I FOR SELECT TO ziskomer_app USING (app_is_scheduler())',
      name || '_scheduler_read', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I FOR UPDATE TO ziskomer_app USING (app_is_scheduler()) WITH CHECK (app_is_scheduler())',
      name || '_scheduler_update', name);
  END LOOP;
END $$;
