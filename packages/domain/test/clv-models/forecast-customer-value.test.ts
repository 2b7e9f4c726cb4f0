import { describe, expect, it } from 'vitest';
import { fitBgNbd } from '../../src/clv-models/bg-nbd-fit.ts';
import { computeExpectedPurchases } from '../../src/clv-models/bg-nbd-predict.ts';
import { CLV_REQUIREMENTS, checkClvSufficiency } from '../../src/clv-models/clv-sufficiency.ts';
import {
  type CustomerPurchaseSummary,
  forecastCustomerValue,
} from '../../src/clv-models/forecast-customer-value.ts';
import { groupPurchaseHistories } from '../../src/clv-models/purchase-history.ts';
import {
  type CdnowCustomer,
  getAverageRepeatValue,
  loadCdnowSample,
  toPurchaseHistory,
} from './load-cdnow.ts';

/** 1997-01-01 → 1997-09-30: the oldest customers' T (38.86 weeks). */
const CALIBRATION_DAYS = 272;

function toSummary(customer: CdnowCustomer): CustomerPurchaseSummary {
  const history = toPurchaseHistory(customer, 1);
  return {
    customerId: customer.id,
    repeatPurchaseDays: history.frequency,
    daysFromFirstToLastPurchase: history.recency,
    daysSinceFirstPurchase: history.age,
    averageRepeatPurchaseValue: getAverageRepeatValue(customer),
  };
}

const cdnow = loadCdnowSample();
const summaries = cdnow.map(toSummary);

describe('forecastCustomerValue on CDNOW (in days)', () => {
  const forecast = forecastCustomerValue(summaries, CALIBRATION_DAYS);

  it('fits both models and forecasts every customer', () => {
    expect(forecast.status).toBe('ok');
    if (forecast.status !== 'ok') return;
    expect(forecast.summary).toEqual({
      customers: 2357,
      repeatCustomers: 946,
      historyDays: CALIBRATION_DAYS,
      requiredHistoryDays: CALIBRATION_DAYS,
    });
    expect(forecast.customers).toHaveLength(2357);
    expect(forecast.customers.map((customer) => customer.customerId)).toEqual(
      summaries.map((s) => s.customerId),
    );
  });

  it('forecasts in days what the weekly model forecasts in weeks', () => {
    if (forecast.status !== 'ok') throw new Error(forecast.reason);
    const weekly = fitBgNbd(groupPurchaseHistories(cdnow.map((customer) => toPurchaseHistory(customer, 7))));
    cdnow.forEach((customer, i) => {
      const inWeeks = computeExpectedPurchases(
        weekly.parameters,
        toPurchaseHistory(customer, 7),
        CALIBRATION_DAYS / 7,
      );
      expect(forecast.customers[i]!.expectedPurchases).toBeCloseTo(inWeeks, 4);
    });
  });

  it('values a customer as expected purchases × expected spend, with the population mean without repeat purchases', () => {
    if (forecast.status !== 'ok') throw new Error(forecast.reason);
    const { p, q, gamma } = forecast.gammaGamma.parameters;
    for (const [i, customer] of forecast.customers.entries()) {
      expect(customer.expectedValue).toBeCloseTo(
        customer.expectedPurchases * customer.expectedAverageValue,
        9,
      );
      expect(customer.expectedPurchases).toBeGreaterThanOrEqual(0);
      if (summaries[i]!.repeatPurchaseDays === 0) {
        expect(customer.probabilityAlive).toBe(1);
        expect(customer.expectedAverageValue).toBeCloseTo((p * gamma) / (q - 1), 9);
      }
    }
  });

  it('leaves non-positive repeat values out of the spend fit and counts them as 0 for the customer', () => {
    const index = summaries.findIndex((summary) => summary.repeatPurchaseDays === 3);
    const refunded = summaries.map((summary, i) =>
      i === index ? { ...summary, averageRepeatPurchaseValue: 0 } : summary,
    );
    const result = forecastCustomerValue(refunded, CALIBRATION_DAYS);
    if (result.status !== 'ok') throw new Error(result.reason);
    expect(result.summary.repeatCustomers).toBe(945);
    const { p, q, gamma } = result.gammaGamma.parameters;
    expect(result.customers[index]!.expectedAverageValue).toBeCloseTo((p * gamma) / (3 * p + q - 1), 9);
  });
});

describe('CLV sufficiency', () => {
  it(`needs ${CLV_REQUIREMENTS.minCustomers} customers`, () => {
    const result = forecastCustomerValue(summaries.slice(0, CLV_REQUIREMENTS.minCustomers - 1), 90);
    expect(result).toMatchObject({ status: 'insufficient', reason: 'too_few_customers' });
  });

  it(`needs ${CLV_REQUIREMENTS.minRepeatCustomers} repeat customers with a positive spend`, () => {
    const repeaters = summaries.filter((summary) => summary.repeatPurchaseDays > 0);
    const others = summaries.filter((summary) => summary.repeatPurchaseDays === 0);
    const fewRepeaters = [...others, ...repeaters.slice(0, CLV_REQUIREMENTS.minRepeatCustomers - 1)];
    expect(forecastCustomerValue(fewRepeaters, 90)).toMatchObject({
      status: 'insufficient',
      reason: 'too_few_repeat_customers',
      summary: { repeatCustomers: CLV_REQUIREMENTS.minRepeatCustomers - 1 },
    });
  });

  it('needs 90 days of history, and at least as many days as the horizon', () => {
    const base = { customers: 1000, repeatCustomers: 400 };
    expect(checkClvSufficiency({ ...base, historyDays: 89, requiredHistoryDays: 90 })).toBe(
      'history_too_short',
    );
    expect(checkClvSufficiency({ ...base, historyDays: 90, requiredHistoryDays: 90 })).toBeNull();
    expect(forecastCustomerValue(summaries, 365)).toMatchObject({
      status: 'insufficient',
      reason: 'history_too_short',
      summary: { historyDays: CALIBRATION_DAYS, requiredHistoryDays: 365 },
    });
    expect(forecastCustomerValue(summaries, 30)).toMatchObject({
      status: 'ok',
      summary: { requiredHistoryDays: 90 },
    });
  });

  it('reports fit_failed when buying is so regular that BG/NBD has no maximum', () => {
    // 600 identical clockwork customers: no heterogeneity in rates and no dropout to estimate.
    const clockwork = Array.from({ length: 600 }, (_, i) => ({
      customerId: `c${i}`,
      repeatPurchaseDays: 20,
      daysFromFirstToLastPurchase: 200,
      daysSinceFirstPurchase: 200,
      averageRepeatPurchaseValue: 100 + (i % 7),
    }));
    expect(forecastCustomerValue(clockwork, 90)).toMatchObject({
      status: 'insufficient',
      reason: 'fit_failed',
      failedModel: 'bg_nbd',
    });
  });

  it('reports fit_failed for the spend model when every repeat purchase is worth the same', () => {
    const flat = summaries.map((summary) =>
      summary.repeatPurchaseDays > 0 ? { ...summary, averageRepeatPurchaseValue: 40 } : summary,
    );
    expect(forecastCustomerValue(flat, 90)).toMatchObject({
      status: 'insufficient',
      reason: 'fit_failed',
      failedModel: 'gamma_gamma',
    });
  });

  it('rejects a horizon that is not positive', () => {
    expect(() => forecastCustomerValue(summaries, 0)).toThrow(RangeError);
  });
});
