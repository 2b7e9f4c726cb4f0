-- Customers entered by hand (/customers/new), possibly before their first order. Such a row has
-- total_orders = 0, zero totals and its creation time as first and last order date; the first
-- order that arrives recomputes it from the orders like any other customer. The postal code is
-- given by hand only (orders keep their own customer_zip), so the import's upsert leaves it alone.
ALTER TABLE customers ADD COLUMN zip text;
COMMENT ON COLUMN customers.zip IS 'Postal code entered by hand; the import does not maintain it';
