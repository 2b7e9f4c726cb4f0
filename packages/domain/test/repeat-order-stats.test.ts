import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  countByRange,
  GAP_DAY_BUCKETS,
  meanOfFrequencies,
  medianOfFrequencies,
  ORDER_COUNT_BUCKETS,
  rangeIndex,
  summariseGaps,
} from '../src/repeat-order-stats.ts';

/** The plain median of a list of numbers, as a reference. */
function plainMedian(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

const toFrequencies = (values: number[]) => {
  const counts = new Map<number, number>();
  for (const value of values) counts.set(value, (counts.get(value) ?? 0) + 1);
  return [...counts].map(([value, count]) => ({ value, count }));
};

describe('repeat-order statistics', () => {
  it('puts order counts into 1, 2, 3, 4, 5, 6–10 and 11+', () => {
    expect([1, 2, 3, 4, 5, 6, 10, 11, 250].map((n) => rangeIndex(ORDER_COUNT_BUCKETS, n))).toEqual([
      0, 1, 2, 3, 4, 5, 5, 6, 6,
    ]);
    expect(rangeIndex(ORDER_COUNT_BUCKETS, 0)).toBe(-1);
  });

  it('puts gaps into day ranges with both ends included', () => {
    const edges = [0, 7, 8, 14, 15, 30, 31, 60, 61, 90, 91, 180, 181, 365, 366, 2000];
    expect(edges.map((days) => rangeIndex(GAP_DAY_BUCKETS, days))).toEqual([
      0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7,
    ]);
  });

  it('counts a frequency table per range', () => {
    // 3 customers at 5 days and 2 at 7 → 0–7; 1 at 40 → 31–60; 4 at 400 → 366+.
    expect(
      countByRange(GAP_DAY_BUCKETS, [
        { value: 5, count: 3 },
        { value: 7, count: 2 },
        { value: 40, count: 1 },
        { value: 400, count: 4 },
      ]),
    ).toEqual([5, 0, 0, 1, 0, 0, 0, 4]);
  });

  it('takes the median and mean of a frequency table', () => {
    // 2, 2, 10 → median 2, mean 14 / 3.
    expect(
      medianOfFrequencies([
        { value: 10, count: 1 },
        { value: 2, count: 2 },
      ]),
    ).toBe(2);
    expect(
      meanOfFrequencies([
        { value: 10, count: 1 },
        { value: 2, count: 2 },
      ]),
    ).toBeCloseTo(14 / 3);
    // 1, 3 → median (1 + 3) / 2 = 2.
    expect(
      medianOfFrequencies([
        { value: 3, count: 1 },
        { value: 1, count: 1 },
      ]),
    ).toBe(2);
    expect(medianOfFrequencies([])).toBeNull();
    expect(meanOfFrequencies([])).toBeNull();
  });

  it('agrees with the plain median and mean of the expanded list', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 800 }), { maxLength: 60 }), (values) => {
        const frequencies = toFrequencies(values);
        expect(medianOfFrequencies(frequencies)).toBe(plainMedian(values));
        const mean = meanOfFrequencies(frequencies);
        if (values.length === 0) expect(mean).toBeNull();
        else expect(mean).toBeCloseTo(values.reduce((a, b) => a + b, 0) / values.length, 9);
      }),
    );
  });

  it('summarises gaps, every customer in exactly one bucket', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 1500 }), { maxLength: 60 }), (values) => {
        const summary = summariseGaps(toFrequencies(values));
        expect(summary.customers).toBe(values.length);
        expect(summary.buckets.reduce((a, b) => a + b, 0)).toBe(values.length);
      }),
    );
  });
});
