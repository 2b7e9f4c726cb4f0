import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';

export interface RollupFreshness {
  refreshedAt: string | null;
  refreshPending: boolean;
}

/**
 * How fresh the shop's rollups are (docs/ARCHITECTURE.md "Rollups"): the end of the last refresh,
 * and whether work waits — marks not yet taken or taken by a running refresh, or a refresh job
 * queued or running. Three index probes and a primary-key read.
 */
export async function getRollupFreshness(
  db: Transaction<Database>,
  shopId: string,
): Promise<RollupFreshness> {
  const result = await sql<{ refreshed_at: Date | string | null; pending: boolean }>`
    SELECT (SELECT refreshed_at FROM analytics_refresh_state WHERE shop_id = ${shopId}) AS refreshed_at,
           EXISTS (SELECT 1 FROM analytics_dirty_days WHERE shop_id = ${shopId})
        OR EXISTS (SELECT 1 FROM analytics_dirty_customers WHERE shop_id = ${shopId})
        OR EXISTS (SELECT 1 FROM customer_scores_stale WHERE shop_id = ${shopId})
        OR EXISTS (
          SELECT 1 FROM jobs
          WHERE kind = 'analytics-rollups' AND status IN ('queued', 'running')
            AND payload ->> 'shopId' = ${shopId}) AS pending`.execute(db);
  const row = result.rows[0];
  return {
    refreshedAt: row?.refreshed_at ? new Date(row.refreshed_at).toISOString() : null,
    refreshPending: row?.pending === true,
  };
}
