import { CLV_HORIZONS, type ClvBacktest } from '@ziskomer/contracts';
import { copyIntoTempTable, copyLine, type Database } from '@ziskomer/db';
import type { ClvColumnsHorizonsForecast } from '@ziskomer/domain';
import { sql, type Transaction } from 'kysely';
import type { ClvPurchaseData } from './clv-purchase-summaries.ts';
import { storeClvForecastSummaries } from './store-clv-forecast-summaries.ts';

type OkForecast = Extract<ClvColumnsHorizonsForecast, { status: 'ok' }>;

/** Forecasts per COPY: one page's text is a megabyte or two, whatever the shop's size. */
const CUSTOMERS_PER_COPY = 10_000;

const BATCH_COLUMNS = [
  'customer_key',
  'repeat_purchase_days',
  'p_alive',
  'expected_average_value',
  'expected_orders_90',
  'expected_value_90',
  'expected_orders_365',
  'expected_value_365',
] as const;

/**
 * Replaces the shop's stored CLV run and per-customer forecasts with a new one. `forecast` must
 * have been made for CLV_HORIZONS, in that order, from `data.customers`. The forecasts go in
 * `customersPerCopy` at a time (tests take small pages).
 */
export async function storeClvRun(
  trx: Transaction<Database>,
  shopId: string,
  computedAt: Date,
  data: ClvPurchaseData,
  forecast: ClvColumnsHorizonsForecast,
  backtest: ClvBacktest | null,
  customersPerCopy = CUSTOMERS_PER_COPY,
): Promise<void> {
  await deleteClvForecasts(trx, shopId);
  await insertClvForecasts(
    trx,
    shopId,
    data,
    forecast,
    { start: 0, end: data.customerKeys.length },
    customersPerCopy,
  );
  await finishClvRun(trx, shopId, computedAt, data, forecast, backtest);
}

/** The first part of storeClvRun: the shop's forecasts go. */
export async function deleteClvForecasts(trx: Transaction<Database>, shopId: string): Promise<void> {
  await sql`DELETE FROM customer_clv_forecasts WHERE shop_id = ${shopId}`.execute(trx);
}

/** The middle part of storeClvRun: the forecasts of customers `start` to `end` (exclusive) go in. */
export async function insertClvForecasts(
  trx: Transaction<Database>,
  shopId: string,
  data: ClvPurchaseData,
  forecast: ClvColumnsHorizonsForecast,
  customers: { start: number; end: number },
  customersPerCopy = CUSTOMERS_PER_COPY,
): Promise<void> {
  if (forecast.status === 'ok')
    await insertForecasts(trx, shopId, data, forecast, customers, customersPerCopy);
}

/** The last part of storeClvRun: the summaries of the stored forecasts and the run itself. */
export async function finishClvRun(
  trx: Transaction<Database>,
  shopId: string,
  computedAt: Date,
  data: ClvPurchaseData,
  forecast: ClvColumnsHorizonsForecast,
  backtest: ClvBacktest | null,
): Promise<void> {
  await storeClvForecastSummaries(trx, shopId);
  const { summary, parameters } = describeClvRun(computedAt, data, forecast);
  await sql`
    INSERT INTO clv_model_runs
      (shop_id, computed_at, as_of_day, status, reason, failed_model, summary, parameters, horizons, backtest)
    VALUES (
      ${shopId}, ${computedAt.toISOString()}::timestamptz, ${data.asOfDay}::date, ${forecast.status},
      ${forecast.status === 'ok' ? null : forecast.reason},
      ${forecast.status === 'ok' ? null : (forecast.failedModel ?? null)},
      ${JSON.stringify(summary)}::jsonb,
      ${parameters === null ? null : JSON.stringify(parameters)}::jsonb,
      ${JSON.stringify(summariseHorizons(forecast))}::jsonb,
      ${backtest === null ? null : JSON.stringify(backtest)}::jsonb)
    ON CONFLICT (shop_id) DO UPDATE SET
      computed_at = EXCLUDED.computed_at, as_of_day = EXCLUDED.as_of_day, status = EXCLUDED.status,
      reason = EXCLUDED.reason, failed_model = EXCLUDED.failed_model, summary = EXCLUDED.summary,
      parameters = EXCLUDED.parameters, horizons = EXCLUDED.horizons, backtest = EXCLUDED.backtest`.execute(
    trx,
  );
}

/** The run as the report reads it (`readClvModelRun`), made from a fit without storing anything. */
export function describeClvRun(
  computedAt: Date,
  data: ClvPurchaseData,
  forecast: ClvColumnsHorizonsForecast,
) {
  return {
    computedAt: computedAt.toISOString(),
    asOfDay: data.asOfDay,
    status: forecast.status,
    reason: forecast.status === 'ok' ? null : forecast.reason,
    failedModel: forecast.status === 'ok' ? null : (forecast.failedModel ?? null),
    summary: {
      customers: forecast.summary.customers,
      repeatCustomers: forecast.summary.repeatCustomers,
      historyDays: forecast.summary.historyDays,
      newCustomers: data.growth.newCustomers,
      newRepeatCustomers: data.growth.newRepeatCustomers,
    },
    parameters:
      forecast.status === 'ok'
        ? {
            bgNbd: { ...forecast.bgNbd.parameters, logLikelihood: forecast.bgNbd.logLikelihood },
            gammaGamma: {
              ...forecast.gammaGamma.parameters,
              logLikelihood: forecast.gammaGamma.logLikelihood,
            },
          }
        : null,
    horizons: summariseHorizons(forecast),
  };
}

