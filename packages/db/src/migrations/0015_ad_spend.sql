-- Ad spend (issue "Marketing"): what a shop paid for advertising per day, channel, account and
-- campaign, brought in by CSV import, the public API, or later by connectors. POAS, ROAS and PNO
-- divide the shop's orders by these costs.
CREATE TABLE ad_spend (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  day date NOT NULL,
  channel text NOT NULL CHECK (channel IN ('google_ads', 'meta', 'sklik', 'heureka', 'zbozi', 'other')),
  -- '' when the source names no account or campaign (the key cannot hold NULLs).
  account text NOT NULL DEFAULT '',
  campaign text NOT NULL DEFAULT '',
  campaign_id text,
  impressions bigint NOT NULL DEFAULT 0 CHECK (impressions >= 0),
  clicks bigint NOT NULL DEFAULT 0 CHECK (clicks >= 0),
  cost numeric(14, 2) NOT NULL CHECK (cost >= 0),
  -- As the ad platform reports them (its own attribution), for conversion monitoring.
  conversions numeric(14, 2) NOT NULL DEFAULT 0 CHECK (conversions >= 0),
  conversion_value numeric(14, 2) NOT NULL DEFAULT 0 CHECK (conversion_value >= 0),
  currency text NOT NULL DEFAULT 'CZK',
  source text NOT NULL CHECK (source IN ('upload', 'api', 'schedule', 'connector')),
  import_id uuid,
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, day, channel, account, campaign)
);

ALTER TABLE ad_spend ENABLE ROW LEVEL SECURITY;
ALTER TABLE ad_spend FORCE ROW LEVEL SECURITY;
CREATE POLICY ad_spend_scope ON ad_spend
  USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id());
