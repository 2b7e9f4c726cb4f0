import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

export interface RollupFreshness {
  refreshedAt: string | null;
  refreshPending: boolean;
  /** The running refresh's steps done ÷ its steps (0–1), or null when none runs or it said nothing yet. */
  refreshProgress: number | null;
}

/**
 * How fresh the shop's rollups are (docs/ARCHITECTURE.md "Rollups"): the end of the last refresh,
 * whether work waits — marks not yet taken or taken by a running refresh, or a refresh job
 * queued or running — and how far a running refresh is (the progress its job reports). Three
 * index probes and two reads of a few rows.
 */
export async function getRollupFreshness(
  db: Transaction<Database>,
  shopId: string,
): Promise<RollupFreshness> {
  const result = await sql<{
    refreshed_at: Date | string | null;
    pending: boolean;
    progress: { done?: unknown; total?: unknown } | null;
  }>`
    SELECT (SELECT refreshed_at FROM analytics_refresh_state WHERE shop_id = ${shopId}) AS refreshed_at,
           EXISTS (SELECT 1 FROM analytics_dirty_days WHERE shop_id = ${shopId})
        OR EXISTS (SELECT 1 FROM analytics_dirty_customers WHERE shop_id = ${shopId})
        OR EXISTS (SELECT 1 FROM customer_scores_stale WHERE shop_id = ${shopId})
        OR EXISTS (
          SELECT 1 FROM jobs
          WHERE kind = 'analytics-rollups' AND status IN ('queued', 'running')
            AND payload ->> 'shopId' = ${shopId}) AS pending,
           (SELECT progress FROM jobs
            WHERE kind = 'analytics-rollups' AND status = 'running' AND payload ->> 'shopId' = ${shopId}
            ORDER BY id DESC LIMIT 1) AS progress`.execute(db);
  const row = result.rows[0];
  const pending = row?.pending === true;
  return {
    refreshedAt: row?.refreshed_at ? new Date(row.refreshed_at).toISOString() : null,
    refreshPending: pending,
    refreshProgress: pending ? shareDone(row?.progress ?? null) : null,
  };
}

/** done ÷ total of a job's stored progress, within 0–1; null when it holds no usable total. */
function shareDone(progress: { done?: unknown; total?: unknown } | null): number | null {
  const done = Number(progress?.done);
  const total = Number(progress?.total);
  if (!Number.isFinite(done) || !Number.isFinite(total) || total <= 0) return null;
  return Math.round(Math.max(0, Math.min(1, done / total)) * 100) / 100;
}
