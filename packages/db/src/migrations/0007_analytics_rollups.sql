-- Analytics rollups: small tables that reports read instead of scanning every order.
--
-- Days whose orders or order lines changed are recorded by statement-level triggers (one
-- INSERT … SELECT DISTINCT per statement, so a batch of 1,000 orders costs one small write),
-- whatever wrote them: an import, the order API, a manual order, or deleting a shop's data.
-- `refreshAnalyticsRollups` (apps/server/src/modules/analytics/rollups) recomputes the dirty
-- days of every rollup and clears them; it runs before a report is read and after an import.

-- No foreign key: deleting a shop cascades to its orders, whose triggers then mark days of a
-- shop that no longer exists; deleteShop clears them in the same transaction.
CREATE TABLE analytics_dirty_days (
  shop_id uuid NOT NULL,
  day date NOT NULL,
  PRIMARY KEY (shop_id, day)
);

-- Per shop, day, dimension and value: what the orders of that day (not cancelled) add up to.
-- Dimensions: city, country, source, campaign, source_campaign (source, U+001F, campaign),
-- payment, shipping, status and hour (of the shop's zone, '0'..'23') from orders; new_source: the
-- orders that were their customer's first, by source (new customers per source); product and
-- category from order lines ('Nezařazeno' kept).
-- `value` is '' when the order has none (shown as 'Neuvedeno'); `label` is the product name.
CREATE TABLE daily_dimension_metrics (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  day date NOT NULL,
  dimension text NOT NULL,
  value text NOT NULL,
  label text,
  orders integer NOT NULL,
  revenue numeric(16, 2) NOT NULL,
  revenue_without_vat numeric(16, 2) NOT NULL,
  margin numeric(16, 2) NOT NULL,
  -- Orders (or lines, for product and category) whose margin is the 30 % estimate.
  margin_estimated integer NOT NULL,
  -- Units sold (product and category only; 0 otherwise).
  quantity numeric(16, 3) NOT NULL DEFAULT 0,
  PRIMARY KEY (shop_id, dimension, day, value)
);

CREATE FUNCTION analytics_mark_order_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO analytics_dirty_days (shop_id, day)
    SELECT DISTINCT shop_id, order_day FROM new_rows ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO analytics_dirty_days (shop_id, day)
    SELECT DISTINCT shop_id, order_day FROM old_rows ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

-- Lines carry no day: theirs is their order's (a line written without its order changing).
CREATE FUNCTION analytics_mark_item_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    INSERT INTO analytics_dirty_days (shop_id, day)
    SELECT DISTINCT o.shop_id, o.order_day
    FROM (SELECT DISTINCT shop_id, order_id FROM new_rows) l
    JOIN orders o ON o.shop_id = l.shop_id AND o.order_id = l.order_id
    ON CONFLICT DO NOTHING;
  END IF;
  IF TG_OP IN ('DELETE', 'UPDATE') THEN
    INSERT INTO analytics_dirty_days (shop_id, day)
    SELECT DISTINCT o.shop_id, o.order_day
    FROM (SELECT DISTINCT shop_id, order_id FROM old_rows) l
    JOIN orders o ON o.shop_id = l.shop_id AND o.order_id = l.order_id
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

-- A customer's first order can move to an earlier day (an older order imported later) or away
-- (cancelled, deleted): the day it left counts new customers differently now.
CREATE FUNCTION analytics_mark_first_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO analytics_dirty_days (shop_id, day)
    SELECT DISTINCT o.shop_id, o.first_order_day
    FROM old_rows o JOIN new_rows n ON n.shop_id = o.shop_id AND n.customer_key = o.customer_key
    WHERE n.first_order_day <> o.first_order_day
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO analytics_dirty_days (shop_id, day)
    SELECT DISTINCT shop_id, first_order_day FROM old_rows ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER customers_mark_days_update AFTER UPDATE ON customers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_first_days();
CREATE TRIGGER customers_mark_days_delete AFTER DELETE ON customers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_first_days();

CREATE TRIGGER orders_mark_days_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_order_days();
CREATE TRIGGER orders_mark_days_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_order_days();
CREATE TRIGGER orders_mark_days_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_order_days();
CREATE TRIGGER order_items_mark_days_insert AFTER INSERT ON order_items
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_item_days();
CREATE TRIGGER order_items_mark_days_update AFTER UPDATE ON order_items
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_item_days();
CREATE TRIGGER order_items_mark_days_delete AFTER DELETE ON order_items
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_item_days();

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['analytics_dirty_days', 'daily_dimension_metrics'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
  END LOOP;
END $$;
