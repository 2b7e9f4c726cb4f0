import { type Database, withScope } from '@ziskomer/db';
import { type Kysely, sql, type Transaction } from 'kysely';
import { refreshAnalyticsRollups } from './refresh-analytics-rollups.ts';
import { ensureClvForecasts } from './refresh-clv-forecasts.ts';
import { refreshCustomerScores } from './refresh-customer-scores.ts';

/**
 * Work that must see a refresh's new figures in its transaction (the budget alerts). Passed in by
 * whoever runs the refresh, so the analytics module knows nothing of what depends on it.
 */
export type AfterRollupsRefresh = (
  trx: Transaction<Database>,
  refreshed: { shopId: string; now: Date },
) => Promise<unknown>;

export interface ShopRefresh {
  /** Days recomputed. */
  days: number;
  /** Whether anything was recomputed at all (days, customers, scores or a first CLV run). */
  changed: boolean;
  durationMs: number;
}

/**
 * Brings a shop's rollups up to date with its orders (the body of the analytics-rollups job,
 * docs/ARCHITECTURE.md "Rollups"). Two transactions:
 *
 * 1. claim: marks the shop's pending marks (dirty days and customers, stale scores) as taken and
 *    commits at once;
 * 2. refresh: recomputes from the claimed marks and deletes them, then records the shop's
 *    freshness and runs `afterRefresh` (the budget alerts the new figures call for) in the same
 *    transaction.
 *
 * Writers marking more work meanwhile never wait on this (migration 0033). Two refreshes of one
 * shop (two job workers) run one after the other on a per-shop advisory lock taken by both
 * transactions; only jobs take that lock, never a request.
 */
export async function refreshShopRollups(
  db: Kysely<Database>,
  shopId: string,
  now: Date,
  afterRefresh: AfterRollupsRefresh,
): Promise<ShopRefresh> {
  const started = performance.now();
  await withScope(db, { userId: null, shopId }, async (trx) => {
    await lockShopRefresh(trx, shopId);
    for (const table of MARK_TABLES) {
      await sql`UPDATE ${sql.table(table)} SET claimed = true WHERE shop_id = ${shopId} AND NOT claimed`.execute(
        trx,
      );
    }
  });
  return withScope(db, { userId: null, shopId }, async (trx) => {
    await lockShopRefresh(trx, shopId);
    const shop = await trx.selectFrom('shops').select('id').where('id', '=', shopId).executeTakeFirst();
    // A deleted shop: its marks went with it (or go now); there is nothing to refresh.
    if (!shop) return { days: 0, changed: false, durationMs: 0 };
    const days = await refreshAnalyticsRollups(trx, shopId, now);
    // Customers changed without an order day changing (facts recomputed): only the scores.
    const scores = await refreshCustomerScores(trx, shopId);
    // A shop with orders from before migration 0013 has no CLV run yet.
    const firstRun = await ensureClvForecasts(trx, shopId, now);
    const changed = days > 0 || scores || firstRun;
    const durationMs = Math.round(performance.now() - started);
    if (changed) {
      await sql`
        INSERT INTO analytics_refresh_state (shop_id, refreshed_at, duration_ms, days)
        VALUES (${shopId}, now(), ${durationMs}, ${days})
        ON CONFLICT (shop_id) DO UPDATE SET
          refreshed_at = EXCLUDED.refreshed_at, duration_ms = EXCLUDED.duration_ms, days = EXCLUDED.days`.execute(
        trx,
      );
      // What is measured by the rollups (the budgets, by attributed orders) is fresh only now.
      await afterRefresh(trx, { shopId, now });
    }
    return { days, changed, durationMs };
  });
}

const MARK_TABLES = ['analytics_dirty_days', 'analytics_dirty_customers', 'customer_scores_stale'] as const;

async function lockShopRefresh(trx: Transaction<Database>, shopId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('analytics-rollups'), hashtext(${shopId}))`.execute(trx);
}
