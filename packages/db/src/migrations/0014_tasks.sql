-- The to-do list (SPEC §3 "Task", §4 "Task status"): the team's working list of a shop. A task is
-- typed in by hand or made in one click from an alert, a guidance line or a report, which it then
-- links back to (source_url, source_context). Shop-owned like every other shop table.

CREATE TABLE tasks (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  title text NOT NULL CHECK (length(title) BETWEEN 1 AND 200),
  description text CHECK (length(description) <= 5000),
  category text NOT NULL DEFAULT 'other'
    CHECK (category IN ('marketing', 'analytics', 'products', 'customers', 'tracking', 'other')),
  priority text NOT NULL DEFAULT 'medium' CHECK (priority IN ('low', 'medium', 'high')),
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'in-progress', 'completed')),
  -- Where the task came from: an app path ('/analytics/orders?period=30d') or an http(s) URL.
  source_url text CHECK (length(source_url) <= 2048),
  -- What that source is, in words ('Z reportu Objednávky'), shown as the link's text.
  source_context text CHECK (length(source_context) <= 200),
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  -- Set when the task becomes completed, cleared when it moves back (SPEC §4).
  completed_at timestamptz,
  CHECK ((status = 'completed') = (completed_at IS NOT NULL)),
  PRIMARY KEY (shop_id, id)
);
-- The list: open tasks first, then by priority and age (see list-task-rows.ts).
CREATE INDEX tasks_list_idx ON tasks (shop_id, status, created_at DESC);

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['tasks'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
  END LOOP;
END $$;
