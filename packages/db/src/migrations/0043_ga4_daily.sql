-- GA4 (Google Analytics Data API `runReport`) by day and session source / medium, as a shop's
-- Google Analytics connection last synced them (docs/ARCHITECTURE.md "Connectors"). A sync of a
-- range replaces the connection's rows of those days. /google-analytics sets them beside the
-- shop's own orders by day and by source.
CREATE TABLE ga4_daily (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  connection_id uuid NOT NULL,
  day date NOT NULL,
  source text NOT NULL,
  medium text NOT NULL,
  sessions integer NOT NULL CHECK (sessions >= 0),
  users integer NOT NULL CHECK (users >= 0),
  conversions numeric(14, 2) NOT NULL CHECK (conversions >= 0),
  revenue numeric(14, 2) NOT NULL,
  PRIMARY KEY (shop_id, connection_id, day, source, medium),
  FOREIGN KEY (shop_id, connection_id) REFERENCES connections (shop_id, id) ON DELETE CASCADE
);

ALTER TABLE ga4_daily ENABLE ROW LEVEL SECURITY;
ALTER TABLE ga4_daily FORCE ROW LEVEL SECURITY;
CREATE POLICY ga4_daily_scope ON ga4_daily
  USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id());
