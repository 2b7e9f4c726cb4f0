import type { BgNbdFit } from './bg-nbd-fit.ts';
import type { ClvDataSummary } from './clv-sufficiency.ts';
import {
  type ClvInsufficientForecast,
  type CustomerPurchaseColumns,
  forecastCustomerColumns,
} from './forecast-customer-columns.ts';
import type { GammaGammaFit } from './gamma-gamma.ts';

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
  | ClvInsufficientForecast;

/**
 * Expected purchases and value of every customer over the next `horizonDays`: BG/NBD for how
 * many purchases, Gamma-Gamma for their value, fitted on these customers. Returns a reason code
 * instead of numbers when the data is too thin (see CLV_REQUIREMENTS) or a fit has no maximum.
 * Repeat purchase values ≤ 0 (refunds, free samples) cannot come from a Gamma distribution:
 * those customers stay out of the spend fit, and their own mean counts as 0 in their forecast.
 * The work is `forecastCustomerColumns`'; this is its form with an object per customer.
 */
export function forecastCustomerValue<Id>(
  customers: CustomerPurchaseSummary<Id>[],
  horizonDays: number,
): ClvForecast<Id> {
  if (!(horizonDays > 0)) throw new RangeError(`horizonDays must be > 0, got ${horizonDays}`);
  const forecast = forecastCustomerColumns(toPurchaseColumns(customers), horizonDays);
  if (forecast.status === 'insufficient') return forecast;
  const { groupOfCustomer, probabilityAlive, expectedPurchases, expectedAverageValue } = forecast;
  return {
    status: 'ok',
    horizonDays,
    summary: forecast.summary,
    bgNbd: forecast.bgNbd,
    gammaGamma: forecast.gammaGamma,
    customers: customers.map((customer, i) => {
      const group = groupOfCustomer[i]!;
      const purchases = expectedPurchases[group]!;
      return {
        customerId: customer.customerId,
        probabilityAlive: probabilityAlive[group]!,
        expectedPurchases: purchases,
        expectedAverageValue: expectedAverageValue[i]!,
        expectedValue: purchases * expectedAverageValue[i]!,
      };
    }),
  };
}

/**
 * The summaries as columns, null values as 0. A value that is not finite is refused here, as
 * the columns' 0 could not carry it.
 */
export function toPurchaseColumns(customers: CustomerPurchaseSummary<unknown>[]): CustomerPurchaseColumns {
  const columns: CustomerPurchaseColumns = {
    repeatPurchaseDays: new Float64Array(customers.length),
    daysFromFirstToLastPurchase: new Float64Array(customers.length),
    daysSinceFirstPurchase: new Float64Array(customers.length),
    averageRepeatPurchaseValue: new Float64Array(customers.length),
  };
  customers.forEach((customer, i) => {
    const value = customer.averageRepeatPurchaseValue;
    if (value !== null && !Number.isFinite(value)) {
      throw new RangeError(`average value must be finite, got ${value}`);
    }
    columns.repeatPurchaseDays[i] = customer.repeatPurchaseDays;
    columns.daysFromFirstToLastPurchase[i] = customer.daysFromFirstToLastPurchase;
    columns.daysSinceFirstPurchase[i] = customer.daysSinceFirstPurchase;
    columns.averageRepeatPurchaseValue[i] = value ?? 0;
  });
  return columns;
}
