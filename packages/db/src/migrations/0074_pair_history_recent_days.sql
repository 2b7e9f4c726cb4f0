-- A pair history's recent days apart from the rest (migration 0071). Adding a day to a history
-- rewrote its three arrays whole: stored compressed out of line, a two-year history is rewritten
-- and recompressed for one new day, 280 µs a pair on the embedded database (3,000 pairs: 830 ms,
-- against 19 ms for arrays of a few recent days kept in the row). An update that leaves a column
-- out keeps that column's stored value as it is, so new days go to the recent columns while the
-- older part stays untouched, until the recent part grows past a month of days (or a change
-- reaches back into the older part) and the two are joined again.
--
-- Every recent day is later than every day of the older part, and its running totals count from
-- the pair's first day, as the older part's do: a total up to a day is the recent part's when the
-- day is on or after its first day, the older part's otherwise. NULL: no recent days.
ALTER TABLE product_pair_histories
  ADD COLUMN recent_days date[],
  ADD COLUMN recent_running_orders integer[],
  ADD COLUMN recent_running_value numeric[];
