-- The e-shop platform connector (docs/ARCHITECTURE.md "Connectors"): Shoptet, Shopify and
-- WooCommerce call a public webhook URL that names the connection, not the shop. Each delivery
-- received is remembered here by the platform's delivery id (or the body's digest where the
-- platform sends none), so a replayed delivery changes nothing.
CREATE TABLE eshop_webhook_deliveries (
  shop_id uuid NOT NULL,
  connection_id uuid NOT NULL,
  delivery_id text NOT NULL,
  topic text NOT NULL,
  order_ref text NOT NULL,
  received_at timestamptz NOT NULL,
  PRIMARY KEY (shop_id, connection_id, delivery_id),
  FOREIGN KEY (shop_id, connection_id) REFERENCES connections (shop_id, id) ON DELETE CASCADE
);
CREATE INDEX eshop_webhook_deliveries_age_idx ON eshop_webhook_deliveries (shop_id, received_at);

ALTER TABLE eshop_webhook_deliveries ENABLE ROW LEVEL SECURITY;
ALTER TABLE eshop_webhook_deliveries FORCE ROW LEVEL SECURITY;
CREATE POLICY eshop_webhook_deliveries_scope ON eshop_webhook_deliveries
  USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id());

-- A webhook names no shop: its connection is looked up before any shop scope exists. This
-- function runs as its owner (the migration role) so it can search every shop's connections, and
-- it answers only the shop of a working, non-demo e-shop platform connection with that id on that
-- platform: nothing else leaves it. The application role may only execute it.
CREATE FUNCTION eshop_webhook_shop(connection uuid, platform text) RETURNS uuid
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public
  AS $$
    SELECT c.shop_id FROM public.connections c
    WHERE c.id = eshop_webhook_shop.connection
      AND c.provider = 'eshop_platform'
      AND NOT c.is_demo
      AND c.status = 'connected'
      AND c.settings -> 'eshop' ->> 'platform' = eshop_webhook_shop.platform
  $$;
REVOKE ALL ON FUNCTION eshop_webhook_shop(uuid, text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION eshop_webhook_shop(uuid, text) TO ziskomer_app;

-- FORCE applies row-level security to the table's owner too: this policy lets the migration role,
-- and so the function above, read connections across shops. It does not reach the application role.
DO $$
BEGIN
  EXECUTE format('CREATE POLICY connections_webhook_lookup ON connections FOR SELECT TO %I USING (true)', current_user);
END $$;
