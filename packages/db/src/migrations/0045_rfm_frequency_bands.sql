-- RFM frequency scores are now fixed order-count bands (1, 2, 3, 4–5, 6+ orders) instead of
-- fifths of the ranked order counts, which left F 2 and F 3 empty (docs/METRICS.md "RFM segments").
-- Every shop with customers is rescored by its next rollup refresh (the insert queues it), and the
-- CLV runs, which copied the old scores into their forecasts, are rerun on the next CLV read.
INSERT INTO customer_scores_stale (shop_id)
SELECT DISTINCT shop_id FROM customers
ON CONFLICT DO NOTHING;
DELETE FROM clv_model_runs;
