import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ORDER_GAP_BUCKETS, summariseDayCounts, summariseOrderGaps } from '../src/order-gaps.ts';

/** The plain reference: every order's gap written out, sorted. */
function expand(counts: { days: number; count: number }[]): number[] {
  return counts
    .flatMap((entry) => Array.from({ length: entry.count }, () => entry.days))
    .sort((a, b) => a - b);
}

describe('days between orders', () => {
  it('buckets, median and mean of a small histogram', () => {
    // Gaps 3, 3, 10, 40, 400 → median 10, mean (3 + 3 + 10 + 40 + 400) / 5 = 91.2.
    const summary = summariseOrderGaps([
      { days: 40, count: 1 },
      { days: 3, count: 2 },
      { days: 400, count: 1 },
      { days: 10, count: 1 },
    ]);
    expect(summary.orders).toBe(5);
    expect(summary.medianDays).toBe(10);
    expect(summary.meanDays).toBeCloseTo(91.2, 10);
    expect(summary.buckets.map((bucket) => bucket.orders)).toEqual([2, 1, 0, 1, 0, 0, 0, 1]);
  });

  it('takes the mean of the two middle gaps for an even count', () => {
    // 0, 7 | 8, 365 → (7 + 8) / 2 = 7.5; bucket edges: 7 in 0–7, 8 in 8–14, 365 in 181–365.
    const summary = summariseOrderGaps([
      { days: 0, count: 1 },
      { days: 7, count: 1 },
      { days: 8, count: 1 },
      { days: 365, count: 1 },
    ]);
    expect(summary.medianDays).toBe(7.5);
    expect(summary.buckets.map((bucket) => bucket.orders)).toEqual([2, 1, 0, 0, 0, 0, 1, 0]);
  });

  it('has no median or mean without repeat orders', () => {
    const summary = summariseOrderGaps([{ days: 5, count: 0 }]);
    expect(summary).toMatchObject({ orders: 0, medianDays: null, meanDays: null });
    expect(summary.buckets).toHaveLength(ORDER_GAP_BUCKETS.length);
  });

  it('summarises any histogram of days, such as days to the second order', () => {
    // 12, 12, 30 → median 12, mean 18.
    expect(
      summariseDayCounts([
        { days: 30, count: 1 },
        { days: 12, count: 2 },
      ]),
    ).toEqual({
      count: 3,
      median: 12,
      mean: 18,
    });
  });

  it('agrees with the written-out gaps for any histogram', () => {
    const histogram = fc.array(
      fc.record({ days: fc.integer({ min: 0, max: 1000 }), count: fc.integer({ min: 0, max: 20 }) }),
      { maxLength: 30 },
    );
    fc.assert(
      fc.property(histogram, (counts) => {
        const gaps = expand(counts);
        const summary = summariseOrderGaps(counts);
        expect(summary.orders).toBe(gaps.length);
        expect(summary.buckets.reduce((sum, bucket) => sum + bucket.orders, 0)).toBe(gaps.length);
        if (gaps.length === 0) return;
        const middle = gaps.length / 2;
        const median =
          gaps.length % 2 === 1 ? gaps[Math.floor(middle)]! : (gaps[middle - 1]! + gaps[middle]!) / 2;
        expect(summary.medianDays).toBe(median);
        expect(summary.meanDays).toBeCloseTo(gaps.reduce((sum, gap) => sum + gap, 0) / gaps.length, 9);
      }),
    );
  });
});
