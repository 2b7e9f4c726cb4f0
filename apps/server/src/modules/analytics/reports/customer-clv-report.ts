import {
  CLV_HORIZONS,
  type ClvHorizon,
  type ClvPredictive,
  customerClvReportContract,
} from '@ziskomer/contracts';
import type { Database } from '@ziskomer/db';
import {
  CLV_REQUIREMENTS,
  type ClvInsufficiencyReason,
  estimateClvReadiness,
  forecastCustomerColumnsAtHorizons,
} from '@ziskomer/domain';
import type { Transaction } from 'kysely';
import { AppError } from '../../../core/app-error.ts';
import { defineReport } from '../define-report.ts';
import { queryClvForecastGroups } from '../queries/clv-forecast-groups.ts';
import { queryClvFormula } from '../queries/clv-formula.ts';
import { type ClvModelRun, readClvModelRun } from '../queries/clv-model-run.ts';
import { queryClvTopCustomers } from '../queries/clv-top-customers.ts';
import type { ReportContext } from '../report-context.ts';
import { computeAutomaticBacktest, describeClvBacktest } from '../rollups/clv-backtest.ts';
import {
  type ClvBacktestWindow,
  getRequestedBacktestWindow,
  readClvBacktestBounds,
  readClvBacktestData,
} from '../rollups/clv-backtest-data.ts';
import { readClvPurchaseData } from '../rollups/clv-purchase-summaries.ts';
import { describeClvRun } from '../rollups/store-clv-run.ts';

/**
 * The CLV report, over the whole history (the period is not used): SPEC §9's CLV per customer
 * summed and split as of today, and the predictive CLV of the shop's stored BG/NBD + Gamma-Gamma
 * run (refreshed with the other rollups whenever the shop's orders change), or why there is none.
 */
export const customerClvReport = defineReport({
  ...customerClvReportContract,
  async run(ctx, params) {
    // A day that cannot be backtested is refused before anything is computed.
    const requested = params.asOf === undefined ? null : await checkRequestedWindow(ctx, params.asOf);
    const formula = await queryClvFormula(ctx.db, ctx.shopId, ctx.now);
    const stored = await readClvModelRun(ctx.db, ctx.shopId);
    const run = stored ?? (await fitWithoutRun(ctx));
    const backtest =
      requested !== null
        ? describeClvBacktest(requested, true, await readClvBacktestData(ctx.db, ctx.shopId, requested))
        : stored !== null
          ? stored.backtest
          : await computeAutomaticBacktest(await readBounds(ctx), (window) =>
              readClvBacktestData(ctx.db, ctx.shopId, window),
            );
    return { formula, predictive: await readPredictive(ctx.db, ctx.shopId, ctx.now, run), backtest };
  },
});

/**
 * The window of a backtest as of a day the caller chose, or the error that says why that day
 * cannot be one. The backtest itself is computed within the request: a second read of the
 * purchase days and a second fit, about as costly as a shop's first CLV report.
 */
async function checkRequestedWindow(ctx: ReportContext, asOfDay: string): Promise<ClvBacktestWindow> {
  const bounds = await readBounds(ctx);
  const window = getRequestedBacktestWindow(bounds, asOfDay);
  if (typeof window === 'string') {
    throw new AppError(window, {
      asOf: asOfDay,
      firstOrderDay: bounds.firstDay,
      lastCompleteDay: bounds.lastCompleteDay,
    });
  }
  return window;
}

function readBounds(ctx: ReportContext) {
  return readClvBacktestBounds(ctx.db, ctx.shopId, ctx.timeZone, ctx.now);
}

async function readPredictive(
  db: Transaction<Database>,
  shopId: string,
  now: Date,
  run: ClvModelRun,
): Promise<ClvPredictive> {
  const base = {
    computedAt: run.computedAt,
    asOfDay: run.asOfDay,
    status: run.status,
    reason: run.reason,
    failedModel: run.failedModel,
    data: run.summary,
    requirements: { ...CLV_REQUIREMENTS },
  };
  if (run.status !== 'ok' || !run.parameters) {
    // The fit was tried for the shortest horizon: its history requirement is the one missing.
    const shortest = run.horizons[0]!;
    return {
      ...base,
      readiness: run.reason
        ? estimateClvReadiness(run.reason, run.summary, run.asOfDay, shortest.requiredHistoryDays)
        : null,
      forecast: null,
    };
  }
  const { p, q, gamma } = run.parameters.gammaGamma;
  const readyOn = (reason: ClvInsufficiencyReason | null, requiredHistoryDays: number) => {
    if (reason === null) return null;
    const readiness = estimateClvReadiness(reason, run.summary, run.asOfDay, requiredHistoryDays);
    return readiness.kind === 'estimate' ? readiness.day : null;
  };
  const horizons: ClvHorizon[] = run.horizons.map((horizon) => ({
    days: horizon.days,
    status: horizon.status,
    reason: horizon.reason as ClvInsufficiencyReason | null,
    requiredHistoryDays: horizon.requiredHistoryDays,
    readyOn: readyOn(horizon.reason as ClvInsufficiencyReason | null, horizon.requiredHistoryDays),
    expectedPurchases: horizon.expectedPurchases,
    expectedValue: horizon.expectedValue === null ? null : round2(horizon.expectedValue),
  }));
  return {
    ...base,
    readiness: null,
    forecast: {
      model: { ...run.parameters, averagePurchaseValue: round2((p * gamma) / (q - 1)) },
      horizons,
      ...(await queryClvForecastGroups(db, shopId, now)),
      topCustomers: await queryClvTopCustomers(db, shopId),
    },
  };
}

/**
 * A shop the refresh job has not fitted yet (no orders, or its first refresh still queued): the
 * run is fitted here and not stored — a report writes nothing. Only its verdict and sums are
 * used; the per-customer forecasts come with the job's run (meta.refreshPending says so).
 */
async function fitWithoutRun(ctx: ReportContext): Promise<ClvModelRun> {
  const data = await readClvPurchaseData(ctx.db, ctx.shopId, ctx.timeZone, ctx.now);
  const forecast = forecastCustomerColumnsAtHorizons(data.customers, CLV_HORIZONS);
  const run = describeClvRun(ctx.now, data, forecast);
  return { ...run, reason: run.reason as ClvInsufficiencyReason | null, backtest: null };
}

function round2(value: number): number {
  return Math.round(value * 100) / 100;
}
