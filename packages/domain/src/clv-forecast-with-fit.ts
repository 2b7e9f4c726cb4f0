import type { ClvColumnsHorizonsForecast, ClvHorizonStatus } from './clv-forecast-horizons.ts';
import {
  type BgNbdParameters,
  type ClvDataSummary,
  type CustomerPurchaseColumns,
  computeExpectedAverageSpend,
  computeExpectedPurchases,
  computeProbabilityAlive,
  type GammaGammaParameters,
  indexPurchaseHistoryColumns,
} from './clv-models/index.ts';

/** What a fit left to forecast further customers with: its models and horizon verdicts. */
export interface ClvFittedModels {
  bgNbd: { parameters: BgNbdParameters; logLikelihood: number };
  gammaGamma: { parameters: GammaGammaParameters; logLikelihood: number };
  /** Per horizon, in the order of the fit. */
  horizons: ClvHorizonStatus[];
  summary: ClvDataSummary;
}

/**
 * Forecasts some customers with models fitted before on the whole shop, in the result shape of
 * `forecastCustomerColumnsAtHorizons` (the same numbers as that fit gives these customers when
 * their histories are as they were then). A shop's parameters move by a hair when a few of its
 * customers buy again, so a refresh after a few new orders forecasts only those customers and
 * refits the shop when the day of observation moves (docs/METRICS.md "CLV"). Null when a forecast
 * is not finite (the caller refits).
 */
export function forecastColumnsWithFit(
  customers: CustomerPurchaseColumns,
  fit: ClvFittedModels,
): ClvColumnsHorizonsForecast | null {
  const { groups, groupOfHistory } = indexPurchaseHistoryColumns(
    customers.repeatPurchaseDays,
    customers.daysFromFirstToLastPurchase,
    customers.daysSinceFirstPurchase,
  );
  const bgNbd = fit.bgNbd.parameters;
  let probabilityAlive: Float64Array;
  let expectedPurchases: (Float64Array | null)[];
  try {
    probabilityAlive = Float64Array.from(groups, (group) => computeProbabilityAlive(bgNbd, group));
    expectedPurchases = fit.horizons.map((horizon) =>
      horizon.status === 'ok'
        ? Float64Array.from(groups, (group) => computeExpectedPurchases(bgNbd, group, horizon.horizonDays))
        : null,
    );
  } catch (error) {
    // The ₂F₁ series cannot reach the horizon (see forecastCustomerColumns).
    if (error instanceof RangeError) return null;
    throw error;
  }
  const expectedAverageValue = Float64Array.from(customers.repeatPurchaseDays, (frequency, i) =>
    computeExpectedAverageSpend(
      fit.gammaGamma.parameters,
      frequency,
      Math.max(customers.averageRepeatPurchaseValue[i]!, 0),
    ),
  );
  const finite = (values: Float64Array | null) => !values || values.every(Number.isFinite);
  if (![probabilityAlive, expectedAverageValue, ...expectedPurchases].every(finite)) return null;
  return {
    status: 'ok',
    summary: fit.summary,
    bgNbd: { ...fit.bgNbd, converged: true, evaluations: 0 },
    gammaGamma: { ...fit.gammaGamma, converged: true, evaluations: 0 },
    horizons: fit.horizons,
    groupOfCustomer: groupOfHistory,
    probabilityAlive,
    expectedPurchases,
    expectedAverageValue,
  };
}
