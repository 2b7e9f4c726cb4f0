-- Predictive customer lifetime value (issue 4, /analytics/customer/clv): the shop's BG/NBD and
-- Gamma-Gamma fit (packages/domain/src/clv-models) and every customer's forecast from it.
--
-- Fitting needs every customer's purchase days (a pass over all counted orders) and about a second
-- of computation at 250,000 customers: far too slow for a report read. So the fit is stored, and
-- recomputed whole by `refreshClvForecasts` (apps/server/src/modules/analytics/rollups) once after
-- the day rollups whenever a day of the shop was dirty, i.e. whenever its orders changed. The
-- report reads the stored run, which is as of its computed_at.

-- One row per shop: its latest run. status 'insufficient' carries the reason instead of a fit.
CREATE TABLE clv_model_runs (
  shop_id uuid PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  computed_at timestamptz NOT NULL,
  -- The end of observation (the shop-zone day of computed_at, or the last order day if later).
  as_of_day date NOT NULL,
  status text NOT NULL CHECK (status IN ('ok', 'insufficient')),
  reason text CHECK (reason IN ('too_few_customers', 'too_few_repeat_customers', 'history_too_short', 'fit_failed')),
  failed_model text CHECK (failed_model IN ('bg_nbd', 'gamma_gamma')),
  CHECK ((status = 'ok') = (reason IS NULL)),
  -- What the data holds: customers, repeatCustomers, historyDays, and how they grew over the last
  -- 90 days (newCustomers, newRepeatCustomers) so that the page can say when a forecast is likely.
  summary jsonb NOT NULL,
  -- bgNbd { r, alpha, a, b, logLikelihood } and gammaGamma { p, q, gamma, logLikelihood }; null
  -- unless status is 'ok'.
  parameters jsonb,
  -- Per horizon (90 and 365 days): { days, status, reason, requiredHistoryDays, expectedPurchases,
  -- expectedValue }; a shop with 90 days of history gets the 90-day forecast only.
  horizons jsonb NOT NULL
);

-- Per customer of an 'ok' run: the forecast, and the keys the report groups it by, copied from the
-- customer facts and RFM scores when the run was made (they change only with the customer's
-- orders, which start a new run). Churn risk ages with the calendar, so the report derives it from
-- last_order_date and order_frequency when read. Reading one narrow table keeps the report's
-- per-segment sums to one scan without joins.
CREATE TABLE customer_clv_forecasts (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  customer_key text NOT NULL,
  -- x: distinct purchase days after the first one.
  repeat_purchase_days integer NOT NULL,
  p_alive double precision NOT NULL,
  -- The Gamma-Gamma value of one future purchase day.
  expected_average_value double precision NOT NULL,
  expected_orders_90 double precision NOT NULL,
  expected_value_90 double precision NOT NULL,
  -- Null when the history is too short for a 365-day horizon.
  expected_orders_365 double precision,
  expected_value_365 double precision,
  tier text,
  last_order_date timestamptz,
  order_frequency numeric(12, 2),
  rfm_recency smallint,
  rfm_frequency smallint,
  PRIMARY KEY (shop_id, customer_key)
);
-- The report's top customers by expected value.
CREATE INDEX customer_clv_forecasts_value_idx
  ON customer_clv_forecasts (shop_id, expected_value_365 DESC NULLS LAST, expected_value_90 DESC, customer_key);

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['clv_model_runs', 'customer_clv_forecasts'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
  END LOOP;
END $$;
