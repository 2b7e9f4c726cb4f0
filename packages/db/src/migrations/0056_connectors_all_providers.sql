-- Every connector of the catalogue may now be a connection (docs/ARCHITECTURE.md "Connectors"):
-- Meta signs in with OAuth and keeps a long-lived access token without a refresh token; Sklik,
-- Heureka, Zboží.cz and the e-shop platform sign in with an API key or token pair, which is
-- sealed in `credentials_sealed` (AES-256-GCM with a key version, `lib/secret-box.ts`, as the
-- OAuth tokens). A connection that is not the demo's holds at least one sealed secret.
ALTER TABLE connections DROP CONSTRAINT connections_provider_check;
ALTER TABLE connections ADD CONSTRAINT connections_provider_check CHECK (provider IN (
  'google_ads', 'google_analytics', 'google_search_console', 'google_merchant', 'google_business_profile',
  'meta', 'sklik', 'heureka', 'zbozi', 'eshop_platform'));
ALTER TABLE connections ADD COLUMN credentials_sealed text;
ALTER TABLE connections DROP CONSTRAINT connections_check;
ALTER TABLE connections ADD CONSTRAINT connections_secret_check
  CHECK (is_demo OR coalesce(refresh_token_sealed, access_token_sealed, credentials_sealed) IS NOT NULL);
