-- The Looker Studio report each shop embeds on its Looker page (docs/SECURITY.md "Looker Studio").
-- Only Looker Studio's embed addresses are accepted (the check repeats the API's rule, so no other
-- origin can ever be framed by the app).
CREATE TABLE looker_embeds (
  shop_id uuid PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  embed_url text NOT NULL CHECK (
    length(embed_url) <= 2000
    AND embed_url ~ '^https://(lookerstudio|datastudio)\.google\.com/embed/'
  ),
  updated_by text REFERENCES users (id) ON DELETE SET NULL,
  updated_at timestamptz NOT NULL DEFAULT now()
);

ALTER TABLE looker_embeds ENABLE ROW LEVEL SECURITY;
ALTER TABLE looker_embeds FORCE ROW LEVEL SECURITY;
CREATE POLICY looker_embeds_scope ON looker_embeds
  USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id());
