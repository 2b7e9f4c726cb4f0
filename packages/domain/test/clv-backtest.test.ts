import { describe, expect, it } from 'vitest';
import { backtestCustomerValue, CLV_BACKTEST_LAST_GROUP, getForecastError } from '../src/clv-backtest.ts';
import { computeExpectedPurchases } from '../src/clv-models/bg-nbd-predict.ts';
import { forecastCustomerColumns } from '../src/clv-models/forecast-customer-columns.ts';
import { CALIBRATION_END_DAY, CDNOW_SAMPLE_PATH, readCdnowPurchases } from './clv-models/load-cdnow.ts';

/** The CDNOW sample split as the paper splits it: 39 weeks of calibration, 39 weeks of holdout. */
function splitCdnow() {
  const days = new Map<string, Map<number, number>>();
  for (const { id, day, value } of readCdnowPurchases(CDNOW_SAMPLE_PATH)) {
    const customer = days.get(id) ?? new Map<number, number>();
    customer.set(day, (customer.get(day) ?? 0) + value);
    days.set(id, customer);
  }
  const customers = [...days.values()];
  const columns = {
    repeatPurchaseDays: new Float64Array(customers.length),
    daysFromFirstToLastPurchase: new Float64Array(customers.length),
    daysSinceFirstPurchase: new Float64Array(customers.length),
    averageRepeatPurchaseValue: new Float64Array(customers.length),
  };
  const holdoutPurchaseDays = new Float64Array(customers.length);
  const holdoutValue = new Float64Array(customers.length);
  customers.forEach((customer, i) => {
    const sorted = [...customer.keys()].sort((a, b) => a - b);
    const calibration = sorted.filter((day) => day <= CALIBRATION_END_DAY);
    const holdout = sorted.filter((day) => day > CALIBRATION_END_DAY);
    columns.repeatPurchaseDays[i] = calibration.length - 1;
    columns.daysFromFirstToLastPurchase[i] = calibration.at(-1)! - calibration[0]!;
    columns.daysSinceFirstPurchase[i] = CALIBRATION_END_DAY - calibration[0]!;
    const repeats = calibration.slice(1).map((day) => customer.get(day)!);
    columns.averageRepeatPurchaseValue[i] =
      repeats.length > 0 ? repeats.reduce((sum, value) => sum + value, 0) / repeats.length : 0;
    holdoutPurchaseDays[i] = holdout.length;
    holdoutValue[i] = holdout.reduce((sum, day) => sum + customer.get(day)!, 0);
  });
  return { columns, holdoutPurchaseDays, holdoutValue };
}

describe('CLV backtest (calibration / holdout) on the CDNOW sample', () => {
  const { columns, holdoutPurchaseDays, holdoutValue } = splitCdnow();
  const holdoutDays = 273; // 1997-10-01 .. 1998-06-30
  const result = backtestCustomerValue({
    calibration: columns,
    holdoutPurchaseDays,
    holdoutValue,
    holdoutDays,
  });
  if (result.status !== 'ok') throw new Error(`backtest failed: ${result.reason}`);

  it('fits exactly the model the live forecast fits on the calibration period', () => {
    const live = forecastCustomerColumns(columns, 90);
    if (live.status !== 'ok') throw new Error('live fit failed');
    expect(result.bgNbd.parameters).toEqual(live.bgNbd.parameters);
    expect(result.gammaGamma.parameters).toEqual(live.gammaGamma.parameters);
  });

  it('sums what the 2,357 customers did in the holdout, per calibration group', () => {
    expect(result.total.customers).toBe(2357);
    expect(result.total.actualPurchases).toBe(holdoutPurchaseDays.reduce((sum, days) => sum + days, 0));
    expect(result.total.actualValue).toBeCloseTo(
      holdoutValue.reduce((sum, value) => sum + value, 0),
      6,
    );
    expect(result.groups.map((group) => group.repeatPurchaseDays)).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    for (const key of [
      'customers',
      'predictedPurchases',
      'actualPurchases',
      'predictedValue',
      'actualValue',
    ] as const) {
      expect(result.groups.reduce((sum, group) => sum + group[key], 0)).toBeCloseTo(result.total[key], 6);
    }
    // "7 or more": every customer with at least 7 repeat days in calibration.
    const many = Array.from(columns.repeatPurchaseDays).filter((x) => x >= CLV_BACKTEST_LAST_GROUP).length;
    expect(result.groups[CLV_BACKTEST_LAST_GROUP]!.customers).toBe(many);
  });

  it('predicts each customer’s holdout purchases with the BG/NBD conditional expectation', () => {
    const { parameters } = result.bgNbd;
    let expected = 0;
    for (let i = 0; i < columns.repeatPurchaseDays.length; i++) {
      expected += computeExpectedPurchases(
        parameters,
        {
          frequency: columns.repeatPurchaseDays[i]!,
          recency: columns.daysFromFirstToLastPurchase[i]!,
          age: columns.daysSinceFirstPurchase[i]!,
        },
        holdoutDays,
      );
    }
    expect(result.total.predictedPurchases).toBeCloseTo(expected, 6);
  });

  it('finds what docs/METRICS.md quotes: 1,653 purchase days forecast for 1,882 that happened (12 % fewer)', () => {
    expect(result.total.actualPurchases).toBe(1882);
    expect(Math.round(result.total.predictedPurchases)).toBe(1653);
    const purchaseError = getForecastError(result.total.predictedPurchases, result.total.actualPurchases)!;
    expect(purchaseError).toBeCloseTo(-0.1215, 4);
  });

  it('states the error as a share of what happened, and none when nothing happened', () => {
    expect(getForecastError(108, 100)).toBeCloseTo(0.08, 12);
    expect(getForecastError(92, 100)).toBeCloseTo(-0.08, 12);
    expect(getForecastError(5, 0)).toBeNull();
  });

  it('refuses a holdout without days', () => {
    expect(() =>
      backtestCustomerValue({ calibration: columns, holdoutPurchaseDays, holdoutValue, holdoutDays: 0 }),
    ).toThrow(RangeError);
  });
});
