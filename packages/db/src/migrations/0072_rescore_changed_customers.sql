-- Scores (migration 0009) rescored for the customers that changed, not for the whole shop. After
-- 1,000 orders added to a shop of 250,000 customers, scoring every customer again and comparing
-- each row with the stored one took 1.4 s of the refresh, to rewrite a few thousand rows.
--
-- A customer's score row depends on its own customers row and on the shop's thresholds of the two
-- ranked scores (recency and monetary, rankCustomerScores). So a refresh rescores:
-- - the customers whose customers row changed since the last scoring (customer_scores_changed,
--   marked by the customers trigger below, claimed with the refresh's other marks), and
-- - when a threshold moved, the stored rows whose ranked score differs under the new thresholds
--   (a scan of the shop's score rows, no join).
-- customer_score_scales keeps the thresholds of the last scoring, the time zone its days were
-- taken in and how many customers it scored. The shop is scored whole without a row (a first
-- scoring, or a shop scored before this migration), while its thresholds are NULL (a scoring of
-- the whole shop began and has not finished: the trigger marks the customers that change
-- meanwhile, and one that died leaves NULL), in another time zone, and when more than a share of
-- its customers changed. A later migration that changes what a score row holds must delete these
-- rows, so that every shop is scored whole once.
CREATE TABLE customer_score_scales (
  shop_id uuid PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  time_zone text NOT NULL,
  customers integer NOT NULL,
  -- The values at which a score steps up to 2, 3, 4 and 5, each NULL where nobody reaches the step.
  recency date[] CHECK (cardinality(recency) = 4),
  monetary numeric[] CHECK (cardinality(monetary) = 4)
);

-- Marks of customers whose row changed, kept only for shops with scales (a shop scored whole next
-- marks nothing, so a first import writes no marks). Claimed like the other marks (migration 0033).
CREATE TABLE customer_scores_changed (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  customer_key text NOT NULL,
  claimed boolean NOT NULL DEFAULT false
);
CREATE UNIQUE INDEX customer_scores_changed_pending_key
  ON customer_scores_changed (shop_id, customer_key) WHERE NOT claimed;
CREATE INDEX customer_scores_changed_claimed_idx
  ON customer_scores_changed (shop_id, customer_key) WHERE claimed;

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['customer_score_scales', 'customer_scores_changed'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
  END LOOP;
END $$;

-- Migration 0009's trigger function, which also marks the changed customers of scored shops.
CREATE OR REPLACE FUNCTION analytics_mark_customer_changes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO customer_scores_stale (shop_id)
    SELECT DISTINCT shop_id FROM new_rows ON CONFLICT DO NOTHING;
    INSERT INTO analytics_dirty_days (shop_id, day)
    SELECT DISTINCT shop_id, first_order_day FROM new_rows ON CONFLICT DO NOTHING;
    INSERT INTO customer_scores_changed (shop_id, customer_key)
    SELECT n.shop_id, n.customer_key FROM new_rows n
    WHERE EXISTS (SELECT 1 FROM customer_score_scales s WHERE s.shop_id = n.shop_id)
    ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO customer_scores_stale (shop_id)
    SELECT DISTINCT shop_id FROM new_rows ON CONFLICT DO NOTHING;
    INSERT INTO analytics_dirty_days (shop_id, day)
    SELECT DISTINCT d.shop_id, d.day
    FROM old_rows o
    JOIN new_rows n ON n.shop_id = o.shop_id AND n.customer_key = o.customer_key
    CROSS JOIN LATERAL (VALUES (o.shop_id, o.first_order_day), (n.shop_id, n.first_order_day)) AS d (shop_id, day)
    WHERE o.first_order_day <> n.first_order_day
    ON CONFLICT DO NOTHING;
    -- A key can change too: both the old and the new one are rescored.
    INSERT INTO customer_scores_changed (shop_id, customer_key)
    SELECT c.shop_id, c.customer_key
    FROM (SELECT shop_id, customer_key FROM old_rows UNION SELECT shop_id, customer_key FROM new_rows) AS c
    WHERE EXISTS (SELECT 1 FROM customer_score_scales s WHERE s.shop_id = c.shop_id)
    ON CONFLICT DO NOTHING;
  ELSE
    -- Customers also go when their shop is deleted: nothing is left to mark then.
    INSERT INTO customer_scores_stale (shop_id)
    SELECT DISTINCT o.shop_id FROM old_rows o JOIN shops s ON s.id = o.shop_id ON CONFLICT DO NOTHING;
    INSERT INTO analytics_dirty_days (shop_id, day)
    SELECT DISTINCT o.shop_id, o.first_order_day FROM old_rows o JOIN shops s ON s.id = o.shop_id
    ON CONFLICT DO NOTHING;
    INSERT INTO customer_scores_changed (shop_id, customer_key)
    SELECT o.shop_id, o.customer_key FROM old_rows o
    WHERE EXISTS (SELECT 1 FROM customer_score_scales s WHERE s.shop_id = o.shop_id)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;
