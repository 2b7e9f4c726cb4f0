import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';
import { pruneRateLimits } from './prune-rate-limits.ts';

export interface SlidingDecision {
  allowed: boolean;
  /** When refused: whole seconds until a request is counted again. */
  retryAfterSeconds: number | null;
}

/**
 * Counts one request on `key` the way better-auth's own storages do, so its limits mean what
 * they meant in memory: at most `max` requests, and the window of `windowMs` runs from the last
 * request that was let through. A refused request does not move the window; the window resets
 * once it has passed.
 *
 * One upsert decides and counts at once. Its row lock makes a second process wait until the
 * first one's count is written, so two processes cannot both take the last free slot. Refused
 * requests raise `hits` to max + 1 and no further, which is how the answer tells them apart.
 */
export async function countSlidingHit(
  db: Kysely<Database>,
  key: string,
  rule: { windowMs: number; max: number },
  now: Date,
): Promise<SlidingDecision> {
  const resetsAt = new Date(now.getTime() + rule.windowMs);
  const result = await sql<{ hits: number; resets_at: Date }>`
    INSERT INTO rate_limits AS r (key, hits, resets_at) VALUES (${key}, 1, ${resetsAt}::timestamptz)
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE
        WHEN r.resets_at <= ${now}::timestamptz THEN 1
        WHEN r.hits < ${rule.max}::integer THEN r.hits + 1
        ELSE ${rule.max}::integer + 1
      END,
      resets_at = CASE
        WHEN r.resets_at <= ${now}::timestamptz OR r.hits < ${rule.max}::integer THEN excluded.resets_at
        ELSE r.resets_at
      END
    RETURNING hits, resets_at`.execute(db);
  await pruneRateLimits(db, now);
  const row = result.rows[0]!;
  if (row.hits <= rule.max) return { allowed: true, retryAfterSeconds: null };
  const waitMs = new Date(row.resets_at).getTime() - now.getTime();
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}
