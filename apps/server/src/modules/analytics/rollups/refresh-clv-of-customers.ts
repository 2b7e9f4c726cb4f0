import { CLV_HORIZONS } from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import {
  type ClvFittedModels,
  type ClvInsufficiencyReason,
  forecastColumnsWithFit,
  getRequiredHistoryDays,
} from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import { readClvModelRun } from '../queries/clv-model-run.ts';
import { observationDays, readClvPurchaseDataOf } from './clv-purchase-summaries.ts';
import { forCustomerKeyRanges } from './customer-key-ranges.ts';
import { holdSizer, inSizedTransactions, type RefreshTransaction } from './in-sized-transactions.ts';
import { type CustomerSlice, inSlice } from './rank-customer-scores.ts';
import { storeClvForecastSummaries } from './store-clv-forecast-summaries.ts';
import { insertClvForecasts, type StoredClvHorizon } from './store-clv-run.ts';

/**
 * The share of a run's customers that may change before the shop is fitted anew. A fit on a
 * quarter of a million customers does not move measurably when a few hundred of them buy again;
 * refitting rewrites every customer's forecast (the slowest part of a refresh after a few new
 * orders to a large shop), while forecasting the changed ones with the fitted models rewrites
 * theirs only.
 */
export const CLV_REFIT_SHARE = 0.01;

const FORECASTS = { initial: 1000, min: 100, max: 20_000 };
const SCORED_FORECASTS = { initial: 5000, min: 500, max: 250_000 };

/**
 * Forecasts the changed customers with the models of the shop's stored run, when that run can
 * take them: it is a forecast (status 'ok'), of the same day of observation (the calendar moved
 * every customer's age otherwise), and at most CLV_REFIT_SHARE of its customers changed. Then
 * only their forecast rows are rewritten (those without counted orders any more go), the RFM
 * scores copied into the forecasts follow the fresh scores, and the summaries and the run's totals
 * are summed anew; the run keeps its fit, its day and its description of the data it was fitted
 * on. Returns false, having changed nothing, when the shop must be fitted anew.
 *
 * `changedCustomers` are the customers whose orders changed (analytics_dirty_customers marks
 * every write of an order's customer, date, cancellation or revenue), or null for too many to list.
 */
export async function refreshClvOfCustomers(
  run: RefreshTransaction,
  shopId: string,
  now: Date,
  customers: { changedCustomers: readonly string[] | null; rescored: readonly string[] | null },
): Promise<boolean> {
  const { changedCustomers, rescored } = customers;
  if (changedCustomers === null) return false;
  const reusable = await run((trx) => readReusableFit(trx, shopId, now, changedCustomers.length));
  if (!reusable) return false;
  const data = await run((trx) => readClvPurchaseDataOf(trx, shopId, reusable.asOfDay, changedCustomers));
  const forecast = forecastColumnsWithFit(data.customers, reusable.fit);
  if (!forecast) return false;

  await inSizedTransactions(changedCustomers, holdSizer(FORECASTS), run, (slice, trx) =>
    sql`DELETE FROM customer_clv_forecasts WHERE shop_id = ${shopId} AND customer_key = ANY(${slice}::text[])`
      .execute(trx)
      .then(() => undefined),
  );
  const indexes = Array.from(data.customerKeys.keys());
  await inSizedTransactions(indexes, holdSizer(FORECASTS), run, (slice, trx) =>
    insertClvForecasts(trx, shopId, data, forecast, { start: slice[0]!, end: slice.at(-1)! + 1 }),
  );
  if (rescored === null)
    await forCustomerKeyRanges(run, shopId, holdSizer(SCORED_FORECASTS), (range, trx) =>
      copyFreshScores(trx, shopId, range),
    );
  else
    await inSizedTransactions(rescored, holdSizer(SCORED_FORECASTS), run, (slice, trx) =>
      copyFreshScores(trx, shopId, slice),
    );
  await run(async (trx) => {
    await storeClvForecastSummaries(trx, shopId);
    await sumRunHorizons(trx, shopId, reusable.horizons);
  });
  return true;
}

/**
 * The claimed changed customers (analytics_dirty_customers) when the stored run could take them,
 * else null: read before the customer rollups take the marks, and no more of them than a run may
 * take (a full import's quarter of a million stay in the database).
 */
export async function readChangedCustomersForClv(
  trx: Transaction<Database>,
  shopId: string,
): Promise<string[] | null> {
  const run = await readClvModelRun(trx, shopId);
  const limit = run?.status === 'ok' ? Math.floor(run.summary.customers * CLV_REFIT_SHARE) : 0;
  if (limit === 0) return null;
  const changed = await sql<{ customer_key: string }>`
    SELECT DISTINCT customer_key FROM analytics_dirty_customers
    WHERE shop_id = ${shopId} AND claimed LIMIT ${limit + 1}`.execute(trx);
  return changed.rows.length > limit ? null : changed.rows.map((row) => row.customer_key);
}