/** Per horizon: its verdict and the sums over all customers (what the report's tiles show). */
export interface StoredClvHorizon {
  days: number;
  status: 'ok' | 'insufficient';
  reason: string | null;
  requiredHistoryDays: number;
  expectedPurchases: number | null;
  expectedValue: number | null;
}

function summariseHorizons(forecast: ClvColumnsHorizonsForecast): StoredClvHorizon[] {
  return CLV_HORIZONS.map((days, index): StoredClvHorizon => {
    if (forecast.status === 'insufficient') {
      return {
        days,
        status: 'insufficient',
        reason: forecast.reason,
        requiredHistoryDays: Math.max(days, forecast.summary.requiredHistoryDays),
        expectedPurchases: null,
        expectedValue: null,
      };
    }
    const horizon = forecast.horizons[index]!;
    if (horizon.status === 'insufficient') {
      return {
        days,
        status: 'insufficient',
        reason: horizon.reason,
        requiredHistoryDays: horizon.requiredHistoryDays,
        expectedPurchases: null,
        expectedValue: null,
      };
    }
    // Customer by customer in their order, as the sums have always been added.
    const purchases = forecast.expectedPurchases[index]!;
    const { groupOfCustomer, expectedAverageValue } = forecast;
    let expectedPurchases = 0;
    let expectedValue = 0;
    for (let i = 0; i < groupOfCustomer.length; i++) {
      const customerPurchases = purchases[groupOfCustomer[i]!]!;
      expectedPurchases += customerPurchases;
      expectedValue += customerPurchases * expectedAverageValue[i]!;
    }
    return {
      days,
      status: 'ok',
      reason: null,
      requiredHistoryDays: horizon.requiredHistoryDays,
      expectedPurchases,
      expectedValue,
    };
  });
}

/**
 * The forecasts go in through COPY into a temporary table (one text stream per page instead of a
 * quarter of a million parameters) and on to the shop's table with the customers' segment keys —
 * tier, last order, frequency, RFM scores — joined on the way.
 */
async function insertForecasts(
  trx: Transaction<Database>,
  shopId: string,
  data: ClvPurchaseData,
  forecast: OkForecast,
  customers: { start: number; end: number },
  customersPerCopy: number,
): Promise<void> {
  const short = forecast.expectedPurchases[CLV_HORIZONS.indexOf(90)]!;
  const long = forecast.expectedPurchases[CLV_HORIZONS.indexOf(365)] ?? null;
  const { groupOfCustomer, probabilityAlive, expectedAverageValue } = forecast;
  await sql`
    DROP TABLE IF EXISTS pg_temp.clv_forecast_batch;
    CREATE TEMP TABLE clv_forecast_batch (
      customer_key text NOT NULL, repeat_purchase_days integer NOT NULL, p_alive double precision NOT NULL,
      expected_average_value double precision NOT NULL, expected_orders_90 double precision NOT NULL,
      expected_value_90 double precision NOT NULL, expected_orders_365 double precision,
      expected_value_365 double precision
    ) ON COMMIT DROP`.execute(trx);
  const count = Math.min(customers.end, data.customerKeys.length);
  for (let start = customers.start; start < count; start += customersPerCopy) {
    let rows = '';
    for (let i = start; i < Math.min(start + customersPerCopy, count); i++) {
      const group = groupOfCustomer[i]!;
      const averageValue = expectedAverageValue[i]!;
      const shortTerm = short[group]!;
      const longTerm = long ? long[group]! : null;
      rows += copyLine([
        data.customerKeys[i]!,
        data.customers.repeatPurchaseDays[i]!,
        probabilityAlive[group]!,
        averageValue,
        shortTerm,
        shortTerm * averageValue,
        longTerm,
        longTerm === null ? null : longTerm * averageValue,
      ]);
    }
    await copyIntoTempTable(trx, 'clv_forecast_batch', BATCH_COLUMNS, rows);
  }
  await sql`
    INSERT INTO customer_clv_forecasts
      (shop_id, customer_key, repeat_purchase_days, p_alive, expected_average_value,
       expected_orders_90, expected_value_90, expected_orders_365, expected_value_365,
       tier, last_order_date, order_frequency, rfm_recency, rfm_frequency)
    SELECT ${shopId}, b.customer_key, b.repeat_purchase_days, b.p_alive, b.expected_average_value,
           b.expected_orders_90, b.expected_value_90, b.expected_orders_365, b.expected_value_365,
           c.tier, c.last_order_date, c.order_frequency, s.recency, s.frequency
    FROM pg_temp.clv_forecast_batch b
    LEFT JOIN customers c ON c.shop_id = ${shopId} AND c.customer_key = b.customer_key
    LEFT JOIN customer_scores s ON s.shop_id = ${shopId} AND s.customer_key = b.customer_key`.execute(trx);
}
