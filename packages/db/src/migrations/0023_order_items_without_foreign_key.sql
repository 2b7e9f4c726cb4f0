-- Order lines without the foreign key on their order and without the insert trigger that marked
-- their days (docs/IMPORTS.md "Performance"). Measured on a 5,000-order import batch (12,500
-- lines) of a loaded database, the key's check — one look-up of the order per line — took longer
-- than inserting the lines, and the trigger another fifth; without both, the lines go in about
-- three times faster.
--
-- What the key and the trigger guarded is kept by the only code that writes lines:
-- - Lines are inserted in one place, saveOrders (replaceOrderItems), only for orders the same
--   statement sequence has just upserted from the same staging tables, so a line never lacks
--   its order. The order's insert or update (its content hash covers its lines, so changed lines
--   always rewrite the order) marks the order's day, and the old day of a moved order, through
--   the triggers on orders.
-- - Lines are deleted explicitly wherever their orders go: the old lines of a changed order
--   (replaceOrderItems), a shop's order data (deleteShopOrderData), and a deleted shop
--   (deleteShop deletes its lines before the shop; its orders still go by the shop's cascade).
-- The update and delete triggers of order_items stay: they are rare and cover any writer that
-- touches lines alone.
ALTER TABLE order_items DROP CONSTRAINT order_items_shop_id_order_id_fkey;
DROP TRIGGER order_items_mark_days_insert ON order_items;
