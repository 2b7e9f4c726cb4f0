-- The lines of an order file, staged before any order is built, so that an order is all of its
-- lines wherever they stand in the file (exports sorted by product or time, or joined from two
-- files, put other rows between the lines of one order). The import reads them back in the
-- primary key's order, which brings the lines of each order together; memory holds one batch.
-- `order_key` is the trimmed order id ('' for a row without one, which stands alone); the "C"
-- collation keeps the order a plain byte order that the keyset reads of the job can follow.
CREATE TABLE import_lines (
  shop_id uuid NOT NULL,
  import_id uuid NOT NULL,
  order_key text COLLATE "C" NOT NULL,
  line_no bigint NOT NULL,
  -- Counts the file's runs of consecutive lines with one order key: an order whose lines stand in
  -- several places has several runs, and a run that repeats an earlier one line for line is the
  -- same order exported twice (a duplicate), not more lines of it.
  run_no bigint NOT NULL,
  -- The line's fields as a JSON array, kept as text: JSON escapes every character text cannot
  -- hold (NUL, which a broken export may contain, so the mapper still refuses it), and encoding
  -- and parsing it are native in Node, several times faster than a text[] literal.
  fields text NOT NULL,
  PRIMARY KEY (shop_id, import_id, order_key, line_no),
  FOREIGN KEY (shop_id, import_id) REFERENCES imports (shop_id, id) ON DELETE CASCADE
);
ALTER TABLE import_lines ENABLE ROW LEVEL SECURITY;
ALTER TABLE import_lines FORCE ROW LEVEL SECURITY;
CREATE POLICY import_lines_scope ON import_lines
  USING (shop_id = app_shop_id()) WITH CHECK (shop_id = app_shop_id());

-- How many lines of the file are staged (NULL: not staged yet; a crash while staging starts the
-- staging again). For an order import, `resume_line` counts the staged lines committed as orders,
-- in the staging's order, instead of a line of the file.
ALTER TABLE imports ADD COLUMN staged_lines bigint;
-- The file broke while it was staged (broken quoting, bad bytes): {code, line, column, params}.
-- The orders read before the break are written, then the import fails with this error.
ALTER TABLE imports ADD COLUMN stage_error jsonb;
