import {
  type BgNbdFit,
  type ClvDataSummary,
  type ClvInsufficientForecast,
  type CustomerPurchaseColumns,
  computeExpectedPurchases,
  forecastCustomerColumns,
  type GammaGammaFit,
} from './clv-models/index.ts';

/**
 * Customers are grouped by their repeat purchase days in the calibration period: 0, 1, … 6 and
 * "7 or more" (the last group), as Fader, Hardie & Lee (2005) compare the model with the holdout.
 */
export const CLV_BACKTEST_LAST_GROUP = 7;

/**
 * The fit needs at least this much calibration history whatever the holdout's length: the
 * minimum history of a forecast (CLV_REQUIREMENTS.minHistoryDays). The holdout may be longer than
 * the calibration period, as CDNOW's 39 + 39 weeks are; the comparison is what shows whether that
 * extrapolation holds.
 */
const CALIBRATION_CHECK_HORIZON_DAYS = 90;

/** A backtest's customers: calibration columns and, per customer, what happened in the holdout. */
export interface ClvBacktestInput {
  /** x, tₓ, T and mₓ as of the end of calibration (the backtest's as-of day). */
  calibration: CustomerPurchaseColumns;
  /** Per customer: purchase days in the holdout period. */
  holdoutPurchaseDays: Float64Array;
  /** Per customer: value of those purchase days. */
  holdoutValue: Float64Array;
  /** Days of the holdout period (after the as-of day up to its end). */
  holdoutDays: number;
}

/** Predicted against actual purchases and value of a group of customers over the holdout. */
export interface ClvBacktestComparison {
  customers: number;
  predictedPurchases: number;
  actualPurchases: number;
  predictedValue: number;
  actualValue: number;
}

export interface ClvBacktestGroup extends ClvBacktestComparison {
  /** Repeat purchase days in calibration; CLV_BACKTEST_LAST_GROUP means that many or more. */
  repeatPurchaseDays: number;
}

export type ClvBacktestResult =
  | {
      status: 'ok';
      summary: ClvDataSummary;
      bgNbd: BgNbdFit;
      gammaGamma: GammaGammaFit;
      /** Every group 0 … CLV_BACKTEST_LAST_GROUP, empty ones included. */
      groups: ClvBacktestGroup[];
      total: ClvBacktestComparison;
    }
  | ClvInsufficientForecast;

/**
 * The calibration/holdout comparison of the BG/NBD literature: BG/NBD + Gamma-Gamma are fitted on
 * the calibration columns exactly as the live forecast is (forecastCustomerColumns), each customer
 * is forecast over the holdout's length (expected purchase days, and those × the expected value of
 * a purchase day), and the forecasts and what the customers actually did are summed per group.
 * Customers whose first purchase came after calibration are not in the input: the model forecasts
 * known customers only.
 */
export function backtestCustomerValue(input: ClvBacktestInput): ClvBacktestResult {
  const { calibration, holdoutPurchaseDays, holdoutValue, holdoutDays } = input;
  if (!(holdoutDays > 0)) throw new RangeError(`holdoutDays must be > 0, got ${holdoutDays}`);
  const count = calibration.repeatPurchaseDays.length;
  if (holdoutPurchaseDays.length !== count || holdoutValue.length !== count) {
    throw new RangeError('every customer needs its holdout purchases and value');
  }
  const fit = forecastCustomerColumns(calibration, CALIBRATION_CHECK_HORIZON_DAYS);
  if (fit.status === 'insufficient') return fit;

  const purchasesPerGroup = new Float64Array(fit.groups.length);
  try {
    fit.groups.forEach((group, index) => {
      purchasesPerGroup[index] = computeExpectedPurchases(fit.bgNbd.parameters, group, holdoutDays);
    });
  } catch (error) {
    if (!(error instanceof RangeError)) throw error;
    return { status: 'insufficient', reason: 'fit_failed', failedModel: 'bg_nbd', summary: fit.summary };
  }

  const groups: ClvBacktestGroup[] = Array.from({ length: CLV_BACKTEST_LAST_GROUP + 1 }, (_, index) => ({
    repeatPurchaseDays: index,
    ...emptyComparison(),
  }));
  const total = emptyComparison();
  for (let i = 0; i < count; i++) {
    const predictedPurchases = purchasesPerGroup[fit.groupOfCustomer[i]!]!;
    const predictedValue = predictedPurchases * fit.expectedAverageValue[i]!;
    if (!Number.isFinite(predictedValue)) {
      return { status: 'insufficient', reason: 'fit_failed', failedModel: 'bg_nbd', summary: fit.summary };
    }
    const group = groups[Math.min(calibration.repeatPurchaseDays[i]!, CLV_BACKTEST_LAST_GROUP)]!;
    for (const target of [group, total]) {
      target.customers++;
      target.predictedPurchases += predictedPurchases;
      target.actualPurchases += holdoutPurchaseDays[i]!;
      target.predictedValue += predictedValue;
      target.actualValue += holdoutValue[i]!;
    }
  }
  return {
    status: 'ok',
    summary: fit.summary,
    bgNbd: fit.bgNbd,
    gammaGamma: fit.gammaGamma,
    groups,
    total,
  };
}

/**
 * How far a prediction was off, as a share of what happened: +0.08 = 8 % more than happened.
 * Null when nothing happened (no share of nothing exists).
 */
export function getForecastError(predicted: number, actual: number): number | null {
  return actual > 0 ? (predicted - actual) / actual : null;
}

function emptyComparison(): ClvBacktestComparison {
  return { customers: 0, predictedPurchases: 0, actualPurchases: 0, predictedValue: 0, actualValue: 0 };
}
