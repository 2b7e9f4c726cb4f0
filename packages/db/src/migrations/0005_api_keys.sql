-- Per-shop API keys for the public import API (/api/v1/…) and the answers it stores for
-- Idempotency-Key retries. Both tables are shop-owned and limited by row-level security to the
-- shop in app.shop_id, like every other shop table.

-- A key is 'zk_live_' + 43 base64url characters (32 random bytes, 256 bits). Only its SHA-256 is
-- stored: a key that random cannot be guessed from its hash, so a slow password hash (Argon2)
-- would add nothing but a cost to every API request. `prefix` ('zk_live_ab12cd34') names the key
-- in the UI; it is too short to use.
CREATE TABLE api_keys (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 100),
  prefix text NOT NULL,
  key_hash text NOT NULL UNIQUE CHECK (key_hash ~ '^[0-9a-f]{64}$'),
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  last_used_at timestamptz,
  revoked_at timestamptz,
  PRIMARY KEY (shop_id, id)
);
CREATE INDEX api_keys_list_idx ON api_keys (shop_id, created_at DESC);

-- The stored answer of a request made with an Idempotency-Key header, replayed to a retry with the
-- same key and the same request (same hash); the same key with another request is a conflict.
-- Entries older than 24 hours no longer count and are deleted as new ones are written.
CREATE TABLE idempotency_keys (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  key text NOT NULL CHECK (length(key) BETWEEN 1 AND 255),
  request_hash text NOT NULL,
  status_code integer NOT NULL,
  response jsonb NOT NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, key)
);
CREATE INDEX idempotency_keys_age_idx ON idempotency_keys (shop_id, created_at);

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['api_keys', 'idempotency_keys'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
  END LOOP;
END $$;

-- An API request names no shop: the key is looked up by its hash before any shop scope exists.
-- This function runs as its owner (the migration role) so it can search every shop's keys, and it
-- answers only the shop and id of the one matching key that is not revoked: nothing else of any
-- key leaves it, and without the full key there is nothing to ask it. The application role may
-- only execute it.
CREATE FUNCTION api_key_shop(hash text) RETURNS TABLE (shop_id uuid, key_id uuid)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public
  AS $$
    SELECT k.shop_id, k.id FROM public.api_keys k
    WHERE k.key_hash = api_key_shop.hash AND k.revoked_at IS NULL
  $$;
REVOKE ALL ON FUNCTION api_key_shop(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION api_key_shop(text) TO ziskomer_app;

-- FORCE applies row-level security to the table's owner too. When the migration role is not a
-- superuser (which bypasses it anyway), this policy lets that role, and so the function above,
-- read keys across shops. It does not reach the application role, which is not a member of it.
DO $$
BEGIN
  EXECUTE format('CREATE POLICY api_keys_lookup ON api_keys FOR SELECT TO %I USING (true)', current_user);
END $$;
