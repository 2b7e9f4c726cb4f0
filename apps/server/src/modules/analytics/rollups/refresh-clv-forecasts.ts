import { CLV_HORIZONS } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import { forecastCustomerColumnsAtHorizons } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { computeAutomaticBacktest } from './clv-backtest.ts';
import { readClvBacktestBounds, readClvBacktestData } from './clv-backtest-data.ts';
import { readClvPurchaseData } from './clv-purchase-summaries.ts';
import { refreshClvOfCustomers } from './refresh-clv-of-customers.ts';
import { refreshCustomerScores } from './refresh-customer-scores.ts';
import { storeClvRun } from './store-clv-run.ts';

/**
 * Fits the shop's CLV models (BG/NBD + Gamma-Gamma, packages/domain) on every customer's purchase
 * days as of `now` and stores the run and each customer's forecast for 90 and 365 days
 * (migration 0013), with the forecast's backtest (clv-backtest.ts). A whole recompute: the fit is shop-wide, so one new order changes every
 * customer's numbers a little. Run by the refresh job after the day rollups whenever the shop's
 * orders changed, and when a shop has no run yet; when few customers changed on the stored run's
 * day (`changedCustomers`), those are forecast with its models instead (refreshClvOfCustomers).
 */
export async function refreshClvForecasts(
  trx: Transaction<Database>,
  shopId: string,
  now: Date,
  changedCustomers: readonly string[] | null = null,
): Promise<void> {
  const shop = await trx
    .selectFrom('shops')
    .select('time_zone')
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
  // The forecasts carry each customer's RFM scores, so those must be current first.
  const scores = await refreshCustomerScores(trx, shopId);
  const rescored = scores ? scores.rescored : [];
  if (await refreshClvOfCustomers((work) => work(trx), shopId, now, { changedCustomers, rescored })) return;
  const data = await readClvPurchaseData(trx, shopId, shop.time_zone, now);
  const forecast = forecastCustomerColumnsAtHorizons(data.customers, CLV_HORIZONS);
  const bounds = await readClvBacktestBounds(trx, shopId, shop.time_zone, now);
  const backtest = await computeAutomaticBacktest(bounds, (window) =>
    readClvBacktestData(trx, shopId, window),
  );
  await storeClvRun(trx, shopId, now, data, forecast, backtest);
}

/**
 * Computes the run of a shop that has none yet (e.g. orders imported before migration 0013); true
 * when it did. Costs one primary-key probe for a shop with a run.
 */
export async function ensureClvForecasts(
  trx: Transaction<Database>,
  shopId: string,
  now: Date,
): Promise<boolean> {
  if (await hasRun(trx, shopId)) return false;
  await refreshClvForecasts(trx, shopId, now);
  return true;
}

async function hasRun(trx: Transaction<Database>, shopId: string): Promise<boolean> {
  const stored = await sql<{ any: boolean }>`
    SELECT EXISTS (SELECT 1 FROM clv_model_runs WHERE shop_id = ${shopId}) AS any`.execute(trx);
  return stored.rows[0]?.any === true;
}
