-- The CLV forecast's backtest (issue 13, docs/METRICS.md "Backtest"): the run fits the models a
-- second time on the purchases up to one 90-day horizon before the shop's last complete day with an
-- order, and stores that forecast against what the customers then did, per group of customers.
-- Computed with the run (a second read of the purchase days and a second fit), so the CLV page reads
-- it like the rest of the run. Null in runs stored before this migration and for shops without orders.
ALTER TABLE clv_model_runs ADD COLUMN backtest jsonb;

-- Existing runs have no backtest: they go, and their shops' refresh is queued, which fits a new run
-- (a shop without a run gets one). Until it has run the report fits one in memory, as for a new shop.
DELETE FROM clv_model_runs;
INSERT INTO jobs (kind, payload, shop_id, dedupe_key, run_after)
SELECT 'analytics-rollups', jsonb_build_object('shopId', s.id), s.id, 'analytics-rollups:' || s.id, 'epoch'
FROM shops s
WHERE EXISTS (SELECT 1 FROM orders o WHERE o.shop_id = s.id)
ON CONFLICT (dedupe_key) WHERE status = 'queued' AND dedupe_key IS NOT NULL DO NOTHING;
