import type { Database } from '@ziskomer/db';
import { sql, type Transaction } from 'kysely';
import { raiseShopBudgetAlerts } from '../../budgets/raise-shop-budget-alerts.ts';

/**
 * The end of a refresh that changed something: records when the shop's rollups were brought up
 * to date (what a report's freshness shows) and raises the budget alerts the new figures call for.
 */
export async function recordShopRefresh(
  trx: Transaction<Database>,
  shopId: string,
  refresh: { days: number; durationMs: number; now: Date },
): Promise<void> {
  await sql`
    INSERT INTO analytics_refresh_state (shop_id, refreshed_at, duration_ms, days)
    VALUES (${shopId}, now(), ${refresh.durationMs}, ${refresh.days})
    ON CONFLICT (shop_id) DO UPDATE SET
      refreshed_at = EXCLUDED.refreshed_at, duration_ms = EXCLUDED.duration_ms, days = EXCLUDED.days`.execute(
    trx,
  );
  // The budgets are measured by the attributed orders of the day rollups, fresh only now.
  await raiseShopBudgetAlerts(trx, { shopId, now: refresh.now });
}
