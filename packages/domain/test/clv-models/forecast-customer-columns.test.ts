import { describe, expect, it } from 'vitest';
import {
  forecastCustomerColumnsAtHorizons,
  forecastCustomerValueAtHorizons,
} from '../../src/clv-forecast-horizons.ts';
import { forecastCustomerColumns } from '../../src/clv-models/forecast-customer-columns.ts';
import {
  type CustomerPurchaseSummary,
  forecastCustomerValue,
  toPurchaseColumns,
} from '../../src/clv-models/forecast-customer-value.ts';
import {
  indexPurchaseHistories,
  indexPurchaseHistoryColumns,
} from '../../src/clv-models/purchase-history.ts';
import { getAverageRepeatValue, loadCdnowSample, toPurchaseHistory } from './load-cdnow.ts';

/** CDNOW in days (272 days of calibration), a few repeat customers with refunds (negative means). */
const summaries: CustomerPurchaseSummary[] = loadCdnowSample().map((customer, i) => {
  const history = toPurchaseHistory(customer, 1);
  const value = getAverageRepeatValue(customer);
  return {
    customerId: customer.id,
    repeatPurchaseDays: history.frequency,
    daysFromFirstToLastPurchase: history.recency,
    daysSinceFirstPurchase: history.age,
    averageRepeatPurchaseValue: value !== null && i % 50 === 0 ? -value : value,
  };
});

describe('CLV forecasts on columns', () => {
  const columns = toPurchaseColumns(summaries);

  it('holds each summary in its row, a missing mean as 0', () => {
    expect(columns.repeatPurchaseDays).toHaveLength(summaries.length);
    summaries.forEach((summary, i) => {
      expect(columns.repeatPurchaseDays[i]).toBe(summary.repeatPurchaseDays);
      expect(columns.daysFromFirstToLastPurchase[i]).toBe(summary.daysFromFirstToLastPurchase);
      expect(columns.daysSinceFirstPurchase[i]).toBe(summary.daysSinceFirstPurchase);
      expect(columns.averageRepeatPurchaseValue[i]).toBe(summary.averageRepeatPurchaseValue ?? 0);
    });
    expect(summaries.some((summary) => summary.averageRepeatPurchaseValue === null)).toBe(true);
  });

  it('forecasts a missing mean exactly as a mean of 0 (what the columns store)', () => {
    const zeroed = summaries.map((summary) => ({
      ...summary,
      averageRepeatPurchaseValue: summary.averageRepeatPurchaseValue ?? 0,
    }));
    const [withNull, withZero] = [summaries, zeroed].map((input) => forecastCustomerValue(input, 90));
    expect(withZero).toEqual(withNull);
    expect(forecastCustomerValueAtHorizons(zeroed, [90, 365])).toEqual(
      forecastCustomerValueAtHorizons(summaries, [90, 365]),
    );
  });

  it('gives every customer the numbers of the form with objects, to the last bit', () => {
    const objects = forecastCustomerValueAtHorizons(summaries, [90, 200]);
    const result = forecastCustomerColumnsAtHorizons(columns, [90, 200]);
    if (objects.status !== 'ok' || result.status !== 'ok') throw new Error('CDNOW must fit');
    expect(result.bgNbd).toEqual(objects.bgNbd);
    expect(result.gammaGamma).toEqual(objects.gammaGamma);
    expect(result.horizons).toEqual(objects.horizons);
    objects.customers.forEach((customer, i) => {
      const group = result.groupOfCustomer[i]!;
      expect(result.probabilityAlive[group]).toBe(customer.probabilityAlive);
      expect(result.expectedAverageValue[i]).toBe(customer.expectedAverageValue);
      result.expectedPurchases.forEach((purchases, h) => {
        expect(purchases![group]).toBe(customer.horizons[h]!.expectedPurchases);
        expect(purchases![group]! * result.expectedAverageValue[i]!).toBe(
          customer.horizons[h]!.expectedValue,
        );
      });
    });
    const single = forecastCustomerColumns(columns, 200);
    if (single.status !== 'ok') throw new Error('CDNOW must fit');
    expect(single.expectedPurchases).toEqual(result.expectedPurchases[1]);
  });

  it('marks a horizon beyond the history as having no forecast', () => {
    const result = forecastCustomerColumnsAtHorizons(columns, [90, 365]);
    if (result.status !== 'ok') throw new Error('CDNOW must fit');
    expect(result.horizons[1]).toMatchObject({ status: 'insufficient', reason: 'history_too_short' });
    expect(result.expectedPurchases[1]).toBeNull();
  });

  it('groups histories given as columns as it groups objects', () => {
    const histories = summaries.map((summary) => ({
      frequency: summary.repeatPurchaseDays,
      recency: summary.daysFromFirstToLastPurchase,
      age: summary.daysSinceFirstPurchase,
    }));
    expect(
      indexPurchaseHistoryColumns(
        columns.repeatPurchaseDays,
        columns.daysFromFirstToLastPurchase,
        columns.daysSinceFirstPurchase,
      ),
    ).toEqual(indexPurchaseHistories(histories));
  });

  it('refuses what the form with objects refuses', () => {
    const broken = { ...columns, averageRepeatPurchaseValue: columns.averageRepeatPurchaseValue.slice() };
    broken.averageRepeatPurchaseValue[3] = Number.NaN;
    expect(() => forecastCustomerColumns(broken, 90)).toThrow('average value must be finite, got NaN');
    expect(() => toPurchaseColumns([{ ...summaries[0]!, averageRepeatPurchaseValue: Infinity }])).toThrow(
      RangeError,
    );
    expect(() => forecastCustomerColumnsAtHorizons(columns, [])).toThrow(RangeError);
    expect(() => forecastCustomerColumns(columns, 0)).toThrow(RangeError);
  });
});
