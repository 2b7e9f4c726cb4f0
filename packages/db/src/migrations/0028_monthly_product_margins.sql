-- daily_product_margins (migration 0011) summed per calendar month (docs/METRICS.md
-- "Performance"): the margin report of a period reads its whole months from here and only its edge
-- days from the daily table (inPeriodProductMargins) — for the whole history of a million-order
-- shop some 1,800 rows instead of 54,000. refreshAnalyticsRollups recomputes the months holding a
-- dirty day from their daily rows, after the day rollups.
CREATE TABLE monthly_product_margins (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  month date NOT NULL,
  product text NOT NULL,
  category text NOT NULL,
  label text NOT NULL,
  lines integer NOT NULL,
  quantity numeric(16, 3) NOT NULL,
  revenue numeric(16, 2) NOT NULL,
  margin numeric(16, 2) NOT NULL,
  estimated_lines integer NOT NULL,
  estimated_revenue numeric(16, 2) NOT NULL,
  estimated_margin numeric(16, 2) NOT NULL,
  PRIMARY KEY (shop_id, month, product, category)
);

ALTER TABLE monthly_product_margins ENABLE ROW LEVEL SECURITY;
ALTER TABLE monthly_product_margins FORCE ROW LEVEL SECURITY;
CREATE POLICY monthly_product_margins_scope ON monthly_product_margins
  USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id());

-- Shops with orders: their months are summed from the daily rows they already have.
INSERT INTO monthly_product_margins
  (shop_id, month, product, category, label, lines, quantity, revenue, margin, estimated_lines,
   estimated_revenue, estimated_margin)
SELECT shop_id, date_trunc('month', day)::date, product, category, max(label), sum(lines), sum(quantity),
       sum(revenue), sum(margin), sum(estimated_lines), sum(estimated_revenue), sum(estimated_margin)
FROM daily_product_margins
GROUP BY shop_id, date_trunc('month', day)::date, product, category;
