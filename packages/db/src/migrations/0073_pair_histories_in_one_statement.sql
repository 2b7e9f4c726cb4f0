-- The pair histories of migration 0071 are rebuilt by one statement per slice of touched pairs,
-- which writes each history once (refreshTouchedPairHistories), instead of being put together in
-- the marks' rows first: the columns that held them go.
ALTER TABLE product_pairs_touched
  DROP COLUMN product_a_no,
  DROP COLUMN product_b_no,
  DROP COLUMN days,
  DROP COLUMN running_orders,
  DROP COLUMN running_value;

