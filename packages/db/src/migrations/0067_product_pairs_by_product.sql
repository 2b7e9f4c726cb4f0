-- The pairs of one product in a period (the cross-sell report's "bought together" list) by either
-- side of the pair. The primary key leads with the month, so a product's pairs were found by
-- reading every pair of the period's months: with a catalogue of 1,500 products that is 2.1
-- million monthly rows for two years. The daily table keeps its key only: a period reads its edge
-- days there, at most two partial months.
CREATE INDEX monthly_product_pairs_product_a_idx
  ON monthly_product_pairs (shop_id, product_a, month) INCLUDE (product_b, orders, order_value);
CREATE INDEX monthly_product_pairs_product_b_idx
  ON monthly_product_pairs (shop_id, product_b, month) INCLUDE (product_a, orders, order_value);
