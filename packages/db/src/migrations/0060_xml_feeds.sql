-- XML feed management (SPEC §2 "/xml-feed-management"): a shop's product feed at a URL (Google
-- Merchant, Heureka or Zboží.cz), fetched through the guarded outbound client on a schedule, its
-- items with their problems, the shop's transforms, and the transformed feed published at a
-- secret URL (`GET /feeds/{token}.xml`).
CREATE TABLE xml_feeds (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  id uuid NOT NULL DEFAULT gen_random_uuid(),
  name text NOT NULL CHECK (length(name) BETWEEN 1 AND 120),
  url text NOT NULL CHECK (length(url) BETWEEN 1 AND 2048),
  frequency text NOT NULL CHECK (frequency IN ('hourly', 'daily', 'weekly')),
  -- Detected from the file on every fetch; null until the first fetch succeeded.
  source_format text CHECK (source_format IN ('google', 'heureka', 'zbozi')),
  -- 'fetching' while a job reads the file; 'failed' keeps the previous items (nothing valid is lost).
  status text NOT NULL DEFAULT 'pending' CHECK (status IN ('pending', 'fetching', 'ready', 'failed')),
  last_fetched_at timestamptz,
  -- The last failure ({code, cs, en}), cleared by the next successful fetch.
  last_error jsonb,
  item_count integer NOT NULL DEFAULT 0,
  error_count integer NOT NULL DEFAULT 0,
  -- The transforms being edited (output format, rules) and the ones last published.
  transforms jsonb NOT NULL DEFAULT '{"outputFormat":"google","rules":[]}',
  published_transforms jsonb,
  published_at timestamptz,
  -- The items in use: a fetch or publish writes the next generation beside it and switches to it in
  -- one step, so readers (the public feed, the items table) never see a half-written feed and a
  -- failed fetch leaves the previous items as they were. Also the public feed's ETag.
  generation integer NOT NULL DEFAULT 0,
  -- The secret of the public URL: its SHA-256 for the lookup, and the token itself sealed
  -- (lib/secret-box.ts) so the shop's people can copy the URL again.
  token_hash text NOT NULL UNIQUE,
  token_sealed text NOT NULL,
  created_by text REFERENCES users (id) ON DELETE SET NULL,
  created_at timestamptz NOT NULL DEFAULT now(),
  updated_at timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (shop_id, id)
);

-- The items of the last successful fetch, in the file's order: the source fields (canonical names,
-- packages/domain/src/xml-feeds), the problems found in them, and the published output (null
-- until published). The previous generation is kept until the next switch, for readers under way.
CREATE TABLE xml_feed_items (
  shop_id uuid NOT NULL,
  feed_id uuid NOT NULL,
  generation integer NOT NULL,
  position integer NOT NULL,
  item_id text,
  title text,
  fields jsonb NOT NULL,
  problems jsonb NOT NULL DEFAULT '[]',
  output jsonb,
  PRIMARY KEY (shop_id, feed_id, generation, position),
  FOREIGN KEY (shop_id, feed_id) REFERENCES xml_feeds (shop_id, id) ON DELETE CASCADE
);
CREATE INDEX xml_feed_items_problems_idx ON xml_feed_items (shop_id, feed_id, generation, position)
  WHERE problems <> '[]'::jsonb;

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['xml_feeds', 'xml_feed_items'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
  END LOOP;
END $$;

-- The public feed URL names no shop: this function runs as its owner to find the one published
-- feed whose token hashes to `hash`, and answers only its shop and id (the request then reads it
-- in that shop's scope). Without the token there is nothing to ask it. As api_key_shop (0005).
CREATE FUNCTION xml_feed_by_token(hash text) RETURNS TABLE (shop_id uuid, feed_id uuid)
  LANGUAGE sql STABLE SECURITY DEFINER SET search_path = pg_catalog, public
  AS $$
    SELECT f.shop_id, f.id FROM public.xml_feeds f
    WHERE f.token_hash = xml_feed_by_token.hash AND f.published_at IS NOT NULL
  $$;
REVOKE ALL ON FUNCTION xml_feed_by_token(text) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION xml_feed_by_token(text) TO ziskomer_app;

DO $$
BEGIN
  EXECUTE format('CREATE POLICY xml_feeds_token_lookup ON xml_feeds FOR SELECT TO %I USING (true)', current_user);
END $$;
