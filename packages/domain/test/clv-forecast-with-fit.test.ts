import { describe, expect, it } from 'vitest';
import { forecastCustomerColumnsAtHorizons } from '../src/clv-forecast-horizons.ts';
import { forecastColumnsWithFit } from '../src/clv-forecast-with-fit.ts';
import { type CustomerPurchaseColumns, toPurchaseColumns } from '../src/clv-models/index.ts';
import { getAverageRepeatValue, loadCdnowSample, toPurchaseHistory } from './clv-models/load-cdnow.ts';

const columns: CustomerPurchaseColumns = toPurchaseColumns(
  loadCdnowSample().map((customer) => {
    const history = toPurchaseHistory(customer, 1);
    return {
      customerId: customer.id,
      repeatPurchaseDays: history.frequency,
      daysFromFirstToLastPurchase: history.recency,
      daysSinceFirstPurchase: history.age,
      averageRepeatPurchaseValue: getAverageRepeatValue(customer),
    };
  }),
);

/** Customers `indexes` of the columns, in that order. */
function pick(indexes: number[]): CustomerPurchaseColumns {
  const of = (values: Float64Array) => Float64Array.from(indexes, (index) => values[index]!);
  return {
    repeatPurchaseDays: of(columns.repeatPurchaseDays),
    daysFromFirstToLastPurchase: of(columns.daysFromFirstToLastPurchase),
    daysSinceFirstPurchase: of(columns.daysSinceFirstPurchase),
    averageRepeatPurchaseValue: of(columns.averageRepeatPurchaseValue),
  };
}

describe('forecastColumnsWithFit', () => {
  const fit = forecastCustomerColumnsAtHorizons(columns, [90, 200]);
  if (fit.status !== 'ok') throw new Error(fit.reason);

  it("gives some of a fit's customers exactly the fit's numbers, without fitting again", () => {
    const chosen = [0, 7, 7, 120, 2000, columns.repeatPurchaseDays.length - 1];
    const again = forecastColumnsWithFit(pick(chosen), fit);
    if (again?.status !== 'ok') throw new Error('no forecast');
    expect(again.bgNbd.parameters).toEqual(fit.bgNbd.parameters);
    chosen.forEach((customer, i) => {
      const theirs = fit.groupOfCustomer[customer]!;
      const mine = again.groupOfCustomer[i]!;
      expect(again.probabilityAlive[mine]).toBe(fit.probabilityAlive[theirs]);
      expect(again.expectedAverageValue[i]).toBe(fit.expectedAverageValue[customer]);
      for (const horizon of [0, 1])
        expect(again.expectedPurchases[horizon]![mine]).toBe(fit.expectedPurchases[horizon]![theirs]);
    });
  });

  it('forecasts no horizon the fit had none for', () => {
    const shorter = {
      ...fit,
      horizons: [
        fit.horizons[0]!,
        { ...fit.horizons[1]!, status: 'insufficient' as const, reason: 'history_too_short' as const },
      ],
    };
    const again = forecastColumnsWithFit(pick([1, 2]), shorter);
    if (again?.status !== 'ok') throw new Error('no forecast');
    expect(again.expectedPurchases[0]).not.toBeNull();
    expect(again.expectedPurchases[1]).toBeNull();
  });

  it('refuses parameters whose forecast is not finite, so the caller fits anew', () => {
    const broken = {
      ...fit,
      gammaGamma: { ...fit.gammaGamma, parameters: { p: 1, q: 1, gamma: Number.NaN } },
    };
    expect(forecastColumnsWithFit(pick([3]), broken)).toBeNull();
  });
});
