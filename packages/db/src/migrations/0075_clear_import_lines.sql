-- An import's staged lines are all dropped at once when they are the only lines staged. Deleted in
-- chunks (2.5 million at 1M orders; on embedded PGlite 500,000 took 3.5 s, against 2.8 s to
-- insert them), they all stayed as dead rows: PGlite has no autovacuum, so the table grew by the
-- whole file at every import (270 MB after 200,000 orders). TRUNCATE frees it at once.
--
-- It runs as the table's owner (the application role may neither truncate nor see other shops'
-- lines), only for the caller's own shop, and only when, with the table locked against every
-- writer, no other import has a line staged; otherwise it answers false and the caller deletes
-- its lines in chunks. `row_security = off` makes a read that row-level security would filter
-- fail instead, so the check can never see fewer lines than there are.
--
-- The lock is waited for up to 3 s: longer than the second after which an autovacuum working on
-- the table gives way to it, short enough for another import's staging chunk to keep it.
CREATE FUNCTION clear_import_lines(shop uuid, import uuid) RETURNS boolean
  LANGUAGE plpgsql SECURITY DEFINER SET search_path = pg_catalog, public SET row_security = off
  SET lock_timeout = '3s'
  AS $$
  BEGIN
    IF shop IS DISTINCT FROM public.app_shop_id() THEN
      RETURN false;
    END IF;
    LOCK TABLE public.import_lines IN ACCESS EXCLUSIVE MODE;
    -- Two range probes of the primary key around this import's own lines.
    IF EXISTS (SELECT 1 FROM public.import_lines l WHERE (l.shop_id, l.import_id) < (shop, import))
       OR EXISTS (SELECT 1 FROM public.import_lines l WHERE (l.shop_id, l.import_id) > (shop, import)) THEN
      RETURN false;
    END IF;
    TRUNCATE public.import_lines;
    RETURN true;
  EXCEPTION WHEN lock_not_available THEN
    -- Another transaction kept the table (a concurrent staging): delete instead.
    RETURN false;
  END
  $$;
REVOKE ALL ON FUNCTION clear_import_lines(uuid, uuid) FROM PUBLIC;
GRANT EXECUTE ON FUNCTION clear_import_lines(uuid, uuid) TO ziskomer_app;
