-- Summaries of customer_scores (migration 0009) for the customer reports (docs/METRICS.md
-- "Performance"). The RFM, quintile and customers reports grouped all of a shop's scored customers
-- on every read — 250,000 rows at a million orders — although scores only change when the
-- customers do. refreshCustomerScores now writes these small tables with the scores, in the same
-- transaction, so the reports read at most a few hundred rows.

-- Per combination of the three RFM scores: the customers, their revenue and orders, and the value
-- ranges of each score. Recency in days depends on today, so the last order days are kept as a
-- sum of day numbers (days since 2000-01-01) and as their least and greatest.
CREATE TABLE customer_score_cells (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  recency smallint NOT NULL,
  frequency smallint NOT NULL,
  monetary smallint NOT NULL,
  customers integer NOT NULL,
  revenue numeric(16, 2) NOT NULL,
  orders bigint NOT NULL,
  last_day_sum bigint NOT NULL,
  min_last_day date NOT NULL,
  max_last_day date NOT NULL,
  min_orders integer NOT NULL,
  max_orders integer NOT NULL,
  min_revenue numeric(14, 2) NOT NULL,
  max_revenue numeric(14, 2) NOT NULL,
  PRIMARY KEY (shop_id, recency, frequency, monetary)
);

-- Per revenue fifth and hundredth of the customers ranked by revenue (the quintiles and the Pareto
-- curve): at most 104 rows.
CREATE TABLE customer_revenue_steps (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  quintile smallint NOT NULL,
  step smallint NOT NULL,
  customers integer NOT NULL,
  revenue numeric(16, 2) NOT NULL,
  orders bigint NOT NULL,
  min_revenue numeric(14, 2) NOT NULL,
  max_revenue numeric(14, 2) NOT NULL,
  last_rank integer NOT NULL,
  PRIMARY KEY (shop_id, quintile, step)
);

-- Per shop-zone day: the customers whose last counted order fell on it, and those whose order
-- before the last did. "Active since a day" and "two orders since a day" are sums over the days
-- from it on.
CREATE TABLE customer_recency_days (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  day date NOT NULL,
  last_customers integer NOT NULL,
  previous_customers integer NOT NULL,
  PRIMARY KEY (shop_id, day)
);

-- Per tier, frequency class and UTC day of the last order (last_order_date): customers, revenue
-- and repeat customers. Churn risk ages with the clock: a report classifies every day wholly
-- before or after its cut-offs (now − 30 and now − 90 days) from these rows, and reads the
-- customers of the two days that hold a cut-off one by one (customer_scores_last_order_idx). The
-- frequency class is 2 above churnRisk's low-risk orders per month, 1 above its medium-risk ones,
-- else 0 (the limits of CHURN_RISK_LIMITS in packages/domain, passed in by the refresh).
CREATE TABLE customer_base_days (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  tier text NOT NULL,
  frequency_class smallint NOT NULL,
  last_day date NOT NULL,
  customers integer NOT NULL,
  revenue numeric(16, 2) NOT NULL,
  repeat_customers integer NOT NULL,
  PRIMARY KEY (shop_id, tier, frequency_class, last_day)
);
CREATE INDEX customer_scores_last_order_idx ON customer_scores (shop_id, last_order_date);

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['customer_score_cells', 'customer_revenue_steps', 'customer_recency_days',
    'customer_base_days'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
  END LOOP;
END $$;

-- Shops with customers: their scores are recomputed, with the new summaries, on the next read.
INSERT INTO customer_scores_stale (shop_id)
SELECT DISTINCT shop_id FROM customers
ON CONFLICT DO NOTHING;
