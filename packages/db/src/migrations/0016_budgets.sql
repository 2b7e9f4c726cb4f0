-- Budgets (issue 5 "Marketing", SPEC §3 "Client budget", "Channel budget", "Budget alert"): how much
-- a shop means to spend on advertising per period, split per channel, and the alerts raised when the
-- spend nears or passes the plan. Spent amounts are NOT stored: they are read from ad_spend for the
-- budget's current period (monthly / quarterly / yearly windows counted from start_date).

CREATE TABLE client_budgets (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  total_budget numeric(14, 2) NOT NULL CHECK (total_budget > 0),
  period_type text NOT NULL CHECK (period_type IN ('monthly', 'quarterly', 'yearly')),
  -- The first day of the first period; later periods follow it back to back.
  start_date date NOT NULL,
  currency char(3) NOT NULL DEFAULT 'CZK',
  is_active boolean NOT NULL DEFAULT true,
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, id)
);
CREATE INDEX client_budgets_list_idx ON client_budgets (shop_id, created_at);

CREATE TABLE client_channel_budgets (
  shop_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  client_budget_id uuid NOT NULL,
  -- The ad-spend channels of 0015.
  channel_type text NOT NULL
    CHECK (channel_type IN ('google_ads', 'meta', 'sklik', 'heureka', 'zbozi', 'other')),
  allocated_budget numeric(14, 2) NOT NULL CHECK (allocated_budget >= 0),
  target_cpa numeric(14, 2) CHECK (target_cpa > 0),
  target_roas numeric(8, 2) CHECK (target_roas > 0),
  is_active boolean NOT NULL DEFAULT true,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, id),
  -- Checked at commit, so an edit may swap two channel budgets' channels in one transaction.
  CONSTRAINT client_channel_budgets_one_per_channel UNIQUE (shop_id, client_budget_id, channel_type)
    DEFERRABLE INITIALLY DEFERRED,
  FOREIGN KEY (shop_id, client_budget_id) REFERENCES client_budgets (shop_id, id) ON DELETE CASCADE
);

CREATE TABLE budget_alerts (
  shop_id uuid NOT NULL,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  client_budget_id uuid NOT NULL,
  -- NULL for an alert about the whole budget.
  channel_budget_id uuid,
  alert_type text NOT NULL CHECK (alert_type IN ('budget_warning', 'budget_exceeded', 'low_performance')),
  severity text NOT NULL CHECK (severity IN ('low', 'medium', 'high')),
  message text NOT NULL CHECK (length(message) <= 1000),
  threshold_percentage numeric NOT NULL,
  current_percentage numeric NOT NULL,
  -- The first day of the budget period the alert belongs to (one alert of a kind per period).
  period_start date NOT NULL,
  is_read boolean NOT NULL DEFAULT false,
  is_resolved boolean NOT NULL DEFAULT false,
  created_at timestamptz NOT NULL DEFAULT now(),
  resolved_at timestamptz,
  CHECK (is_resolved = (resolved_at IS NOT NULL)),
  PRIMARY KEY (shop_id, id),
  FOREIGN KEY (shop_id, client_budget_id) REFERENCES client_budgets (shop_id, id) ON DELETE CASCADE,
  FOREIGN KEY (shop_id, channel_budget_id) REFERENCES client_channel_budgets (shop_id, id) ON DELETE CASCADE
);
-- Raising an alert is idempotent: the same kind for the same budget / channel and period is stored once.
CREATE UNIQUE INDEX budget_alerts_once_per_period ON budget_alerts
  (shop_id, client_budget_id, channel_budget_id, alert_type, period_start) NULLS NOT DISTINCT;
CREATE INDEX budget_alerts_list_idx ON budget_alerts (shop_id, is_resolved, created_at DESC);

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['client_budgets', 'client_channel_budgets', 'budget_alerts'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
  END LOOP;
END $$;
