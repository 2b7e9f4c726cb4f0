import { CLV_HORIZONS } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { forecastCustomerColumnsAtHorizons } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { readClvPurchaseData } from './clv-purchase-summaries.ts';
import { refreshCustomerScores } from './refresh-customer-scores.ts';
import { storeClvRun } from './store-clv-run.ts';

/**
 * Fits the shop's CLV models (BG/NBD + Gamma-Gamma, packages/domain) on every customer's purchase
 * days as of `now` and stores the run and each customer's forecast for 90 and 365 days
 * (migration 0013). A whole recompute: the fit is shop-wide, so one new order changes every
 * customer's numbers a little. Run after the day rollups whenever the shop's orders changed, and by
 * the report when a shop has no run yet. Concurrent callers queue on a per-shop lock.
 */
export async function refreshClvForecasts(
  trx: Transaction<Database>,
  shopId: string,
  now: Date,
): Promise<void> {
  await lockClvForecasts(trx, shopId);
  const shop = await trx
    .selectFrom('shops')
    .select('time_zone')
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
  // The forecasts carry each customer's RFM scores, so those must be current first.
  await refreshCustomerScores(trx, shopId);
  const data = await readClvPurchaseData(trx, shopId, shop.time_zone, now);
  const forecast = forecastCustomerColumnsAtHorizons(data.customers, CLV_HORIZONS);
  await storeClvRun(trx, shopId, now, data, forecast);
}

/**
 * Computes the run of a shop that has none yet (e.g. orders imported before migration 0013). A
 * read of a shop with a run costs one primary-key probe and takes no lock.
 */
export async function ensureClvForecasts(
  trx: Transaction<Database>,
  shopId: string,
  now: Date,
): Promise<void> {
  if (await hasRun(trx, shopId)) return;
  await lockClvForecasts(trx, shopId);
  // A concurrent reader may have computed it while this one waited for the lock.
  if (!(await hasRun(trx, shopId))) await refreshClvForecasts(trx, shopId, now);
}

async function hasRun(trx: Transaction<Database>, shopId: string): Promise<boolean> {
  const stored = await sql<{ any: boolean }>`
    SELECT EXISTS (SELECT 1 FROM clv_model_runs WHERE shop_id = ${shopId}) AS any`.execute(trx);
  return stored.rows[0]?.any === true;
}

async function lockClvForecasts(trx: Transaction<Database>, shopId: string): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(hashtext('clv-forecasts'), hashtext(${shopId}))`.execute(trx);
}
