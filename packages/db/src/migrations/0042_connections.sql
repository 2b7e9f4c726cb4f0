-- Connections of a shop to the data sources that deliver by themselves (docs/ARCHITECTURE.md
-- "Connectors"): one row per shop and provider. Google's products share one OAuth flow; each
-- product is a connection of its own, with its own grant, schedule and sync state.
--
-- Tokens are never stored in the clear: `refresh_token_sealed` and `access_token_sealed` hold
-- AES-256-GCM ciphertexts prefixed with the version of the key that sealed them
-- (`lib/secret-box.ts`), so a key can be rotated while old rows stay readable.
CREATE TABLE connections (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  provider text NOT NULL CHECK (provider IN ('google_ads', 'google_analytics')),
  -- 'broken' when the grant stopped working (refresh refused or failed three times): the user
  -- must connect again; syncs stop until then.
  status text NOT NULL CHECK (status IN ('connected', 'broken')),
  broken_reason jsonb,
  scopes text NOT NULL,
  -- The demo account's shops show a connected Google Ads over their generated data: no grant,
  -- never synced from Google, marked as demo wherever it is shown.
  is_demo boolean NOT NULL DEFAULT false,
  refresh_token_sealed text CHECK (is_demo OR refresh_token_sealed IS NOT NULL),
  access_token_sealed text,
  access_token_expires_at timestamptz,
  connected_by text REFERENCES users (id) ON DELETE SET NULL,
  connected_at timestamptz NOT NULL,
  -- SPEC §4 sync phases; 'idle' until the first sync is queued.
  sync_state text NOT NULL DEFAULT 'idle' CHECK (sync_state IN ('idle', 'syncing', 'completed', 'error')),
  sync_started_at timestamptz,
  -- The end of the last sync that completed, and the failure of the last one that did not.
  last_synced_at timestamptz,
  last_sync_error jsonb,
  -- The days the first complete sync covered; later syncs fetch the recent days only.
  initial_sync_done boolean NOT NULL DEFAULT false,
  -- The provider's accounts as last fetched, and the one chosen (Google Ads: SPEC §3 "Saved
  -- account configuration").
  accounts jsonb,
  accounts_fetched_at timestamptz,
  settings jsonb NOT NULL DEFAULT '{}'::jsonb,
  updated_at timestamptz NOT NULL,
  PRIMARY KEY (shop_id, id),
  UNIQUE (shop_id, provider)
);

-- An authorisation started and not yet returned: the PKCE verifier waits here (sealed) under the
-- nonce that the signed `state` carries. One use; ten minutes.
CREATE TABLE oauth_attempts (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  user_id text NOT NULL REFERENCES users (id) ON DELETE CASCADE,
  provider text NOT NULL,
  code_verifier_sealed text NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  PRIMARY KEY (shop_id, id)
);
CREATE INDEX oauth_attempts_age_idx ON oauth_attempts (shop_id, created_at);

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['connections', 'oauth_attempts'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
  END LOOP;
END $$;
