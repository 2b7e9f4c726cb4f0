-- Ad spend comes in through the same import sessions as orders (issue "Marketing" item 1): the
-- kind says what a file holds and which job writes it. Existing sessions were all order imports.
ALTER TABLE imports DROP CONSTRAINT IF EXISTS imports_kind_check;
ALTER TABLE imports ADD CONSTRAINT imports_kind_check CHECK (kind IN ('orders', 'ad_spend'));
