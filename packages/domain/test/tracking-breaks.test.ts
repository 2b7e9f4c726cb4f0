import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  binomialAtMost,
  detectTrackingBreaks,
  TRACKING_BREAK_RULE,
  type TrackingDay,
} from '../src/marketing/tracking-breaks.ts';
import { addDays } from '../src/report-period.ts';

type Pair = [orders: number, tracked: number];

/** Consecutive days from 1.6.2024, each given as [orders, tracked]. */
function series(values: Pair[], start = '2024-06-01'): TrackingDay[] {
  return values.map(([orders, tracked], index) => ({ day: addDays(start, index), orders, tracked }));
}

const repeat = (value: Pair, times: number): Pair[] => Array.from({ length: times }, () => value);

/** n choose k, written out for the reference sum. */
function choose(n: number, k: number): number {
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return result;
}

describe('tracking breaks', () => {
  it('finds the first day whose share falls below half the median of the 14 days before', () => {
    // 1.–14.6.: 20 orders, 16 tracked (share 0.8); threshold 0.5 × 0.8 = 0.4.
    // 15.6.: 6 of 20 (0.3 < 0.4, and tracking 6 or fewer at 0.8 has a chance of about 2e-6)
    // → broken; 16.6.: 0.2 → still broken; the data end there.
    const breaks = detectTrackingBreaks(series([...repeat([20, 16], 14), [20, 6], [20, 4]]));
    expect(breaks).toEqual([
      { startDay: '2024-06-15', lastDay: '2024-06-16', ongoing: true, baselineShare: 0.8, startShare: 0.3 },
    ]);
  });

  it('ends a break on the first day back at the threshold of its start', () => {
    // Baseline 0.8 → threshold 0.4; 15.–16.6. broken, 17.6. at exactly 0.4 is not below it: recovered.
    const breaks = detectTrackingBreaks(
      series([...repeat([20, 16], 14), [20, 2], [20, 2], [20, 8], [20, 16]]),
    );
    expect(breaks).toEqual([
      { startDay: '2024-06-15', lastDay: '2024-06-16', ongoing: false, baselineShare: 0.8, startShare: 0.1 },
    ]);
  });

  it('keeps a long break open instead of letting the broken days become the usual level', () => {
    // 30 broken days: a rolling median would reach 0.1 after a week and call the break over.
    const breaks = detectTrackingBreaks(series([...repeat([20, 16], 14), ...repeat([20, 2], 30)]));
    expect(breaks).toHaveLength(1);
    expect(breaks[0]).toMatchObject({ startDay: '2024-06-15', lastDay: '2024-07-14', ongoing: true });
  });

  it('ignores small days: they neither start nor end a break nor count in the baseline', () => {
    // 15.6. has 4 orders and none tracked (too small); 16.6. is the real drop; 17.6. small again
    // with all tracked, which does not end the break either.
    const breaks = detectTrackingBreaks(series([...repeat([20, 16], 14), [4, 0], [20, 4], [3, 3], [20, 2]]));
    expect(breaks).toEqual([
      { startDay: '2024-06-16', lastDay: '2024-06-18', ongoing: true, baselineShare: 0.8, startShare: 0.2 },
    ]);
  });

  it('does not call a drop a break when chance explains it', () => {
    // Usually 9 of 10 tracked (0.9, threshold 0.45). 15.6.: 2 of 6 (0.33) — P(X ≤ 2 | 6, 0.9) =
    // 15 × 0.9² × 0.1⁴ + 6 × 0.9 × 0.1⁵ + 0.1⁶ = 0.001215 + 0.000054 + 0.000001 = 0.00127 ≥ 0.001.
    expect(detectTrackingBreaks(series([...repeat([10, 9], 14), [6, 2]]))).toEqual([]);
    // 1 of 6: 6 × 0.9 × 0.1⁵ + 0.1⁶ = 0.000055 — a break.
    const unlikely = detectTrackingBreaks(series([...repeat([10, 9], 14), [6, 1]]));
    expect(unlikely.map((entry) => entry.startDay)).toEqual(['2024-06-15']);
  });

  it('needs seven taking-part days in the baseline window', () => {
    // Only 6 full days before the drop (the rest have 2 orders): no usual level yet.
    expect(detectTrackingBreaks(series([...repeat([2, 2], 8), ...repeat([20, 18], 6), [20, 0]]))).toEqual([]);
    // A seventh full day makes it one.
    const more = detectTrackingBreaks(series([...repeat([2, 2], 7), ...repeat([20, 18], 7), [20, 0]]));
    expect(more.map((entry) => entry.startDay)).toEqual(['2024-06-15']);
  });

  it('takes the median of unbroken days, so an earlier outage does not move the level', () => {
    // 11.6. tracks nothing: a one-day break, left out of later baselines.
    const breaks = detectTrackingBreaks(
      series([...repeat([20, 16], 10), [20, 0], ...repeat([20, 16], 4), [20, 6]]),
    );
    // 16.6. (0.3) is a new break against the median 0.8 of the healthy days.
    expect(breaks.map((entry) => [entry.startDay, entry.lastDay, entry.ongoing])).toEqual([
      ['2024-06-11', '2024-06-11', false],
      ['2024-06-16', '2024-06-16', true],
    ]);
    expect(breaks[1]!.baselineShare).toBe(0.8);
  });

  it('uses only the 14 calendar days before a day, also across gaps', () => {
    // Seven full days 1.–7.6., then nothing until 22.6.: the window 8.–21.6. is empty.
    const late = [...series(repeat([20, 16], 7)), { day: '2024-06-22', orders: 20, tracked: 0 }];
    expect(detectTrackingBreaks(late)).toEqual([]);
    // On 15.6. the window 1.–14.6. holds all seven (given in any order).
    const near = [{ day: '2024-06-15', orders: 20, tracked: 0 }, ...series(repeat([20, 16], 7))];
    expect(detectTrackingBreaks(near).map((entry) => entry.startDay)).toEqual(['2024-06-15']);
  });

  it('never breaks a channel that was never tracked', () => {
    expect(detectTrackingBreaks(series(repeat([20, 0], 40)))).toEqual([]);
  });

  it('computes the binomial tail like the textbook sum, also for big days', () => {
    expect(binomialAtMost(2, 6, 0.9)).toBeCloseTo(0.00127, 8);
    expect(binomialAtMost(6, 6, 0.5)).toBe(1);
    expect(binomialAtMost(0, 5, 1)).toBe(0);
    // 1 800 of 4 000 at a usual 0.5: far below 1e-9, without underflowing to 0 · ∞ = NaN.
    const big = binomialAtMost(1800, 4000, 0.5);
    expect(Number.isFinite(big)).toBe(true);
    expect(big).toBeLessThan(1e-9);
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 30 }),
        fc.double({ min: 0.01, max: 0.99, noNaN: true }),
        (n, p) => {
          let reference = 0;
          for (let k = 0; k < n; k += 1) {
            reference += choose(n, k) * p ** k * (1 - p) ** (n - k);
            expect(binomialAtMost(k, n, p)).toBeCloseTo(reference, 9);
          }
        },
      ),
    );
  });

  const day = fc.record({
    orders: fc.integer({ min: 0, max: 60 }),
    tracked: fc.integer({ min: 0, max: 60 }),
  });

  it('property: breaks are ordered, disjoint, and start on an unlikely drop below half the level', () => {
    fc.assert(
      fc.property(fc.array(day, { maxLength: 90 }), (values) => {
        const days = series(values.map(({ orders, tracked }): Pair => [orders, tracked]));
        const byDay = new Map(days.map((entry) => [entry.day, entry]));
        const breaks = detectTrackingBreaks(days);
        breaks.forEach((entry, index) => {
          const start = byDay.get(entry.startDay)!;
          expect(start.orders).toBeGreaterThanOrEqual(TRACKING_BREAK_RULE.minDayOrders);
          expect(entry.baselineShare).toBeGreaterThan(0);
          expect(start.tracked / start.orders).toBe(entry.startShare);
          expect(entry.startShare).toBeLessThan(TRACKING_BREAK_RULE.dropRatio * entry.baselineShare);
          expect(binomialAtMost(start.tracked, start.orders, entry.baselineShare)).toBeLessThan(
            TRACKING_BREAK_RULE.maxChance,
          );
          expect(entry.lastDay >= entry.startDay).toBe(true);
          expect(byDay.get(entry.lastDay)!.orders).toBeGreaterThanOrEqual(TRACKING_BREAK_RULE.minDayOrders);
          const next = breaks[index + 1];
          if (next) {
            expect(next.startDay > entry.lastDay).toBe(true);
            expect(entry.ongoing).toBe(false);
          }
        });
      }),
    );
  });

  it('property: every order tracked every day → no break', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 500 }), { maxLength: 90 }), (orders) => {
        expect(detectTrackingBreaks(series(orders.map((count): Pair => [count, count])))).toEqual([]);
      }),
    );
  });

  it('property: a steady share then a fall to under 40 % of it is one ongoing break from the first fallen day', () => {
    fc.assert(
      fc.property(
        fc.double({ min: 0.5, max: 1, noNaN: true }),
        fc.array(fc.integer({ min: 100, max: 400 }), { minLength: 7, maxLength: 30 }),
        fc.array(fc.integer({ min: 100, max: 400 }), { minLength: 1, maxLength: 30 }),
        fc.array(fc.integer({ min: 0, max: 4 }), { maxLength: 30 }),
        (share, steady, fallen, small) => {
          const values: Pair[] = [
            ...steady.map((orders): Pair => [orders, Math.round(orders * share)]),
            ...fallen.map((orders): Pair => [orders, Math.floor(orders * share * 0.4)]),
          ];
          // Small days sprinkled after the fall change nothing.
          for (const [index, orders] of small.entries()) {
            values.splice(steady.length + 1 + index * 2, 0, [orders, orders]);
          }
          const breaks = detectTrackingBreaks(series(values));
          expect(breaks).toHaveLength(1);
          expect(breaks[0]!.startDay).toBe(addDays('2024-06-01', steady.length));
          expect(breaks[0]!.ongoing).toBe(true);
        },
      ),
    );
  });
});
