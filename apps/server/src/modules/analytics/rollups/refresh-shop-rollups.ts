import { type Database, withScope } from '@ziskomer/db';
import type { Kysely, Transaction } from 'kysely';
import { analyzeStaleOrderTables } from '../../ingest/index.ts';
import { claimRollupMarks, lockShopRefresh } from './claim-rollup-marks.ts';
import { recordShopRefresh } from './record-shop-refresh.ts';
import { refreshAnalyticsRollups } from './refresh-analytics-rollups.ts';
import { ensureClvForecasts } from './refresh-clv-forecasts.ts';
import { refreshCustomerScores } from './refresh-customer-scores.ts';
import { refreshShopRollupsInSteps } from './refresh-shop-rollups-in-steps.ts';
import { withShopRefreshLock } from './shop-refresh-lock.ts';

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

export interface ShopRefreshOptions {
  /** What must see the new figures, run in the refresh's last transaction (the budget alerts). */
  afterRefresh: AfterRollupsRefresh;
  /**
   * 'one': the recomputation is one transaction (PostgreSQL, where a request never waits for a
   * job's connection). 'time-sized': transactions of about BACKGROUND_HOLD_MS each (embedded
   * PGlite, whose one connection a waiting request gets between two of them).
   */
  transactions?: 'one' | 'time-sized';
  /** Aborted when the job must stop: a time-sized refresh stops before its next transaction. */
  signal?: AbortSignal;
  /** Called after each committed transaction of a time-sized refresh (crash tests stop there). */
  afterStep?: () => void | Promise<void>;
  /**
   * Told how many of a time-sized refresh's phases are done (the job stores it, and a shop's
   * first refresh shows it as the progress of its first figures).
   */
  onProgress?: (done: number, total: number) => void;
}

/**
 * Brings a shop's rollups up to date with its orders (the body of the analytics-rollups job,
 * docs/ARCHITECTURE.md "Rollups"). In one transaction after the claim (the default):
 *
 * 1. claim: marks the shop's pending marks (dirty days and customers, stale scores) as taken and
 *    commits at once;
 * 2. refresh: recomputes from the claimed marks and deletes them, then records the shop's
 *    freshness and runs `afterRefresh` (the budget alerts the new figures call for) in the same
 *    transaction.
 *
 * Writers marking more work meanwhile never wait on this (migration 0033). Two refreshes of one
 * shop (two job workers) run one after the other on a per-shop advisory lock taken by both
 * transactions; only jobs take that lock, never a request. With `transactions: 'time-sized'` the
 * same work commits in pieces (refreshShopRollupsInSteps).
 */
export async function refreshShopRollups(
  db: Kysely<Database>,
  shopId: string,
  now: Date,
  options: ShopRefreshOptions,
): Promise<ShopRefresh> {
  // Every writer of orders (imports, platform webhooks, the order API, demo data) leads here, and
  // only the import analysed the order tables: on statistics that did not know this shop's orders
  // yet (a new shop's id is in no sample), a 70,000-order shop's refresh was planned as nested
  // loops over CTE scans and ran 415 s instead of 12 s. A no-op when the statistics are current.
  // A time-sized refresh runs on the embedded database, which takes the smaller sample.
  await analyzeStaleOrderTables(db, options.transactions === 'time-sized' ? 'pglite' : 'postgres');
  if (options.transactions === 'time-sized') {
    return withShopRefreshLock(shopId, () => refreshShopRollupsInSteps(db, shopId, now, options));
  }
  const started = performance.now();
  await withScope(db, { userId: null, shopId }, async (trx) => {
    await lockShopRefresh(trx, shopId);
    await claimRollupMarks(trx, shopId);
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
    const changed = days > 0 || scores !== null || firstRun;
    const durationMs = Math.round(performance.now() - started);
    if (changed) await recordShopRefresh(trx, shopId, { days, durationMs, now }, options.afterRefresh);
    return { days, changed, durationMs };
  });
}
