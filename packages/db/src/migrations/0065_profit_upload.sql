-- Profit back to the platforms (issues 14 and 15, docs/ARCHITECTURE.md "Profit back to the
-- platforms"): a shop may send each tracked order's gross profit to Google Ads (offline click
-- conversions), Meta (Conversions API) and Sklik (SEM server-to-server) as the conversion value.
--
-- The setting of one connection: off by default, and what the platform needs to know where the
-- value goes (Google: the conversion action of type UPLOAD_CLICKS; Meta: the pixel / dataset id;
-- Sklik: the S2S SEM ID). It goes with its connection.
CREATE TABLE profit_upload_settings (
  shop_id uuid NOT NULL,
  connection_id uuid NOT NULL,
  platform text NOT NULL CHECK (platform IN ('google_ads', 'meta', 'sklik')),
  enabled boolean NOT NULL DEFAULT false,
  target_id text CHECK (length(target_id) BETWEEN 1 AND 200),
  target_name text CHECK (length(target_name) <= 300),
  updated_by text REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (shop_id, connection_id),
  UNIQUE (shop_id, platform),
  FOREIGN KEY (shop_id, connection_id) REFERENCES connections (shop_id, id) ON DELETE CASCADE,
  CHECK (NOT enabled OR target_id IS NOT NULL)
);

-- What was sent of each order to each platform: one row per shop, platform and order, so an order
-- is sent once per platform whatever happens. The row is written as 'sending' and committed
-- before the platform is called, and becomes 'sent' or 'refused' after it answered; a job killed
-- in between finds its 'sending' rows and sends them again with the same deduplication keys
-- (Google: click id + action + time + order id; Meta: event_id; Sklik: event_id), which the
-- platform counts once. 'skipped': not sendable (no value, a foreign currency …), never retried.
-- The row is not tied to the connection: a reconnected account is not sent the same order again.
CREATE TABLE profit_uploads (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  platform text NOT NULL CHECK (platform IN ('google_ads', 'meta', 'sklik')),
  order_id text NOT NULL,
  event_id text NOT NULL,
  status text NOT NULL CHECK (status IN ('sending', 'sent', 'refused', 'skipped')),
  -- An i18n code (profitUpload.reasons.<code>) and the platform's own words, cut short.
  reason_code text CHECK (length(reason_code) <= 100),
  reason_detail text CHECK (length(reason_detail) <= 500),
  value numeric(14, 2),
  currency text CHECK (length(currency) <= 10),
  created_at timestamptz NOT NULL,
  sent_at timestamptz,
  PRIMARY KEY (shop_id, platform, order_id)
);
CREATE INDEX profit_uploads_recent_idx ON profit_uploads (shop_id, platform, created_at DESC);

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['profit_upload_settings', 'profit_uploads'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
  END LOOP;
END $$;
