import { describe, expect, it } from 'vitest';
import { pairTrend } from './pair-trend.ts';

const point = (bucket: string, revenue: number) => ({ bucket, revenue, margin: 0, orders: 0 });

describe('trend pairs', () => {
  it('lines buckets up by position and leaves missing ones empty', () => {
    const current = [point('2024-06-03', 10), point('2024-06-10', 20), point('2024-06-17', 30)];
    const previous = [point('2024-05-06', 5), point('2024-05-13', 6)];
    expect(
      pairTrend(current, previous).map((pair) => [pair.current.bucket, pair.previous?.bucket ?? null]),
    ).toEqual([
      ['2024-06-03', '2024-05-06'],
      ['2024-06-10', '2024-05-13'],
      ['2024-06-17', null],
    ]);
  });

  it('has no previous buckets without a comparison', () => {
    expect(pairTrend([point('2024-06-03', 10)], null)).toEqual([
      { current: point('2024-06-03', 10), previous: null },
    ]);
  });
});
