-- Saved queries of the SQL editor (docs/SECURITY.md "SQL editor"): a shop's named SELECTs that its
-- members reuse. Shop-owned like every other shop table; the text is only stored here, it runs
-- through the same checks as a query typed by hand.
CREATE TABLE sql_saved_queries (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  sql text NOT NULL CHECK (length(sql) BETWEEN 1 AND 20000),
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, id)
);
CREATE INDEX sql_saved_queries_name_idx ON sql_saved_queries (shop_id, lower(name));

ALTER TABLE sql_saved_queries ENABLE ROW LEVEL SECURITY;
ALTER TABLE sql_saved_queries FORCE ROW LEVEL SECURITY;
CREATE POLICY sql_saved_queries_scope ON sql_saved_queries
  USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id());
