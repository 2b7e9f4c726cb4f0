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
import { indexPurchaseHistories, type PurchaseHistory } from './purchase-history.ts';

/**
 * One customer as the shop's data gives it, in whole days (the fit groups identical day triples,
 * so fractions of days would only slow it down). A "purchase" is a purchase day: several orders
 * on one day count once and their values add up, as in the published CDNOW analyses.
 */
export interface CustomerPurchaseSummary<Id = string> {
  customerId: Id;
  /** Distinct purchase days after the first one (x). */
  repeatPurchaseDays: number;
  /** Days from the first to the last purchase day (tₓ). */
  daysFromFirstToLastPurchase: number;
  /** Days from the first purchase day to the end of the observed period (T). */
  daysSinceFirstPurchase: number;
  /** Mean value of the repeat purchase days (first day excluded); null without repeat purchases. */
  averageRepeatPurchaseValue: number | null;
}

export interface CustomerValueForecast<Id = string> {
  customerId: Id;
  probabilityAlive: number;
  expectedPurchases: number;
  /** Expected value of one future purchase day (Gamma-Gamma). */
  expectedAverageValue: number;
  /** expectedPurchases × expectedAverageValue: the model assumes spend and frequency independent. */
  expectedValue: number;
}

export type ClvForecast<Id = string> =
  | {
      status: 'ok';
      horizonDays: number;
      summary: ClvDataSummary;
      bgNbd: BgNbdFit;
      gammaGamma: GammaGammaFit;
      customers: CustomerValueForecast<Id>[];
    }
  | {
      status: 'insufficient';
      reason: ClvInsufficiencyReason;
      /** Which fit failed, for the reason 'fit_failed'. */
      failedModel?: 'bg_nbd' | 'gamma_gamma';
      summary: ClvDataSummary;
    };

/**
 * Expected purchases and value of every customer over the next `horizonDays`: BG/NBD for how
 * many purchases, Gamma-Gamma for their value, fitted on these customers. Returns a reason code
 * instead of numbers when the data is too thin (see CLV_REQUIREMENTS) or a fit has no maximum.
 * Repeat purchase values ≤ 0 (refunds, free samples) cannot come from a Gamma distribution:
 * those customers stay out of the spend fit, and their own mean counts as 0 in their forecast.
 */
export function forecastCustomerValue<Id>(
  customers: CustomerPurchaseSummary<Id>[],
  horizonDays: number,
): ClvForecast<Id> {
  if (!(horizonDays > 0)) throw new RangeError(`horizonDays must be > 0, got ${horizonDays}`);
  const histories = customers.map(toHistory);
  const repeatSpends: RepeatSpend[] = [];
  let historyDays = 0;
  for (const customer of customers) {
    historyDays = Math.max(historyDays, customer.daysSinceFirstPurchase);
    const value = customer.averageRepeatPurchaseValue;
    if (value !== null && !Number.isFinite(value)) {
      throw new RangeError(`average value must be finite, got ${value}`);
    }
    if (customer.repeatPurchaseDays > 0 && value !== null && value > 0) {
      repeatSpends.push({ frequency: customer.repeatPurchaseDays, averageSpend: value });
    }
  }
  const summary: ClvDataSummary = {
    customers: customers.length,
    repeatCustomers: repeatSpends.length,
    historyDays,
    requiredHistoryDays: getRequiredHistoryDays(horizonDays),
  };
  const reason = checkClvSufficiency(summary);
  if (reason) return { status: 'insufficient', reason, summary };

  const { groups, groupOfHistory } = indexPurchaseHistories(histories);
  const bgNbd = fitBgNbd(groups);
  if (!bgNbd.converged) {
    return { status: 'insufficient', reason: 'fit_failed', failedModel: 'bg_nbd', summary };
  }
  const gammaGamma = fitGammaGamma(repeatSpends);
  if (!gammaGamma.converged) {
    return { status: 'insufficient', reason: 'fit_failed', failedModel: 'gamma_gamma', summary };
  }

  // Identical histories get identical forecasts; the series behind them is the costly part.
  const purchaseForecasts = forecastPurchases(bgNbd, groups, horizonDays);
  if (!purchaseForecasts) {
    return { status: 'insufficient', reason: 'fit_failed', failedModel: 'bg_nbd', summary };
  }
  const forecasts = customers.map((customer, i) => {
    const purchases = purchaseForecasts[groupOfHistory[i]!]!;
    const expectedAverageValue = computeExpectedAverageSpend(
      gammaGamma.parameters,
      customer.repeatPurchaseDays,
      Math.max(customer.averageRepeatPurchaseValue ?? 0, 0),
    );
    return {
      customerId: customer.customerId,
      probabilityAlive: purchases.probabilityAlive,
      expectedPurchases: purchases.expectedPurchases,
      expectedAverageValue,
      expectedValue: purchases.expectedPurchases * expectedAverageValue,
    };
  });
  // A fit inside the parameter range can still be extreme enough to overflow a forecast.
  for (const forecast of forecasts) {
    if (!Number.isFinite(forecast.expectedPurchases) || !Number.isFinite(forecast.probabilityAlive)) {
      return { status: 'insufficient', reason: 'fit_failed', failedModel: 'bg_nbd', summary };
    }
    if (!Number.isFinite(forecast.expectedAverageValue)) {
      return { status: 'insufficient', reason: 'fit_failed', failedModel: 'gamma_gamma', summary };
    }
  }
  return { status: 'ok', horizonDays, summary, bgNbd, gammaGamma, customers: forecasts };
}

/**
 * Per group, or null when the ₂F₁ series cannot reach the horizon: that needs α + T some 30,000
 * times shorter than the horizon, i.e. a fitted α of a small fraction of a day, which no real
 * shop's purchase rates produce — it means the fit is degenerate.
 */
function forecastPurchases(
  bgNbd: BgNbdFit,
  groups: PurchaseHistory[],
  horizonDays: number,
): { probabilityAlive: number; expectedPurchases: number }[] | null {
  try {
    return groups.map((group) => ({
      probabilityAlive: computeProbabilityAlive(bgNbd.parameters, group),
      expectedPurchases: computeExpectedPurchases(bgNbd.parameters, group, horizonDays),
    }));
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}

function toHistory(customer: CustomerPurchaseSummary<unknown>): PurchaseHistory {
  return {
    frequency: customer.repeatPurchaseDays,
    recency: customer.repeatPurchaseDays === 0 ? 0 : customer.daysFromFirstToLastPurchase,
    age: customer.daysSinceFirstPurchase,
  };
}
