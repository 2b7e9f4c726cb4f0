-- Conversion monitoring (issue "Marketing" item 6): the tracking breaks a shop's users were
-- already told about. A break is identified by its channel and first broken day; the report
-- inserts it here before notifying, so each break raises its notifications exactly once even
-- when two requests find it at the same time.
CREATE TABLE tracking_break_alerts (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  -- An ad channel, or 'all' for the whole shop.
  channel text NOT NULL CHECK (channel IN ('google_ads', 'meta', 'sklik', 'heureka', 'zbozi', 'other', 'all')),
  start_day date NOT NULL,
  -- The usual tracked share and the share on the first broken day, as the notification said them.
  baseline_share numeric(10, 4) NOT NULL,
  start_share numeric(10, 4) NOT NULL,
  notified_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, channel, start_day)
);

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['tracking_break_alerts'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
  END LOOP;
END $$;
