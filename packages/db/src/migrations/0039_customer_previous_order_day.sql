-- Scores are refreshed by writing only the rows that change (rank-customer-scores.ts), so that
-- adding a thousand orders to a shop of a million rewrites a few thousand score rows, not all:
--
-- - The day of the customer's order before the last is kept with the customer's other facts and
--   recomputed with them whenever the customer's orders change; the scores' refresh read every
--   repeat customer's orders for it.
-- - customer_scores.revenue_rank goes: a new customer with a high revenue moved the rank of every
--   customer below, so every refresh rewrote nearly every row. The revenue fifths and hundredths
--   number the customers when they are summarised (refresh-customer-scores.ts).
ALTER TABLE customers ADD COLUMN previous_order_day date;

-- The second order from the last, by time: the day of the latest order before the last one, or
-- the last order's own day when two orders share its time (as the scores defined it).
UPDATE customers c SET previous_order_day = p.day
FROM (
  SELECT shop_id, customer_key, (array_agg(order_day ORDER BY order_date DESC))[2] AS day
  FROM orders
  WHERE NOT is_cancelled AND customer_key IS NOT NULL
  GROUP BY shop_id, customer_key
  HAVING count(*) >= 2
) AS p
WHERE p.shop_id = c.shop_id AND p.customer_key = c.customer_key;

ALTER TABLE customer_scores DROP COLUMN revenue_rank;

-- Every shop's scores are rewritten by its next refresh.
INSERT INTO customer_scores_stale (shop_id)
SELECT DISTINCT shop_id FROM customers
ON CONFLICT DO NOTHING;
