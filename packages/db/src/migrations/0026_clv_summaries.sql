-- Summaries for the CLV report (docs/METRICS.md "Performance"). The report grouped every
-- customer twice on each read — the SPEC formula over the customer facts and the stored forecasts
-- of migration 0013, 250,000 rows each at a million orders. What does not depend on the clock is
-- now kept when its source is written; churn risk, which ages with the clock, is summed per UTC day
-- of the last order like customer_base_days (migration 0024), the customers of the days holding a
-- cut-off read one by one.

-- The SPEC §9 CLV of each scored customer (lifetime_value of the customer facts), for the
-- customers of a cut-off day; its sum per tier, frequency class and day in customer_base_days.
ALTER TABLE customer_scores ADD COLUMN lifetime_value numeric(14, 2) NOT NULL DEFAULT 0;
ALTER TABLE customer_base_days ADD COLUMN lifetime_value numeric(16, 2) NOT NULL DEFAULT 0;

-- Customers and their summed CLV per tier and 1-2-5 range of the CLV (clv-formula.ts).
CREATE TABLE customer_value_cells (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  tier text NOT NULL,
  value_range integer NOT NULL,
  customers integer NOT NULL,
  total numeric(16, 2) NOT NULL,
  PRIMARY KEY (shop_id, tier, value_range)
);

-- The stored forecasts summed per tier, RFM cell, P(alive) range and in all (grouping_set 'tier',
-- 'rfm', 'alive', 'all'), written with the forecasts by storeClvRun.
CREATE TABLE clv_forecast_sets (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  grouping_set text NOT NULL,
  tier text,
  rfm_recency smallint,
  rfm_frequency smallint,
  alive integer,
  customers integer NOT NULL,
  orders_90 double precision,
  value_90 double precision,
  orders_365 double precision,
  value_365 double precision,
  repeat_customers integer NOT NULL,
  alive_sum double precision,
  likely_active integer NOT NULL
);
CREATE INDEX clv_forecast_sets_shop_idx ON clv_forecast_sets (shop_id);

-- The same sums per frequency class (as in customer_base_days) and UTC day of the last order
-- (NULL for a forecast without customer facts), for churn risk as of the request's clock.
CREATE TABLE clv_forecast_risk_days (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  frequency_class smallint NOT NULL,
  last_day date,
  customers integer NOT NULL,
  orders_90 double precision,
  value_90 double precision,
  orders_365 double precision,
  value_365 double precision,
  repeat_customers integer NOT NULL,
  alive_sum double precision,
  likely_active integer NOT NULL
);
CREATE INDEX clv_forecast_risk_days_shop_idx ON clv_forecast_risk_days (shop_id);
CREATE INDEX customer_clv_forecasts_last_order_idx ON customer_clv_forecasts (shop_id, last_order_date);

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['customer_value_cells', 'clv_forecast_sets', 'clv_forecast_risk_days'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
  END LOOP;
END $$;

-- Shops with customers: scores (with the CLV and its cells) are recomputed on the next read, and
-- the CLV run too, which writes the forecast summaries (a shop without a run gets one on its
-- first CLV read).
INSERT INTO customer_scores_stale (shop_id)
SELECT DISTINCT shop_id FROM customers
ON CONFLICT DO NOTHING;
DELETE FROM clv_model_runs;
