-- Connecting an e-shop platform calls the platform several times outside any transaction (no
-- database connection may wait on it), and for Shoptet the first call renews the key webhook
-- deliveries are signed with: each renewal makes the key before it invalid. Two connects of one
-- shop at once (two tabs, a double click, two admins) could renew in one order and store in the
-- other, keeping a key Shoptet no longer signs with, so every valid delivery would be refused.
-- A lease per shop and provider serialises them: a connect takes it in a short committed
-- transaction, calls the platform, and stores its result only while it still holds it (in the
-- same transaction that gives it back). A lease whose holder died runs out at expires_at.
CREATE TABLE connect_leases (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  provider text NOT NULL CHECK (provider = 'eshop_platform'),
  lease_id uuid NOT NULL,
  expires_at timestamptz NOT NULL,
  PRIMARY KEY (shop_id, provider)
);

ALTER TABLE connect_leases ENABLE ROW LEVEL SECURITY;
ALTER TABLE connect_leases FORCE ROW LEVEL SECURITY;
CREATE POLICY connect_leases_scope ON connect_leases
  USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id());
