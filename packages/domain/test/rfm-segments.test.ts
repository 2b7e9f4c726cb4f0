import { RFM_SEGMENTS } from '@ziskomer/contracts';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  frequencyScore,
  getRfmSegment,
  listRfmGridCells,
  quintileScore,
  RFM_FREQUENCY_BANDS,
  RFM_GRID,
  RFM_SCORES,
  type RfmScore,
} from '../src/rfm-segments.ts';

/** Scores of a list of values the way the report scores customers: by how many are strictly worse. */
function scoreAll(values: number[]): RfmScore[] {
  return values.map((value) => quintileScore(values.filter((other) => other < value).length, values.length));
}

describe('RFM quintile scores', () => {
  it('gives ten distinct values two customers per score, worst first', () => {
    expect(scoreAll([10, 20, 30, 40, 50, 60, 70, 80, 90, 100])).toEqual([1, 1, 2, 2, 3, 3, 4, 4, 5, 5]);
  });

  it('keeps equal values together at the score where their run starts', () => {
    // 6 one-off buyers of 10 customers: none has a worse frequency, so all score 1; the two with
    // 2 orders have 6 worse (1 + ⌊5 × 6 / 10⌋ = 4), 3 orders 8 worse (5), 5 orders 9 worse (5).
    expect(scoreAll([1, 1, 1, 1, 1, 1, 2, 2, 3, 5])).toEqual([1, 1, 1, 1, 1, 1, 4, 4, 5, 5]);
  });

  it('scores a single customer, or customers all alike, 1', () => {
    expect(scoreAll([42])).toEqual([1]);
    expect(scoreAll([7, 7, 7])).toEqual([1, 1, 1]);
  });

  it('refuses counts outside the customer base', () => {
    expect(() => quintileScore(0, 0)).toThrow(RangeError);
    expect(() => quintileScore(5, 5)).toThrow(RangeError);
    expect(() => quintileScore(-1, 5)).toThrow(RangeError);
  });

  it('splits distinct values into fifths differing by at most one customer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 400 }), (total) => {
        const sizes = [0, 0, 0, 0, 0];
        for (let worse = 0; worse < total; worse++) sizes[quintileScore(worse, total) - 1]! += 1;
        expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      }),
    );
  });

  it('never scores a better value lower, and equal values alike', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 20 }), { minLength: 1, maxLength: 60 }), (values) => {
        const scores = scoreAll(values);
        for (let i = 0; i < values.length; i++) {
          for (let j = 0; j < values.length; j++) {
            if (values[i]! < values[j]!) expect(scores[i]!).toBeLessThanOrEqual(scores[j]!);
            if (values[i] === values[j]) expect(scores[i]).toBe(scores[j]);
          }
        }
      }),
    );
  });
});

describe('RFM frequency bands', () => {
  it('scores 1, 2, 3, 4–5 and 6+ orders F 1 to F 5', () => {
    expect([1, 2, 3, 4, 5, 6, 7, 40].map(frequencyScore)).toEqual([1, 2, 3, 4, 4, 5, 5, 5]);
  });

  it('lets every score hold customers when most customers order once', () => {
    // 60 % one-off buyers: fifths of the order counts would leave F 2 and F 3 empty.
    const orders = [
      ...Array(60).fill(1),
      ...Array(20).fill(2),
      ...Array(10).fill(3),
      4,
      4,
      5,
      5,
      6,
      6,
      7,
      8,
      9,
      12,
    ];
    const used = new Set(orders.map(frequencyScore));
    expect([...used].sort()).toEqual([1, 2, 3, 4, 5]);
  });

  it('never scores more orders lower, and starts each band at its least count', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: 0, max: 50 }), (orders, more) => {
        expect(frequencyScore(orders + more)).toBeGreaterThanOrEqual(frequencyScore(orders));
      }),
    );
    for (const [index, least] of RFM_FREQUENCY_BANDS.entries()) expect(frequencyScore(least)).toBe(index + 1);
  });

  it('refuses fewer than one order or a fraction', () => {
    expect(() => frequencyScore(0)).toThrow(RangeError);
    expect(() => frequencyScore(1.5)).toThrow(RangeError);
  });
});

describe('RFM segments', () => {
  it.each([
    [5, 5, 'champions'],
    [5, 4, 'champions'],
    [4, 4, 'loyal'],
    [3, 5, 'loyal'],
    [5, 2, 'potentialLoyalists'],
    [4, 3, 'potentialLoyalists'],
    [5, 1, 'new'],
    [4, 1, 'promising'],
    [3, 3, 'needAttention'],
    [3, 1, 'aboutToSleep'],
    [3, 2, 'aboutToSleep'],
    [2, 3, 'atRisk'],
    [1, 4, 'atRisk'],
    [2, 5, 'cantLose'],
    [1, 5, 'cantLose'],
    [2, 1, 'hibernating'],
    [2, 2, 'hibernating'],
    [1, 1, 'lost'],
    [1, 2, 'lost'],
  ] as const)('R %d F %d is %s', (recency, frequency, segment) => {
    expect(getRfmSegment(recency, frequency)).toBe(segment);
  });

  it('maps every one of the 25 cells, and every segment has a cell', () => {
    const cells = listRfmGridCells();
    expect(cells).toHaveLength(25);
    expect(new Set(cells.map((cell) => `${cell.recency}${cell.frequency}`)).size).toBe(25);
    expect(new Set(cells.map((cell) => cell.segment))).toEqual(new Set(RFM_SEGMENTS));
    for (const recency of RFM_SCORES) expect(RFM_GRID[recency]).toHaveLength(5);
  });

  it('never ranks a more recent customer of the same frequency in a worse-off segment', () => {
    // Segments from best to worst standing: moving up in recency must not move down this order.
    const standing = (segment: string) =>
      [
        'champions',
        'loyal',
        'potentialLoyalists',
        'new',
        'promising',
        'needAttention',
        'aboutToSleep',
        'cantLose',
        'atRisk',
        'hibernating',
        'lost',
      ].indexOf(segment);
    for (const frequency of RFM_SCORES) {
      for (const recency of [1, 2, 3, 4] as const) {
        const lower = getRfmSegment(recency, frequency);
        const higher = getRfmSegment((recency + 1) as RfmScore, frequency);
        expect(standing(higher)).toBeLessThanOrEqual(standing(lower));
      }
    }
  });
});
