-- Rollups of the customer reports (issue 4: /analytics/customer, /rfm and /quintiles).

-- Per shop and day: that day's counted (not cancelled) orders of known customers, split into the
-- first orders of new customers and the orders of returning customers, with their revenue. A
-- customer's first order is the earliest (by time, then order id) on their first_order_day, so
-- new_orders equals daily_shop_metrics.new_customers and returning_orders its
-- returning_customer_orders. Refreshed per dirty day by refreshCustomerDayMetrics
-- (apps/server/src/modules/analytics/rollups), like daily_dimension_metrics.
CREATE TABLE daily_customer_metrics (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  day date NOT NULL,
  new_orders integer NOT NULL,
  new_revenue numeric(16, 2) NOT NULL,
  returning_orders integer NOT NULL,
  returning_revenue numeric(16, 2) NOT NULL,
  PRIMARY KEY (shop_id, day)
);

-- Active customers of a period (distinct customers with a counted order) cannot be summed from
-- day rollups; this index lets the customers report count them by an index-only scan of the
-- period's counted orders with a customer.
CREATE INDEX orders_customer_day_idx ON orders (shop_id, order_day, customer_key)
  WHERE NOT is_cancelled AND customer_key IS NOT NULL;

-- Per customer with a counted order, what the customer reports read instead of the wide customer
-- facts: the RFM scores 1..5 (rfm-segments.ts in packages/domain), the rank by revenue (1 = highest,
-- ties by customer key) for the revenue quintiles, and the figures behind them — among them the
-- day of the order before the last, which makes "customers with two orders since a day" a count
-- over this table. Scores rank customers against each other and do not depend on today, so the
-- table stays valid until the customers change: any change of the customers table marks the shop
-- in customer_scores_stale, and the next report that reads it recomputes the shop
-- (refreshCustomerScores).
CREATE TABLE customer_scores (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  customer_key text NOT NULL,
  recency smallint NOT NULL,
  frequency smallint NOT NULL,
  monetary smallint NOT NULL,
  revenue_rank integer NOT NULL,
  orders integer NOT NULL,
  revenue numeric(14, 2) NOT NULL,
  -- The shop-zone days of the customer's last counted order and of the one before it (NULL with
  -- one order; the same day when the last two fell on one day).
  last_order_day date NOT NULL,
  previous_order_day date,
  last_order_date timestamptz NOT NULL,
  tier text NOT NULL,
  order_frequency numeric(12, 2) NOT NULL,
  PRIMARY KEY (shop_id, customer_key)
);
-- A segment is a set of (recency, frequency) cells; its customers are listed by revenue.
CREATE INDEX customer_scores_cell_idx ON customer_scores (shop_id, recency, frequency, revenue DESC);

CREATE TABLE customer_scores_stale (
  shop_id uuid PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE
);

-- Customer facts change with every import batch that touches a customer. Two consequences:
-- - the shop's scores are stale;
-- - when a customer's first day moves (an earlier order arrived, or the first one was cancelled),
--   both days change their split into new and returning orders although neither may hold a
--   written order, so both are marked dirty for daily_customer_metrics.
CREATE FUNCTION analytics_mark_customer_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO customer_scores_stale (shop_id)
    SELECT DISTINCT shop_id FROM new_rows ON CONFLICT DO NOTHING;
    INSERT INTO analytics_dirty_days (shop_id, day)
    SELECT DISTINCT shop_id, first_order_day FROM new_rows ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO customer_scores_stale (shop_id)
    SELECT DISTINCT shop_id FROM new_rows ON CONFLICT DO NOTHING;
    INSERT INTO analytics_dirty_days (shop_id, day)
    SELECT DISTINCT d.shop_id, d.day
    FROM old_rows o
    JOIN new_rows n ON n.shop_id = o.shop_id AND n.customer_key = o.customer_key
    CROSS JOIN LATERAL (VALUES (o.shop_id, o.first_order_day), (n.shop_id, n.first_order_day)) AS d (shop_id, day)
    WHERE o.first_order_day <> n.first_order_day
    ON CONFLICT DO NOTHING;
  ELSE
    -- Customers also go when their shop is deleted: nothing is left to mark then.
    INSERT INTO customer_scores_stale (shop_id)
    SELECT DISTINCT o.shop_id FROM old_rows o JOIN shops s ON s.id = o.shop_id ON CONFLICT DO NOTHING;
    INSERT INTO analytics_dirty_days (shop_id, day)
    SELECT DISTINCT o.shop_id, o.first_order_day FROM old_rows o JOIN shops s ON s.id = o.shop_id
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER customers_mark_changes_insert AFTER INSERT ON customers
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_customer_changes();
CREATE TRIGGER customers_mark_changes_update AFTER UPDATE ON customers
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_customer_changes();
CREATE TRIGGER customers_mark_changes_delete AFTER DELETE ON customers
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_customer_changes();

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['daily_customer_metrics', 'customer_scores', 'customer_scores_stale'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
  END LOOP;
END $$;

-- Shops that already have orders: their order days become dirty and their scores stale, so the
-- first report read fills the new tables.
INSERT INTO analytics_dirty_days (shop_id, day)
SELECT DISTINCT shop_id, order_day FROM orders
ON CONFLICT DO NOTHING;
INSERT INTO customer_scores_stale (shop_id)
SELECT DISTINCT shop_id FROM customers
ON CONFLICT DO NOTHING;
