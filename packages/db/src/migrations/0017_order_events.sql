-- Order tracking (SPEC §3 "Order-event row", issue 5): the e-shop reports each finished order
-- itself, from its thank-you page (public key) or from its server (HMAC-signed with the secret).
-- An event pairs with an imported order when (shop_id, order_id) match; the pairing is computed
-- when read, so a later import pairs old events without rewriting them.

CREATE TABLE order_events (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  -- The sender's own id of the event; a repeat of the same id is the same event (idempotent).
  event_id text NOT NULL DEFAULT ('unknown_' || replace(gen_random_uuid()::text, '-', ''))
    CHECK (length(event_id) BETWEEN 1 AND 200),
  order_id text NOT NULL DEFAULT 'N/A' CHECK (length(order_id) BETWEEN 1 AND 200),
  store_name text NOT NULL DEFAULT 'N/A' CHECK (length(store_name) <= 200),
  total_price numeric(14, 2) NOT NULL DEFAULT 0,
  currency text NOT NULL DEFAULT 'N/A' CHECK (length(currency) <= 10),
  source text NOT NULL DEFAULT 'N/A' CHECK (length(source) <= 200),
  -- Array of {code, name, quantity, price}.
  products jsonb NOT NULL DEFAULT '[]',
  tracking_id text CHECK (length(tracking_id) <= 200),
  gclid text CHECK (length(gclid) <= 500),
  fbclid text CHECK (length(fbclid) <= 500),
  order_date timestamptz NOT NULL,
  is_test boolean NOT NULL DEFAULT false,
  -- true when the server call was signed with the shop's secret; false for the browser snippet,
  -- whose public key anyone can copy from the shop's pages (docs/SECURITY.md).
  is_verified boolean NOT NULL DEFAULT false,
  -- The request body as received (≤ 64 KB), for support and re-processing.
  raw_data jsonb,
  created_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, id),
  UNIQUE (shop_id, event_id)
);
CREATE INDEX order_events_order_idx ON order_events (shop_id, order_id);
CREATE INDEX order_events_date_idx ON order_events (shop_id, order_date);
-- The link-tracking list: newest received first (SPEC §7 "ordered by created_at descending").
CREATE INDEX order_events_received_idx ON order_events (shop_id, created_at DESC, id DESC);

-- One pair of tracking credentials per shop. The public key goes into the browser snippet; the
-- secret keys the HMAC-SHA256 of server calls. HMAC needs the secret itself to check a signature,
-- so it cannot be kept as a hash like API keys: it is encrypted at rest (AES-256-GCM with a key
-- derived from the server's secret, outside the database; DESIGN §7), 'v1.' + base64url of
-- nonce, tag and ciphertext, the prefix naming the key version.
CREATE TABLE shop_tracking_keys (
  shop_id uuid PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  public_key text NOT NULL UNIQUE CHECK (public_key ~ '^zk_pub_[A-Za-z0-9_-]{20,64}$'),
  secret_encrypted text NOT NULL CHECK (secret_encrypted ~ '^v[0-9]+\.[A-Za-z0-9_-]+$'),
  -- Origins ('https://shop.cz') the browser snippet may send from; the shop's domain by default.
  allowed_origins text[] NOT NULL DEFAULT '{}',
  created_at timestamptz NOT NULL DEFAULT now(),
  rotated_at timestamptz
);

-- Signatures of server calls seen in the last minutes: a signed request replayed inside the
-- 5-minute window is refused. Rows older than the window are deleted as new ones are written.
CREATE TABLE order_event_signatures (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  signature text NOT NULL CHECK (signature ~ '^[0-9a-f]{64}$'),
  seen_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, signature)
);
CREATE INDEX order_event_signatures_age_idx ON order_event_signatures (shop_id, seen_at);

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['order_events', 'shop_tracking_keys', 'order_event_signatures'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
  END LOOP;
END $$;

-- A tracking call names its shop only by the public key in its URL. This function runs as its
-- owner so it can find that key across shops, and answers only the shop's id; the secret and the
-- allowed origins are then read under that shop's scope. The application role may only execute it.
CREATE FUNCTION tracking_key_shop(key text) RETURNS TABLE (shop_id uuid)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public
  AS $$
    SELECT k.shop_id FROM public.shop_tracking_keys k WHERE k.public_key = tracking_key_shop.key
  $$;
REVOKE ALL ON FUNCTION tracking_key_shop(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION tracking_key_shop(text) TO ziskomer_app;

-- As for api_keys (0005): lets a non-superuser migration role, and so the function above, read
-- keys across shops despite FORCE; the application role is not a member of it.
DO $$
BEGIN
  EXECUTE format('CREATE POLICY shop_tracking_keys_lookup ON shop_tracking_keys FOR SELECT TO %I USING (true)', current_user);
END $$;