interface ReusableFit {
  asOfDay: string;
  /** The run's horizons as stored, whose totals are summed anew. */
  horizons: StoredClvHorizon[];
  fit: ClvFittedModels;
}

async function readReusableFit(
  trx: Transaction<Database>,
  shopId: string,
  now: Date,
  changed: number,
): Promise<ReusableFit | null> {
  const run = await readClvModelRun(trx, shopId);
  if (run?.status !== 'ok' || run.parameters === null) return null;
  if (changed > run.summary.customers * CLV_REFIT_SHARE) return null;
  const shop = await trx
    .selectFrom('shops')
    .select('time_zone')
    .where('id', '=', shopId)
    .executeTakeFirstOrThrow();
  const { asOfDay } = await observationDays(trx, shopId, shop.time_zone, now);
  if (asOfDay !== run.asOfDay) return null;
  const { bgNbd, gammaGamma } = run.parameters;
  return {
    asOfDay,
    horizons: run.horizons,
    fit: {
      bgNbd: {
        parameters: { r: bgNbd.r, alpha: bgNbd.alpha, a: bgNbd.a, b: bgNbd.b },
        logLikelihood: bgNbd.logLikelihood,
      },
      gammaGamma: {
        parameters: { p: gammaGamma.p, q: gammaGamma.q, gamma: gammaGamma.gamma },
        logLikelihood: gammaGamma.logLikelihood,
      },
      horizons: run.horizons.map((horizon) =>
        horizon.status === 'ok'
          ? { horizonDays: horizon.days, status: 'ok', requiredHistoryDays: horizon.requiredHistoryDays }
          : {
              horizonDays: horizon.days,
              status: 'insufficient',
              reason: horizon.reason as ClvInsufficiencyReason,
              requiredHistoryDays: horizon.requiredHistoryDays,
            },
      ),
      summary: {
        customers: run.summary.customers,
        repeatCustomers: run.summary.repeatCustomers,
        historyDays: run.summary.historyDays,
        requiredHistoryDays: getRequiredHistoryDays(Math.min(...CLV_HORIZONS)),
      },
    },
  };
}

/**
 * The RFM scores each forecast carries follow the customer's fresh ones: a moved threshold changes
 * the scores of customers whose orders did not change. Only rows that differ are written.
 */
async function copyFreshScores(
  trx: Transaction<Database>,
  shopId: string,
  customers: CustomerSlice,
): Promise<void> {
  await sql`
    UPDATE customer_clv_forecasts f SET rfm_recency = s.recency, rfm_frequency = s.frequency
    FROM customer_scores s
    WHERE f.shop_id = ${shopId} AND s.shop_id = ${shopId} AND s.customer_key = f.customer_key
      AND ${inSlice('f.customer_key', customers)} AND ${inSlice('s.customer_key', customers)}
      AND (f.rfm_recency, f.rfm_frequency) IS DISTINCT FROM (s.recency, s.frequency)`.execute(trx);
}

/** The run's totals per horizon, summed from the forecasts as they now are. */
async function sumRunHorizons(
  trx: Transaction<Database>,
  shopId: string,
  stored: StoredClvHorizon[],
): Promise<void> {
  const sums = await sql<{
    orders_90: number;
    value_90: number;
    orders_365: number | null;
    value_365: number | null;
  }>`
    SELECT sum(expected_orders_90)::float8 AS orders_90, sum(expected_value_90)::float8 AS value_90,
           sum(expected_orders_365)::float8 AS orders_365, sum(expected_value_365)::float8 AS value_365
    FROM customer_clv_forecasts WHERE shop_id = ${shopId}`.execute(trx);
  const total = sums.rows[0];
  const byDays: Record<number, { purchases: number | null; value: number | null }> = {
    90: { purchases: total?.orders_90 ?? null, value: total?.value_90 ?? null },
    365: { purchases: total?.orders_365 ?? null, value: total?.value_365 ?? null },
  };
  const horizons = stored.map((horizon) =>
    horizon.status === 'ok'
      ? {
          ...horizon,
          expectedPurchases: byDays[horizon.days]?.purchases ?? horizon.expectedPurchases,
          expectedValue: byDays[horizon.days]?.value ?? horizon.expectedValue,
        }
      : horizon,
  );
  await sql`UPDATE clv_model_runs SET horizons = ${JSON.stringify(horizons)}::jsonb WHERE shop_id = ${shopId}`.execute(
    trx,
  );
}
