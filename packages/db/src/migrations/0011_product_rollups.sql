-- Product rollups for the cross-sell and margin reports (issue 4, items 11 and 12), kept per day
-- like daily_dimension_metrics: the triggers of 0007 mark the days whose orders or lines changed
-- and refreshAnalyticsRollups recomputes them (rollups/refresh-product-pairs.ts and
-- refresh-product-margins.ts). Only counted orders (not cancelled) are summed. A product is the
-- product code when the line has one, else its name, as in daily_dimension_metrics.

-- Products bought in the same order: per day and unordered pair (product_a < product_b), the
-- orders holding both and the sum of those orders' revenue (with VAT). A self-join of order
-- lines per request would read millions of lines; a period sums these rows instead.
CREATE TABLE daily_product_pairs (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  day date NOT NULL,
  product_a text NOT NULL,
  product_b text NOT NULL,
  orders integer NOT NULL,
  order_value numeric(16, 2) NOT NULL,
  PRIMARY KEY (shop_id, day, product_a, product_b),
  CHECK (product_a < product_b)
);

-- The same per calendar month (month = its first day), summed from daily_product_pairs when a
-- day of the month changes. A long period reads whole months here and only its edge days from
-- the daily table: a year is 12 × pairs instead of 365 × pairs.
CREATE TABLE monthly_product_pairs (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  month date NOT NULL,
  product_a text NOT NULL,
  product_b text NOT NULL,
  orders integer NOT NULL,
  order_value numeric(16, 2) NOT NULL,
  PRIMARY KEY (shop_id, month, product_a, product_b),
  CHECK (product_a < product_b)
);

-- Baskets per day: counted orders with at least one line (the "all orders" of support), those
-- with two or more different products, and the revenue of each group.
CREATE TABLE daily_basket_metrics (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  day date NOT NULL,
  orders integer NOT NULL,
  revenue numeric(16, 2) NOT NULL,
  multi_product_orders integer NOT NULL,
  multi_product_revenue numeric(16, 2) NOT NULL,
  PRIMARY KEY (shop_id, day)
);

-- Margin per day, product and category, with the part that is the 30 % estimate (SPEC §9) kept
-- apart so that the margin report can say how much of a figure is real.
CREATE TABLE daily_product_margins (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  day date NOT NULL,
  product text NOT NULL,
  category text NOT NULL,
  -- The product's name (the last one alphabetically when a code carries several).
  label text NOT NULL,
  lines integer NOT NULL,
  quantity numeric(16, 3) NOT NULL,
  -- Line revenue: quantity × unit price, with VAT.
  revenue numeric(16, 2) NOT NULL,
  margin numeric(16, 2) NOT NULL,
  estimated_lines integer NOT NULL,
  estimated_revenue numeric(16, 2) NOT NULL,
  estimated_margin numeric(16, 2) NOT NULL,
  PRIMARY KEY (shop_id, day, product, category)
);

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['daily_product_pairs', 'monthly_product_pairs', 'daily_basket_metrics',
                              'daily_product_margins'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
  END LOOP;
END $$;

-- Days already in the shops' history get their rows on the next refresh.
INSERT INTO analytics_dirty_days (shop_id, day)
SELECT DISTINCT shop_id, order_day FROM orders
ON CONFLICT DO NOTHING;
