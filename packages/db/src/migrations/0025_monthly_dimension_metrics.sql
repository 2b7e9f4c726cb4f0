-- daily_dimension_metrics (migration 0007) summed per calendar month (docs/METRICS.md
-- "Performance"). A top list of the whole history summed some 160,000 daily rows of a
-- million-order shop (70,000 of them cities); a period now reads its whole months from here and
-- only its edge days from the daily table (inPeriodDimensionMetrics), some 30 times fewer rows.
-- refreshAnalyticsRollups recomputes the months holding a dirty day from their daily rows, after
-- the day rollups.
CREATE TABLE monthly_dimension_metrics (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  month date NOT NULL,
  dimension text NOT NULL,
  value text NOT NULL,
  label text,
  orders integer NOT NULL,
  revenue numeric(16, 2) NOT NULL,
  revenue_without_vat numeric(16, 2) NOT NULL,
  margin numeric(16, 2) NOT NULL,
  margin_estimated integer NOT NULL,
  quantity numeric(16, 3) NOT NULL,
  PRIMARY KEY (shop_id, dimension, month, value)
);

ALTER TABLE monthly_dimension_metrics ENABLE ROW LEVEL SECURITY;
ALTER TABLE monthly_dimension_metrics FORCE ROW LEVEL SECURITY;
CREATE POLICY monthly_dimension_metrics_scope ON monthly_dimension_metrics
  USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id());

-- Shops with orders: their months are summed from the daily rows they already have.
INSERT INTO monthly_dimension_metrics
  (shop_id, month, dimension, value, label, orders, revenue, revenue_without_vat, margin, margin_estimated, quantity)
SELECT shop_id, date_trunc('month', day)::date, dimension, value, max(label), sum(orders), sum(revenue),
       sum(revenue_without_vat), sum(margin), sum(margin_estimated), sum(quantity)
FROM daily_dimension_metrics
GROUP BY shop_id, date_trunc('month', day)::date, dimension, value;
