-- Two per-row costs of writing orders in bulk (docs/IMPORTS.md "Performance"). Measured on 199,266
-- orders inserted from a staging table in one statement on PostgreSQL 15: 5.6 s with both, 3.8 s
-- without the customer marks of the insert trigger, 4.4 s without the foreign key on the shop, 2.7 s
-- without either.
--
-- 1. Orders without the foreign key on their shop. Its check is a look-up and a row lock of the
--    shop for every order inserted. What it guarded is kept by the code that writes orders, as for
--    order lines since migration 0023:
--    - orders are written in one place, saveOrders, after lockShopOrders, which holds the shop's
--      order-write lock and then checks that the shop still exists;
--    - deleteShop takes the same lock, deletes the shop's lines and orders, then the shop; a writer
--      waiting for the lock finds the shop gone and writes nothing.
ALTER TABLE orders DROP CONSTRAINT orders_shop_id_fkey;

-- 2. An import marks the customers of its new orders once, when it ends, instead of in every batch.
--    The insert trigger marked each batch's distinct customers (a customer with orders in many
--    batches many times over, each mark an index insert and a foreign-key check). An import's
--    batches set `ziskomer.defer_customer_marks` for their transaction; refreshImportCustomers
--    then marks the customers of the orders the import inserted, and runs on every way an import
--    ends (completed, cancelled, failed, resumed after a crash). Updates and deletes still mark
--    at once: they can move an order away from a customer, which the end of an import would not see.
CREATE OR REPLACE FUNCTION analytics_mark_order_customers() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    IF current_setting('ziskomer.defer_customer_marks', true) = 'on' THEN
      RETURN NULL;
    END IF;
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
