import type { Database } from '@ziskomer/db';
import { type Kysely, sql } from 'kysely';
import { pruneRateLimits } from './prune-rate-limits.ts';

/** A counter after one more hit: hits in the current window, the refused ones included. */
export interface WindowCount {
  hits: number;
  resetsAt: Date;
}

/**
 * Counts one hit on each key in fixed windows of `windowMs`: the first hit opens a window, which
 * ends `windowMs` later whatever happens inside it. One statement for all keys, run on its own
 * (not in a request's transaction, whose rollback would forget the hit): the upsert locks each
 * row, so hits of several processes on one key are counted one after another and none is lost.
 * Callers pass keys in the same order every time, so two statements never wait on each other.
 */
export async function countWindowHits(
  db: Kysely<Database>,
  keys: readonly string[],
  windowMs: number,
  now: Date,
): Promise<Map<string, WindowCount>> {
  const resetsAt = new Date(now.getTime() + windowMs);
  const rows = sql.join(keys.map((key) => sql`(${key}, 1, ${resetsAt}::timestamptz)`));
  const result = await sql<{ key: string; hits: number; resets_at: Date }>`
    INSERT INTO rate_limits AS r (key, hits, resets_at) VALUES ${rows}
    ON CONFLICT (key) DO UPDATE SET
      hits = CASE WHEN r.resets_at <= ${now}::timestamptz THEN 1 ELSE r.hits + 1 END,
      resets_at = CASE WHEN r.resets_at <= ${now}::timestamptz THEN excluded.resets_at ELSE r.resets_at END
    RETURNING key, hits, resets_at`.execute(db);
  await pruneRateLimits(db, now);
  return new Map(result.rows.map((row) => [row.key, { hits: row.hits, resetsAt: new Date(row.resets_at) }]));
}
