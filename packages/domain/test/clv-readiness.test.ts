import { describe, expect, it } from 'vitest';
import { estimateClvReadiness } from '../src/clv-readiness.ts';

const enough = {
  customers: 800,
  repeatCustomers: 200,
  historyDays: 400,
  newCustomers: 90,
  newRepeatCustomers: 30,
};

describe('estimateClvReadiness', () => {
  it('counts the missing history day by day', () => {
    // 60 days of history, 90 needed: 30 more days from 1. 3. 2025.
    expect(
      estimateClvReadiness('history_too_short', { ...enough, historyDays: 60 }, '2025-03-01', 90),
    ).toEqual({
      kind: 'estimate',
      day: '2025-03-31',
      limitedBy: 'history',
    });
  });

  it('extrapolates missing customers at the pace of the last 90 days and takes the latest requirement', () => {
    // 300 customers, 200 missing at 60 new per 90 days = 300 days; 100 repeat customers, 50 missing
    // at 30 per 90 days = 150 days; history 120 ≥ 90. The customers decide: 1. 1. 2025 + 300 days.
    const growth = {
      customers: 300,
      repeatCustomers: 100,
      historyDays: 120,
      newCustomers: 60,
      newRepeatCustomers: 30,
    };
    expect(estimateClvReadiness('too_few_customers', growth, '2025-01-01', 90)).toEqual({
      kind: 'estimate',
      day: '2025-10-28',
      limitedBy: 'customers',
    });
    // With fast customer growth (200 missing at 900 per 90 days = 20 days) the repeat customers decide.
    expect(
      estimateClvReadiness('too_few_customers', { ...growth, newCustomers: 900 }, '2025-01-01', 90),
    ).toEqual({ kind: 'estimate', day: '2025-05-31', limitedBy: 'repeat_customers' });
  });

  it('says a requirement is not in sight when it did not grow or would take over five years', () => {
    const stalled = { ...enough, repeatCustomers: 20, newRepeatCustomers: 0 };
    expect(estimateClvReadiness('too_few_repeat_customers', stalled, '2025-01-01', 90)).toEqual({
      kind: 'not_in_sight',
      limitedBy: 'repeat_customers',
    });
    // 490 missing at 1 per 90 days: 44,100 days.
    const slow = { ...enough, customers: 10, newCustomers: 1 };
    expect(estimateClvReadiness('too_few_customers', slow, '2025-01-01', 90)).toEqual({
      kind: 'not_in_sight',
      limitedBy: 'customers',
    });
  });

  it('names no day for a failed fit', () => {
    expect(estimateClvReadiness('fit_failed', enough, '2025-01-01', 90)).toEqual({ kind: 'unknown' });
  });
});
