import { type BgNbdFit, fitBgNbd } from './bg-nbd-fit.ts';
import { computeExpectedPurchases, computeProbabilityAlive } from './bg-nbd-predict.ts';
import {
  type ClvDataSummary,
  type ClvInsufficiencyReason,
  checkClvSufficiency,
  getRequiredHistoryDays,
} from './clv-sufficiency.ts';
import {
  computeExpectedAverageSpend,
  fitGammaGamma,
  type GammaGammaFit,
  type RepeatSpend,
} from './gamma-gamma.ts';
import { indexPurchaseHistoryColumns, type PurchaseHistoryGroup } from './purchase-history.ts';

/**
 * The customers of a fit as columns: customer i is index i of each, with the meanings of
 * `CustomerPurchaseSummary`. A shop's quarter of a million customers as one object each costs
 * the server hundreds of megabytes; as columns, 32 bytes a customer.
 */
export interface CustomerPurchaseColumns {
  /** x: distinct purchase days after the first one. */
  repeatPurchaseDays: Float64Array;
  /** tₓ: days from the first to the last purchase day. */
  daysFromFirstToLastPurchase: Float64Array;
  /** T: days from the first purchase day to the end of the observed period. */
  daysSinceFirstPurchase: Float64Array;
  /**
   * mₓ: mean value of the repeat purchase days; 0 for a customer without any (the summaries'
   * null), which the models treat alike: neither enters the spend fit, and both count as 0.
   */
  averageRepeatPurchaseValue: Float64Array;
}

/** A forecast that was not made: why (see CLV_REQUIREMENTS), and the data it looked at. */
export interface ClvInsufficientForecast {
  status: 'insufficient';
  reason: ClvInsufficiencyReason;
  /** Which fit failed, for the reason 'fit_failed'. */
  failedModel?: 'bg_nbd' | 'gamma_gamma';
  summary: ClvDataSummary;
}

/**
 * `forecastCustomerValue`'s result in columns: the BG/NBD numbers per group of identical
 * histories (`groups`, and each customer's `groupOfCustomer`), the spend per customer.
 */
export type ClvColumnsForecast =
  | {
      status: 'ok';
      horizonDays: number;
      summary: ClvDataSummary;
      bgNbd: BgNbdFit;
      gammaGamma: GammaGammaFit;
      groups: PurchaseHistoryGroup[];
      groupOfCustomer: Int32Array;
      /** Per group. */
      probabilityAlive: Float64Array;
      /** Per group, over the horizon. */
      expectedPurchases: Float64Array;
      /** Per customer: expected value of one future purchase day (Gamma-Gamma). */
      expectedAverageValue: Float64Array;
    }
  | ClvInsufficientForecast;

/**
 * `forecastCustomerValue` on columns, with the same numbers to the last bit: customers are taken
 * in the same order, so every sum adds up in the same order. A customer's expected value is
 * `expectedPurchases[groupOfCustomer[i]] × expectedAverageValue[i]`.
 */
export function forecastCustomerColumns(
  customers: CustomerPurchaseColumns,
  horizonDays: number,
): ClvColumnsForecast {
  if (!(horizonDays > 0)) throw new RangeError(`horizonDays must be > 0, got ${horizonDays}`);
  const frequency = customers.repeatPurchaseDays;
  const values = customers.averageRepeatPurchaseValue;
  const count = frequency.length;
  const repeatSpends: RepeatSpend[] = [];
  let historyDays = 0;
  for (let i = 0; i < count; i++) {
    historyDays = Math.max(historyDays, customers.daysSinceFirstPurchase[i]!);
    const value = values[i]!;
    if (!Number.isFinite(value)) throw new RangeError(`average value must be finite, got ${value}`);
    if (frequency[i]! > 0 && value > 0) repeatSpends.push({ frequency: frequency[i]!, averageSpend: value });
  }
  const summary: ClvDataSummary = {
    customers: count,
    repeatCustomers: repeatSpends.length,
    historyDays,
    requiredHistoryDays: getRequiredHistoryDays(horizonDays),
  };
  const reason = checkClvSufficiency(summary);
  if (reason) return { status: 'insufficient', reason, summary };

  const { groups, groupOfHistory } = indexPurchaseHistoryColumns(
    frequency,
    customers.daysFromFirstToLastPurchase,
    customers.daysSinceFirstPurchase,
  );
  const bgNbd = fitBgNbd(groups);
  if (!bgNbd.converged) {
    return { status: 'insufficient', reason: 'fit_failed', failedModel: 'bg_nbd', summary };
  }
  const gammaGamma = fitGammaGamma(repeatSpends);
  if (!gammaGamma.converged) {
    return { status: 'insufficient', reason: 'fit_failed', failedModel: 'gamma_gamma', summary };
  }

  // Identical histories get identical forecasts; the series behind them is the costly part.
  const probabilityAlive = new Float64Array(groups.length);
  const expectedPurchases = forecastPurchasesPerGroup(bgNbd, groups, horizonDays, probabilityAlive);
  if (!expectedPurchases) {
    return { status: 'insufficient', reason: 'fit_failed', failedModel: 'bg_nbd', summary };
  }
  const expectedAverageValue = new Float64Array(count);
  for (let i = 0; i < count; i++) {
    // A negative mean (refunds) counts as 0; the summaries' null arrives here as 0 already.
    expectedAverageValue[i] = computeExpectedAverageSpend(
      gammaGamma.parameters,
      frequency[i]!,
      Math.max(values[i]!, 0),
    );
  }
  // A fit inside the parameter range can still be extreme enough to overflow a forecast. The
  // first customer with a non-finite number decides which model is blamed.
  for (let i = 0; i < count; i++) {
    const group = groupOfHistory[i]!;
    if (!Number.isFinite(expectedPurchases[group]!) || !Number.isFinite(probabilityAlive[group]!)) {
      return { status: 'insufficient', reason: 'fit_failed', failedModel: 'bg_nbd', summary };
    }
    if (!Number.isFinite(expectedAverageValue[i]!)) {
      return { status: 'insufficient', reason: 'fit_failed', failedModel: 'gamma_gamma', summary };
    }
  }
  return {
    status: 'ok',
    horizonDays,
    summary,
    bgNbd,
    gammaGamma,
    groups,
    groupOfCustomer: groupOfHistory,
    probabilityAlive,
    expectedPurchases,
    expectedAverageValue,
  };
}

/**
 * Expected purchases per group (and P(alive) into `probabilityAlive`), or null when the ₂F₁
 * series cannot reach the horizon: that needs α + T some 30,000 times shorter than the horizon,
 * i.e. a fitted α of a small fraction of a day, which no real shop's purchase rates produce — it
 * means the fit is degenerate.
 */
function forecastPurchasesPerGroup(
  bgNbd: BgNbdFit,
  groups: PurchaseHistoryGroup[],
  horizonDays: number,
  probabilityAlive: Float64Array,
): Float64Array | null {
  const expectedPurchases = new Float64Array(groups.length);
  try {
    groups.forEach((group, index) => {
      probabilityAlive[index] = computeProbabilityAlive(bgNbd.parameters, group);
      expectedPurchases[index] = computeExpectedPurchases(bgNbd.parameters, group, horizonDays);
    });
    return expectedPurchases;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
