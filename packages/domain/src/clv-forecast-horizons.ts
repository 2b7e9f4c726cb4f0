import {
  type BgNbdFit,
  type ClvDataSummary,
  type ClvInsufficiencyReason,
  type CustomerPurchaseSummary,
  checkClvSufficiency,
  computeExpectedPurchases,
  forecastCustomerValue,
  type GammaGammaFit,
  getRequiredHistoryDays,
  indexPurchaseHistories,
} from './clv-models/index.ts';

/** One horizon's verdict: a forecast, or why this horizon has none (e.g. 365 days on 200 days of history). */
export type ClvHorizonStatus =
  | { horizonDays: number; status: 'ok'; requiredHistoryDays: number }
  | {
      horizonDays: number;
      status: 'insufficient';
      reason: ClvInsufficiencyReason;
      requiredHistoryDays: number;
    };

export interface CustomerHorizonForecast<Id> {
  customerId: Id;
  probabilityAlive: number;
  expectedAverageValue: number;
  /** Per horizon in the order asked; null where that horizon has no forecast. */
  horizons: ({ expectedPurchases: number; expectedValue: number } | null)[];
}

export type ClvHorizonsForecast<Id> =
  | {
      status: 'ok';
      summary: ClvDataSummary;
      bgNbd: BgNbdFit;
      gammaGamma: GammaGammaFit;
      horizons: ClvHorizonStatus[];
      customers: CustomerHorizonForecast<Id>[];
    }
  | {
      status: 'insufficient';
      reason: ClvInsufficiencyReason;
      failedModel?: 'bg_nbd' | 'gamma_gamma';
      /** requiredHistoryDays is that of the shortest horizon, the one the fit was tried for. */
      summary: ClvDataSummary;
    };

/**
 * `forecastCustomerValue` for several horizons with one fit: the fit does not depend on the
 * horizon, only the sufficiency check does (a horizon needs at least as much history). The models
 * are fitted for the shortest horizon; each longer one gets the same numbers
 * `forecastCustomerValue(customers, horizon)` would give, or its own reason when the history is
 * too short for it or its forecast is not finite. Fitting once halves the cost at two horizons.
 */
export function forecastCustomerValueAtHorizons<Id>(
  customers: CustomerPurchaseSummary<Id>[],
  horizonsDays: readonly number[],
): ClvHorizonsForecast<Id> {
  if (horizonsDays.length === 0) throw new RangeError('at least one horizon is needed');
  const shortest = Math.min(...horizonsDays);
  const base = forecastCustomerValue(customers, shortest);
  if (base.status === 'insufficient') return base;

  const parameters = base.bgNbd.parameters;
  const { groups, groupOfHistory } = indexPurchaseHistories(
    customers.map((customer) => ({
      frequency: customer.repeatPurchaseDays,
      recency: customer.repeatPurchaseDays === 0 ? 0 : customer.daysFromFirstToLastPurchase,
      age: customer.daysSinceFirstPurchase,
    })),
  );

  const horizons: ClvHorizonStatus[] = [];
  const perHorizon: (number[] | null)[] = [];
  for (const horizonDays of horizonsDays) {
    const requiredHistoryDays = getRequiredHistoryDays(horizonDays);
    if (horizonDays === shortest) {
      horizons.push({ horizonDays, status: 'ok', requiredHistoryDays });
      perHorizon.push(base.customers.map((customer) => customer.expectedPurchases));
      continue;
    }
    const reason = checkClvSufficiency({ ...base.summary, requiredHistoryDays });
    const purchases = reason ? null : expectedPurchasesPerGroup(parameters, groups, horizonDays);
    if (reason || !purchases) {
      horizons.push({
        horizonDays,
        status: 'insufficient',
        reason: reason ?? 'fit_failed',
        requiredHistoryDays,
      });
      perHorizon.push(null);
      continue;
    }
    horizons.push({ horizonDays, status: 'ok', requiredHistoryDays });
    perHorizon.push(customers.map((_, i) => purchases[groupOfHistory[i]!]!));
  }

  return {
    status: 'ok',
    summary: base.summary,
    bgNbd: base.bgNbd,
    gammaGamma: base.gammaGamma,
    horizons,
    customers: base.customers.map((customer, i) => ({
      customerId: customer.customerId,
      probabilityAlive: customer.probabilityAlive,
      expectedAverageValue: customer.expectedAverageValue,
      horizons: perHorizon.map((purchases) => {
        if (!purchases) return null;
        const expectedPurchases = purchases[i]!;
        return { expectedPurchases, expectedValue: expectedPurchases * customer.expectedAverageValue };
      }),
    })),
  };
}

/** Null when a forecast is out of the series' reach or not finite, as forecastCustomerValue treats it. */
function expectedPurchasesPerGroup(
  parameters: BgNbdFit['parameters'],
  groups: ReturnType<typeof indexPurchaseHistories>['groups'],
  horizonDays: number,
): number[] | null {
  try {
    const purchases = groups.map((group) => computeExpectedPurchases(parameters, group, horizonDays));
    return purchases.every(Number.isFinite) ? purchases : null;
  } catch (error) {
    if (error instanceof RangeError) return null;
    throw error;
  }
}
