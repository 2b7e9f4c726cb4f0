import { describe, expect, it } from 'vitest';
import { forecastCustomerValueAtHorizons } from '../src/clv-forecast-horizons.ts';
import { type CustomerPurchaseSummary, forecastCustomerValue } from '../src/clv-models/index.ts';
import { getAverageRepeatValue, loadCdnowSample, toPurchaseHistory } from './clv-models/load-cdnow.ts';

/** CDNOW's calibration period in days (272 from the oldest customer's first purchase). */
const summaries: CustomerPurchaseSummary[] = loadCdnowSample().map((customer) => {
  const history = toPurchaseHistory(customer, 1);
  return {
    customerId: customer.id,
    repeatPurchaseDays: history.frequency,
    daysFromFirstToLastPurchase: history.recency,
    daysSinceFirstPurchase: history.age,
    averageRepeatPurchaseValue: getAverageRepeatValue(customer),
  };
});

describe('forecastCustomerValueAtHorizons', () => {
  const result = forecastCustomerValueAtHorizons(summaries, [90, 200, 365]);

  it('gives every horizon the numbers forecastCustomerValue gives for it alone', () => {
    if (result.status !== 'ok') throw new Error(result.reason);
    for (const [index, horizon] of [90, 200].entries()) {
      const alone = forecastCustomerValue(summaries, horizon);
      if (alone.status !== 'ok') throw new Error(alone.reason);
      expect(result.bgNbd.parameters).toEqual(alone.bgNbd.parameters);
      expect(result.gammaGamma.parameters).toEqual(alone.gammaGamma.parameters);
      alone.customers.forEach((customer, i) => {
        const mine = result.customers[i]!;
        expect(mine.customerId).toBe(customer.customerId);
        expect(mine.probabilityAlive).toBe(customer.probabilityAlive);
        expect(mine.expectedAverageValue).toBe(customer.expectedAverageValue);
        expect(mine.horizons[index]).toEqual({
          expectedPurchases: customer.expectedPurchases,
          expectedValue: customer.expectedValue,
        });
      });
    }
  });

  it('refuses a horizon longer than the history, as forecastCustomerValue does, and keeps the others', () => {
    if (result.status !== 'ok') throw new Error(result.reason);
    expect(result.horizons).toEqual([
      { horizonDays: 90, status: 'ok', requiredHistoryDays: 90 },
      { horizonDays: 200, status: 'ok', requiredHistoryDays: 200 },
      { horizonDays: 365, status: 'insufficient', reason: 'history_too_short', requiredHistoryDays: 365 },
    ]);
    expect(forecastCustomerValue(summaries, 365)).toMatchObject({
      status: 'insufficient',
      reason: 'history_too_short',
    });
    expect(result.customers.every((customer) => customer.horizons[2] === null)).toBe(true);
  });

  it('returns the reason of the shortest horizon when even that one has no forecast', () => {
    const few = summaries.slice(0, 100);
    expect(forecastCustomerValueAtHorizons(few, [365, 90])).toEqual(forecastCustomerValue(few, 90));
    expect(() => forecastCustomerValueAtHorizons(summaries, [])).toThrow(RangeError);
  });
});
