-- Every stored order and ad-spend row knows the source that wrote it (docs/ARCHITECTURE.md
-- "Ingest"), so that a connector's re-sync of a date range can replace exactly its own rows and
-- leave the rows of a CSV import or of the API alone.
--
-- source      source_ref
-- 'import'    the file import's id (uploaded in the app, sent to POST /api/v1/imports, or fetched
--             by an import schedule: the import row says which)
-- 'api'       the API key's id (POST /api/v1/orders, POST /api/v1/ad-spend)
-- 'connector' the connection's id
-- 'manual'    the id of the user who entered the order
-- 'demo'      NULL: the demo shops' generated data
--
-- A row belongs to the source that last wrote its content: a write that changes a row takes it
-- over, a write that finds it unchanged leaves it where it was.
--
-- Backfill from what the rows already record. `import_id` is the last import that saw a row;
-- orders and ad spend of the demo account's shops are 'demo'; an order with an `order_created`
-- activity is 'manual' by the user who entered it; the rest came through the API, whose key
-- was not recorded before this migration: those 'api' rows keep a NULL source_ref.

ALTER TABLE orders ADD COLUMN source text, ADD COLUMN source_ref text;

UPDATE orders o SET source = 'import', source_ref = o.import_id::text WHERE o.import_id IS NOT NULL;
UPDATE orders o SET source = 'demo'
WHERE o.source IS NULL AND o.shop_id IN (
  SELECT sa.shop_id FROM shop_access sa JOIN users u ON u.id = sa.user_id WHERE u.email = 'demo@ziskomer.cz');
UPDATE orders o SET source = 'manual', source_ref = a.user_id
FROM (
  SELECT DISTINCT ON (shop_id, details ->> 'orderId') shop_id, details ->> 'orderId' AS order_id, user_id
  FROM activity_log
  WHERE action = 'order_created' AND shop_id IS NOT NULL
  ORDER BY shop_id, details ->> 'orderId', created_at DESC
) AS a
WHERE o.source IS NULL AND a.shop_id = o.shop_id AND a.order_id = o.order_id;
UPDATE orders SET source = 'api' WHERE source IS NULL;

ALTER TABLE orders
  ALTER COLUMN source SET NOT NULL,
  ADD CONSTRAINT orders_source_check
    CHECK (source IN ('import', 'api', 'connector', 'manual', 'demo')),
  -- Only demo data has no reference, and API rows stored before this migration.
  ADD CONSTRAINT orders_source_ref_check
    CHECK ((source = 'demo') = (source_ref IS NULL) OR (source = 'api' AND source_ref IS NULL));

-- Ad spend had a source already ('upload', 'api', 'schedule', 'connector'); file imports wrote
-- 'upload' whatever way the file came, and the demo fill 'api'.
ALTER TABLE ad_spend DROP CONSTRAINT ad_spend_source_check;
ALTER TABLE ad_spend ADD COLUMN source_ref text;

UPDATE ad_spend SET source = 'import', source_ref = import_id::text
WHERE source IN ('upload', 'schedule') AND import_id IS NOT NULL;
UPDATE ad_spend SET source = 'demo'
WHERE source = 'api' AND shop_id IN (
  SELECT sa.shop_id FROM shop_access sa JOIN users u ON u.id = sa.user_id WHERE u.email = 'demo@ziskomer.cz');
UPDATE ad_spend SET source = 'api' WHERE source IN ('upload', 'schedule');

ALTER TABLE ad_spend
  ADD CONSTRAINT ad_spend_source_check
    CHECK (source IN ('import', 'api', 'connector', 'manual', 'demo')),
  ADD CONSTRAINT ad_spend_source_ref_check
    CHECK ((source = 'demo') = (source_ref IS NULL) OR (source = 'api' AND source_ref IS NULL));

-- A connector's re-sync finds its rows of a range through these. Partial, so that the rows of
-- imports and of the API (nearly all rows today) cost no index entry on every write.
CREATE INDEX orders_connector_range_idx ON orders (shop_id, source_ref, order_day)
  WHERE source = 'connector';
CREATE INDEX ad_spend_connector_range_idx ON ad_spend (shop_id, source_ref, day)
  WHERE source = 'connector';

-- Row-level security and the grants of ziskomer_app are the tables' own (migrations 0003, 0015):
-- new columns inherit both.
