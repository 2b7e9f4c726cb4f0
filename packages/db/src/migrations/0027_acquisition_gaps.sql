-- Days from the 1st to the 2nd and from the 2nd to the 3rd counted order of the customers acquired
-- on a day, for the repeat-order report (docs/METRICS.md "Performance"), kept per day and per month
-- like the counts of migrations 0012 and 0022 and maintained with them by refreshCustomerSequences.
-- The report read a row per repeat customer from customer_milestones (85,000 for the whole history
-- of a million-order shop); the monthly rows of all history are some 13,000.
CREATE TABLE acquisition_gap_counts (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  grain text NOT NULL CHECK (grain IN ('day', 'month')),
  start_day date NOT NULL,
  -- 1: from the 1st to the 2nd order; 2: from the 2nd to the 3rd.
  step smallint NOT NULL CHECK (step IN (1, 2)),
  gap_days integer NOT NULL,
  customers integer NOT NULL,
  PRIMARY KEY (shop_id, grain, start_day, step, gap_days)
);
CREATE INDEX acquisition_gap_counts_zero_idx ON acquisition_gap_counts (shop_id) WHERE customers = 0;

ALTER TABLE acquisition_gap_counts ENABLE ROW LEVEL SECURITY;
ALTER TABLE acquisition_gap_counts FORCE ROW LEVEL SECURITY;
CREATE POLICY acquisition_gap_counts_scope ON acquisition_gap_counts
  USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id());

-- The up-sell list (repeat customers by average order value, then revenue and key) along an index
-- that stops after its 20 rows instead of sorting every repeat customer.
CREATE INDEX customers_upsell_idx ON customers (shop_id, avg_order_value DESC, total_revenue DESC, customer_key)
  WHERE total_orders >= 2;

-- Shops with journeys: their gaps are counted from them.
INSERT INTO acquisition_gap_counts (shop_id, grain, start_day, step, gap_days, customers)
SELECT j.shop_id, p.grain, p.start_day, s.step, s.gap_days, count(*)
FROM customer_journeys j
CROSS JOIN LATERAL (VALUES (1, j.order_days[2] - j.order_days[1]), (2, j.order_days[3] - j.order_days[2]))
  AS s (step, gap_days)
CROSS JOIN LATERAL (VALUES ('day', j.first_day), ('month', date_trunc('month', j.first_day::timestamp)::date))
  AS p (grain, start_day)
WHERE s.gap_days IS NOT NULL
GROUP BY j.shop_id, p.grain, p.start_day, s.step, s.gap_days;
