-- Rate-limit counters shared by every server process on this database: the per-address limits
-- of better-auth (sign-in, sign-up, password reset, two-factor, …) and the browser limits of
-- order tracking. One row per key and window; each counted request is one upsert of its row
-- (apps/server/src/lib/rate-limits/), so processes hitting the same key at once are serialised
-- by the row lock and cannot both pass the last free slot.
--
-- UNLOGGED: the counters are worth a few minutes; losing them in a crash (the table comes back
-- empty) costs less than writing every hit to the WAL. For the same reason a standby does not
-- have them: after a failover the windows start afresh.
-- No index besides the key and fillfactor 70: a hit then updates its row in place (HOT) instead
-- of touching a second index; expired rows are deleted with a scan of this small table at most
-- once a minute per process.
-- No row-level security: like sessions and verifications the table belongs to no shop, and it is
-- used before any user or shop is known. The keys hold client addresses, never e-mails.
-- Replaces the table of 0001 in better-auth's shape, which nothing ever wrote (its limiter was kept
-- in memory until now), so dropping it loses no data.
DROP TABLE rate_limits;
CREATE UNLOGGED TABLE rate_limits (
  key text PRIMARY KEY,
  -- Requests seen in the current window, the refused ones included (capped for sliding windows).
  hits integer NOT NULL CHECK (hits > 0),
  -- When the window ends and the count starts again at 1; rows past it are dead.
  resets_at timestamptz NOT NULL
) WITH (fillfactor = 70);

GRANT SELECT, INSERT, UPDATE, DELETE ON rate_limits TO ziskomer_app;
