-- How many statements have written a shop's orders. Work spread over many transactions reads it at
-- its start and again later, and so knows whether any other writer changed the shop's orders
-- meanwhile: the customer facts at an import's end are summed from one read of the shop's orders,
-- in key order, and written a page at a time (refreshImportCustomers); a page that finds the count
-- moved recomputes its customers from their orders instead.
--
-- A statement-level trigger counts every writer, present or future, without a transition table:
-- row-level security makes any statement that writes a shop's orders run with that shop in
-- app.shop_id. A statement that wrote no row counts too, which only costs a recomputation.
CREATE TABLE shop_order_writes (
  shop_id uuid PRIMARY KEY REFERENCES shops (id) ON DELETE CASCADE,
  writes bigint NOT NULL
);

ALTER TABLE shop_order_writes ENABLE ROW LEVEL SECURITY;
ALTER TABLE shop_order_writes FORCE ROW LEVEL SECURITY;
CREATE POLICY shop_order_writes_scope ON shop_order_writes
  USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id());

-- A shop without a row has had no counted write: its first write stores 1, so the count read as 0
-- before it differs.
CREATE FUNCTION count_shop_order_writes() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF app_shop_id() IS NOT NULL THEN
    INSERT INTO shop_order_writes AS w (shop_id, writes) VALUES (app_shop_id(), 1)
    ON CONFLICT (shop_id) DO UPDATE SET writes = w.writes + 1;
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER orders_count_writes AFTER INSERT OR UPDATE OR DELETE ON orders
  FOR EACH STATEMENT EXECUTE FUNCTION count_shop_order_writes();
