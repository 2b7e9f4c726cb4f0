-- Search Console, Merchant Center and Business Profile become connections of their own
-- (docs/ARCHITECTURE.md "Connectors"), each with the one Google OAuth flow and its own scopes.
-- `provider_data` keeps what a sync learns about the provider's side that is not a daily figure
-- (Google Ads: the conversion actions).
ALTER TABLE connections DROP CONSTRAINT connections_provider_check;
ALTER TABLE connections ADD CONSTRAINT connections_provider_check CHECK (provider IN (
  'google_ads', 'google_analytics', 'google_search_console', 'google_merchant', 'google_business_profile'));
ALTER TABLE connections ADD COLUMN provider_data jsonb;

-- Search Console `searchanalytics.query` by day, query and page. A sync replaces the connection's
-- rows of the days it fetched, a day at a time.
CREATE TABLE search_console_daily (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  connection_id uuid NOT NULL,
  day date NOT NULL,
  query text NOT NULL,
  page text NOT NULL,
  clicks integer NOT NULL CHECK (clicks >= 0),
  impressions integer NOT NULL CHECK (impressions >= 0),
  -- Google's average position of the row, impression-weighted when rows are summed.
  position numeric(8, 2) NOT NULL,
  PRIMARY KEY (shop_id, connection_id, day, query, page),
  FOREIGN KEY (shop_id, connection_id) REFERENCES connections (shop_id, id) ON DELETE CASCADE
);

-- Merchant Center products as the last sync saw them: approved, disapproved (with Google's
-- reasons) or pending. A sync marks what it saw with its start and then deletes what it did not see.
CREATE TABLE merchant_products (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  connection_id uuid NOT NULL,
  product_id text NOT NULL,
  offer_id text NOT NULL,
  title text NOT NULL,
  status text NOT NULL CHECK (status IN ('approved', 'disapproved', 'pending')),
  issues jsonb NOT NULL DEFAULT '[]'::jsonb,
  seen_at timestamptz NOT NULL,
  PRIMARY KEY (shop_id, connection_id, product_id),
  FOREIGN KEY (shop_id, connection_id) REFERENCES connections (shop_id, id) ON DELETE CASCADE
);
CREATE INDEX merchant_products_status_idx ON merchant_products (shop_id, connection_id, status);

-- Business Profile Performance API daily metrics of the chosen location.
CREATE TABLE business_profile_daily (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  connection_id uuid NOT NULL,
  location_id text NOT NULL,
  day date NOT NULL,
  metric text NOT NULL,
  value integer NOT NULL CHECK (value >= 0),
  PRIMARY KEY (shop_id, connection_id, location_id, day, metric),
  FOREIGN KEY (shop_id, connection_id) REFERENCES connections (shop_id, id) ON DELETE CASCADE
);

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['search_console_daily', 'merchant_products', 'business_profile_daily'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
  END LOOP;
END $$;
