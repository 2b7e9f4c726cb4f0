import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';
import { refreshDimensionMetrics } from './refresh-dimension-metrics.ts';

/** A rollup recomputed per dirty day. A report that needs one adds its refresh here. */
type DayRollup = (trx: Transaction<Database>, shopId: string, days: string[]) => Promise<void>;

const DAY_ROLLUPS: DayRollup[] = [refreshDimensionMetrics];

/** Days per statement: bounds the size of one refresh on a shop whose whole history changed. */
const DAYS_PER_STEP = 120;

/**
 * Brings every analytics rollup of a shop up to date with its orders: recomputes the days the
 * triggers of migration 0007 marked dirty, then clears them. A no-op (one index probe) when
 * nothing changed. Concurrent callers queue on a per-shop lock instead of computing twice.
 */
export async function refreshAnalyticsRollups(trx: Transaction<Database>, shopId: string): Promise<number> {
  const pending = await sql<{ any: boolean }>`
    SELECT EXISTS (SELECT 1 FROM analytics_dirty_days WHERE shop_id = ${shopId}) AS any`.execute(trx);
  if (!pending.rows[0]?.any) return 0;
  await sql`SELECT pg_advisory_xact_lock(hashtext('analytics-rollups'), hashtext(${shopId}))`.execute(trx);
  const dirty = await sql<{ day: string }>`
    DELETE FROM analytics_dirty_days WHERE shop_id = ${shopId} RETURNING day::text AS day`.execute(trx);
  const days = dirty.rows.map((row) => row.day).sort();
  for (let start = 0; start < days.length; start += DAYS_PER_STEP) {
    const step = days.slice(start, start + DAYS_PER_STEP);
    for (const refresh of DAY_ROLLUPS) await refresh(trx, shopId, step);
  }
  return days.length;
}
