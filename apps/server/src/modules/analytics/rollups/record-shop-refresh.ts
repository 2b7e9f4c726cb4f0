import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';
import type { AfterRollupsRefresh } from './refresh-shop-rollups.ts';

/**
 * The end of a refresh that changed something: records when the shop's rollups were brought up
 * to date (what a report's freshness shows) and runs what depends on the new figures (the budget
 * alerts, passed in so that analytics imports no budgets).
 */
export async function recordShopRefresh(
  trx: Transaction<Database>,
  shopId: string,
  refresh: { days: number; durationMs: number; now: Date },
  afterRefresh: AfterRollupsRefresh,
): Promise<void> {
  await sql`
    INSERT INTO analytics_refresh_state (shop_id, refreshed_at, duration_ms, days)
    VALUES (${shopId}, now(), ${refresh.durationMs}, ${refresh.days})
    ON CONFLICT (shop_id) DO UPDATE SET
      refreshed_at = EXCLUDED.refreshed_at, duration_ms = EXCLUDED.duration_ms, days = EXCLUDED.days`.execute(
    trx,
  );
  // The budgets are measured by the attributed orders of the day rollups, fresh only now.
  await afterRefresh(trx, { shopId, now: refresh.now });
}
