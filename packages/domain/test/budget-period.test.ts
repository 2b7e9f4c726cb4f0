import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currentBudgetPeriod, evenPaceSpend } from '../src/marketing/index.ts';
import { addDays } from '../src/report-period.ts';

describe('currentBudgetPeriod', () => {
  it('finds the month, quarter and year that hold today', () => {
    expect(currentBudgetPeriod('2025-01-01', 'monthly', '2025-03-15')).toEqual({
      from: '2025-03-01',
      to: '2025-03-31',
      days: 31,
      elapsedDays: 15,
    });
    expect(currentBudgetPeriod('2025-01-01', 'quarterly', '2025-05-20')).toEqual({
      from: '2025-04-01',
      to: '2025-06-30',
      days: 91,
      elapsedDays: 50,
    });
    expect(currentBudgetPeriod('2024-07-01', 'yearly', '2025-06-30')).toEqual({
      from: '2024-07-01',
      to: '2025-06-30',
      days: 365,
      elapsedDays: 365,
    });
  });

  it('counts periods from a start in the middle of a month', () => {
    // 15 Jan → 14 Feb, 15 Feb → 14 Mar (28 days in 2025), 15 Mar → 14 Apr.
    expect(currentBudgetPeriod('2025-01-15', 'monthly', '2025-03-14')).toMatchObject({
      from: '2025-02-15',
      to: '2025-03-14',
      days: 28,
      elapsedDays: 28,
    });
    expect(currentBudgetPeriod('2025-01-15', 'monthly', '2025-03-15')).toMatchObject({
      from: '2025-03-15',
      to: '2025-04-14',
      elapsedDays: 1,
    });
  });

  it('shows the first period, nothing elapsed, before the budget starts', () => {
    expect(currentBudgetPeriod('2025-04-01', 'monthly', '2025-03-20')).toEqual({
      from: '2025-04-01',
      to: '2025-04-30',
      days: 30,
      elapsedDays: 0,
    });
  });

  it('always returns a period containing today (or the first one), periods touching end to start', () => {
    const day = fc.integer({ min: 0, max: 3000 }).map((offset) => addDays('2020-01-01', offset));
    fc.assert(
      fc.property(
        day,
        day,
        fc.constantFrom('monthly', 'quarterly', 'yearly' as const),
        (start, today, type) => {
          const period = currentBudgetPeriod(start, type, today);
          if (today >= start) {
            expect(period.from <= today && today <= period.to).toBe(true);
            expect(period.elapsedDays).toBe(
              Math.round((Date.parse(today) - Date.parse(period.from)) / 86_400_000) + 1,
            );
          } else expect(period.from).toBe(start);
          // The next period starts the day after this one ends.
          const next = currentBudgetPeriod(start, type, addDays(period.to, 1));
          expect(next.from).toBe(addDays(period.to, 1));
        },
      ),
    );
  });
});

describe('evenPaceSpend', () => {
  it('spreads the budget evenly over the period', () => {
    // 31 000 Kč over 31 days, 10 days in: 10 000 Kč.
    expect(evenPaceSpend(31_000, { from: '2025-03-01', to: '2025-03-31', days: 31, elapsedDays: 10 })).toBe(
      10_000,
    );
    expect(evenPaceSpend(31_000, { from: '2025-03-01', to: '2025-03-31', days: 31, elapsedDays: 0 })).toBe(0);
  });
});
