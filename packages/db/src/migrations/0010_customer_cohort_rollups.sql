-- Customer rollups for the cohort, repeat-order and acquisition reports (issue 4, items 5–7),
-- kept fresh per dirty day like daily_dimension_metrics: the triggers of 0007 mark the days whose
-- orders changed and refreshAnalyticsRollups recomputes them (rollups/refresh-customer-cohorts.ts).
-- Only counted orders (not cancelled) of orders with a customer key take part.

-- Per customer: the shop-zone days of the first three counted orders (ordered by day, then time,
-- then order id) and the acquisition source and campaign of the first one. A customer's row
-- changes only when an order on one of these days goes away or an order of the customer is
-- written: both mark a dirty day that finds the row (by its stored days or by the order).
-- Source is lower-cased like daily_dimension_metrics; '' when the first order has none.
CREATE TABLE customer_milestones (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  customer_key text NOT NULL,
  first_order_day date NOT NULL,
  second_order_day date,
  third_order_day date,
  first_source text NOT NULL,
  first_campaign text NOT NULL,
  PRIMARY KEY (shop_id, customer_key)
);
CREATE INDEX customer_milestones_first_idx ON customer_milestones (shop_id, first_order_day);
CREATE INDEX customer_milestones_second_idx ON customer_milestones (shop_id, second_order_day)
  WHERE second_order_day IS NOT NULL;
CREATE INDEX customer_milestones_third_idx ON customer_milestones (shop_id, third_order_day)
  WHERE third_order_day IS NOT NULL;

-- Monthly acquisition cohorts: per cohort month (the 1st of the month of the customer's first
-- counted order) and order month, the distinct customers of the cohort with a counted order in
-- that month, their orders, revenue (with VAT) and margin. The cell of the cohort's own month
-- holds every customer of the cohort, so its `customers` is the cohort's size.
CREATE TABLE monthly_cohort_metrics (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  cohort_month date NOT NULL,
  order_month date NOT NULL,
  customers integer NOT NULL,
  orders integer NOT NULL,
  revenue numeric(16, 2) NOT NULL,
  margin numeric(16, 2) NOT NULL,
  -- Orders whose margin is the 30 % estimate (SPEC §9).
  margin_estimated integer NOT NULL,
  PRIMARY KEY (shop_id, cohort_month, order_month)
);

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['customer_milestones', 'monthly_cohort_metrics'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
  END LOOP;
END $$;

-- Orders stored before this migration: their days become dirty, so the first report read fills
-- the new tables (recomputing a day of the older rollups again is harmless).
INSERT INTO analytics_dirty_days (shop_id, day)
SELECT DISTINCT shop_id, order_day FROM orders
ON CONFLICT DO NOTHING;
