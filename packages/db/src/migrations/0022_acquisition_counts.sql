-- Rollups of the customers acquired on a day (first counted order), for the acquisition and
-- repeat-order reports (docs/METRICS.md "Performance"). Those reports used to read one row per
-- customer (customer_milestones joined to the customer facts): 250,000 rows and as many index
-- lookups for the whole history of a million-order shop. These counts hold the same figures per
-- day and per month (grain and start_day as in migration 0012), so the whole history reads about
-- a thousand monthly rows.
--
-- They are maintained with the counts of migration 0012 by refreshCustomerSequences
-- (apps/server/src/modules/analytics/rollups): a changed customer's old journey row is taken back
-- and its new one added, so customer_journeys now also keeps the campaign of the first order and
-- the revenue of all counted orders.
ALTER TABLE customer_journeys
  ADD COLUMN campaign_1 text NOT NULL DEFAULT '',
  ADD COLUMN revenue numeric(14, 2) NOT NULL DEFAULT 0;

-- Customers by the day of their first counted order, the source (lower-cased, '' when none) and
-- campaign ('' when none) of that order: how many, the revenue of all their counted orders to date,
-- how many have a second counted order, and how many had it within 30, 90 and 180 days of the first.
CREATE TABLE acquisition_counts (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  grain text NOT NULL CHECK (grain IN ('day', 'month')),
  start_day date NOT NULL,
  source text NOT NULL,
  campaign text NOT NULL,
  customers integer NOT NULL,
  revenue numeric(16, 2) NOT NULL,
  repeat_customers integer NOT NULL,
  repeat_30 integer NOT NULL,
  repeat_90 integer NOT NULL,
  repeat_180 integer NOT NULL,
  PRIMARY KEY (shop_id, grain, start_day, source, campaign)
);
CREATE INDEX acquisition_counts_zero_idx ON acquisition_counts (shop_id) WHERE customers = 0;

-- Customers by the day of their first counted order and their number of counted orders to date
-- (11 = eleven or more), with the revenue of those orders.
CREATE TABLE acquisition_order_counts (
  shop_id uuid NOT NULL REFERENCES shops (id) ON DELETE CASCADE,
  grain text NOT NULL CHECK (grain IN ('day', 'month')),
  start_day date NOT NULL,
  orders integer NOT NULL,
  customers integer NOT NULL,
  revenue numeric(16, 2) NOT NULL,
  PRIMARY KEY (shop_id, grain, start_day, orders)
);
CREATE INDEX acquisition_order_counts_zero_idx ON acquisition_order_counts (shop_id) WHERE customers = 0;

DO $$
DECLARE
  name text;
BEGIN
  FOREACH name IN ARRAY ARRAY['acquisition_counts', 'acquisition_order_counts'] LOOP
    EXECUTE format('ALTER TABLE %I ENABLE ROW LEVEL SECURITY', name);
    EXECUTE format('ALTER TABLE %I FORCE ROW LEVEL SECURITY', name);
    EXECUTE format(
      'CREATE POLICY %I ON %I USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id())',
      name || '_scope', name);
  END LOOP;
END $$;

-- The journeys now also read an order's campaign and revenue: an update of either marks its
-- customer too.
CREATE OR REPLACE FUNCTION analytics_mark_order_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO analytics_dirty_customers (shop_id, customer_key)
    SELECT DISTINCT shop_id, customer_key FROM new_rows WHERE customer_key IS NOT NULL
    ON CONFLICT DO NOTHING;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO analytics_dirty_customers (shop_id, customer_key)
    SELECT DISTINCT o.shop_id, o.customer_key FROM old_rows o
    WHERE o.customer_key IS NOT NULL AND EXISTS (SELECT 1 FROM shops s WHERE s.id = o.shop_id)
    ON CONFLICT DO NOTHING;
  ELSE
    INSERT INTO analytics_dirty_customers (shop_id, customer_key)
    SELECT DISTINCT c.shop_id, c.customer_key
    FROM old_rows o
    JOIN new_rows n ON n.shop_id = o.shop_id AND n.order_id = o.order_id
    CROSS JOIN LATERAL (VALUES (o.shop_id, o.customer_key), (n.shop_id, n.customer_key)) AS c (shop_id, customer_key)
    WHERE c.customer_key IS NOT NULL
      AND (o.customer_key IS DISTINCT FROM n.customer_key OR o.order_date <> n.order_date
        OR o.order_day <> n.order_day OR o.is_cancelled <> n.is_cancelled
        OR o.acquisition_source IS DISTINCT FROM n.acquisition_source
        OR o.acquisition_campaign IS DISTINCT FROM n.acquisition_campaign OR o.revenue <> n.revenue)
    ON CONFLICT DO NOTHING;
  END IF;
  RETURN NULL;
END $$;

-- Shops that already have journeys: the new columns are filled from their counted orders and the
-- new counts summed from the journey rows as stored. A refresh takes a changed customer's row back
-- and adds the new one, so the counts only have to match the stored rows — also for customers
-- still waiting in analytics_dirty_customers.
UPDATE customer_journeys j
SET campaign_1 = f.campaign_1, revenue = f.revenue
FROM (
  SELECT shop_id, customer_key, sum(revenue) AS revenue,
         (array_agg(coalesce(acquisition_campaign, '') ORDER BY order_date, order_id))[1] AS campaign_1
  FROM orders
  WHERE NOT is_cancelled AND customer_key IS NOT NULL
  GROUP BY shop_id, customer_key
) AS f
WHERE f.shop_id = j.shop_id AND f.customer_key = j.customer_key;

INSERT INTO acquisition_counts
  (shop_id, grain, start_day, source, campaign, customers, revenue, repeat_customers, repeat_30, repeat_90,
   repeat_180)
SELECT j.shop_id, p.grain, p.start_day, j.source_1, j.campaign_1, count(*), sum(j.revenue), count(j.day_2),
       count(*) FILTER (WHERE j.day_2 - j.first_day <= 30), count(*) FILTER (WHERE j.day_2 - j.first_day <= 90),
       count(*) FILTER (WHERE j.day_2 - j.first_day <= 180)
FROM customer_journeys j
CROSS JOIN LATERAL (VALUES ('day', j.first_day), ('month', date_trunc('month', j.first_day::timestamp)::date))
  AS p (grain, start_day)
GROUP BY j.shop_id, p.grain, p.start_day, j.source_1, j.campaign_1;

INSERT INTO acquisition_order_counts (shop_id, grain, start_day, orders, customers, revenue)
SELECT j.shop_id, p.grain, p.start_day, least(j.orders, 11), count(*), sum(j.revenue)
FROM customer_journeys j
CROSS JOIN LATERAL (VALUES ('day', j.first_day), ('month', date_trunc('month', j.first_day::timestamp)::date))
  AS p (grain, start_day)
GROUP BY j.shop_id, p.grain, p.start_day, least(j.orders, 11);
