-- Rollups of each customer's sequence of orders: the customer journey (acquisition source of the
-- first three orders and when they came) and the days between consecutive orders.
--
-- They are recomputed per customer by `refreshCustomerSequences`
-- (apps/server/src/modules/analytics/rollups), which runs with the day rollups of migration 0007.
-- Days are the wrong unit here: a new earlier order changes the gap of the customer's next order,
-- on a day nobody touched, and a customer can lose an order (deleted, or moved to another
-- customer by an e-mail corrected in a re-import) without any order of theirs left on that day.
-- So the triggers below record the customers every order write touches, in
-- analytics_dirty_customers, and the refresh rebuilds exactly those.

CREATE TABLE analytics_dirty_customers (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  customer_key text NOT NULL,
  PRIMARY KEY (shop_id, customer_key)
);

-- Per customer with at least one counted (not cancelled) order: the first order's day, how many
-- counted orders there are, the acquisition source (lower-cased, '' when none) of the first three
-- in order of time, the day of the second, and the days of all of them in order. Reports read the
-- counts below, not this table: a refresh uses a customer's old row to take back what it counted.
CREATE TABLE customer_journeys (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  customer_key text NOT NULL,
  first_day date NOT NULL,
  orders integer NOT NULL,
  source_1 text NOT NULL,
  source_2 text,
  source_3 text,
  day_2 date,
  order_days date[] NOT NULL,
  PRIMARY KEY (shop_id, customer_key)
);

-- The counts reports read, each kept per day and per month (grain 'day' or 'month', start_day the
-- day or the month's 1st): a period reads its whole months from the monthly rows and its edge
-- days from the daily ones. A refresh changes them by differences (old rows subtracted, new ones
-- added) and then drops the rows that fell to zero.
--
-- Counted orders of a day that came `gap_days` calendar days (shop zone) after the same customer's
-- previous counted order; a customer's first order has no gap.
CREATE TABLE order_gap_counts (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  grain text NOT NULL CHECK (grain IN ('day', 'month')),
  start_day date NOT NULL,
  gap_days integer NOT NULL,
  orders integer NOT NULL,
  PRIMARY KEY (shop_id, grain, start_day, gap_days)
);
CREATE INDEX order_gap_counts_zero_idx ON order_gap_counts (shop_id) WHERE orders = 0;

-- Customers by the day of their first counted order, the sources of their first three orders and
-- their number of orders (5 = five or more). Sources of orders a customer has not placed are ''
-- like a missing source: `orders` tells them apart.
CREATE TABLE journey_path_counts (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  grain text NOT NULL CHECK (grain IN ('day', 'month')),
  start_day date NOT NULL,
  source_1 text NOT NULL,
  source_2 text NOT NULL,
  source_3 text NOT NULL,
  orders integer NOT NULL,
  customers integer NOT NULL,
  PRIMARY KEY (shop_id, grain, start_day, source_1, source_2, source_3, orders)
);
CREATE INDEX journey_path_counts_zero_idx ON journey_path_counts (shop_id) WHERE customers = 0;

-- Customers with a second counted order, by the day of their first, its source, and the days
-- from the first to the second order.
CREATE TABLE journey_return_counts (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  grain text NOT NULL CHECK (grain IN ('day', 'month')),
  start_day date NOT NULL,
  source_1 text NOT NULL,
  days_to_second integer NOT NULL,
  customers integer NOT NULL,
  PRIMARY KEY (shop_id, grain, start_day, source_1, days_to_second)
);
CREATE INDEX journey_return_counts_zero_idx ON journey_return_counts (shop_id) WHERE customers = 0;

-- Every customer an order write touches, before and after it: an insert names the new order's
-- customer, a delete the old one (unless the shop itself is being deleted: then nothing is left to
-- refresh, and the shop a mark would point to is gone), an update both — but only when something
-- the sequences read changed, so an import that merely sees an order again marks nobody.
CREATE FUNCTION analytics_mark_order_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_dirty_customers (shop_id, customer_key)
    SELECT DISTINCT shop_id, customer_key FROM new_rows WHERE customer_key IS NOT NULL
    ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO analytics_dirty_customers (shop_id, customer_key)
    SELECT DISTINCT o.shop_id, o.customer_key FROM old_rows o
    WHERE o.customer_key IS NOT NULL AND EXISTS (SELECT 1 FROM shops s WHERE s.id = o.shop_id)
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO analytics_dirty_customers (shop_id, customer_key)
    SELECT DISTINCT c.shop_id, c.customer_key
    FROM old_rows o
    JOIN new_rows n ON n.shop_id = o.shop_id AND n.order_id = o.order_id
    CROSS JOIN LATERAL (VALUES (o.shop_id, o.customer_key), (n.shop_id, n.customer_key)) AS c (shop_id, customer_key)
    WHERE c.customer_key IS NOT NULL
      AND (o.customer_key IS DISTINCT FROM n.customer_key OR o.order_date <> n.order_date
        OR o.order_day <> n.order_day OR o.is_cancelled <> n.is_cancelled
        OR o.acquisition_source IS DISTINCT FROM n.acquisition_source)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER orders_mark_customers_insert AFTER INSERT ON orders
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_order_customers();
CREATE TRIGGER orders_mark_customers_update AFTER UPDATE ON orders
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_order_customers();
CREATE TRIGGER orders_mark_customers_delete AFTER DELETE ON orders
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION analytics_mark_order_customers();

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['analytics_dirty_customers', 'customer_journeys', 'order_gap_counts', 'journey_path_counts',
    'journey_return_counts'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
  END LOOP;
END $$;

-- Shops that already have orders: all their customers are marked, and one day per shop, so that
-- the next refresh runs and builds the new tables.
INSERT INTO analytics_dirty_customers (shop_id, customer_key)
SELECT DISTINCT shop_id, customer_key FROM orders WHERE customer_key IS NOT NULL
ON CONFLICT DO NOTHING;
INSERT INTO analytics_dirty_days (shop_id, day)
SELECT shop_id, max(order_day) FROM orders GROUP BY shop_id
ON CONFLICT DO NOTHING;
