import { describe, expect, it } from 'vitest';
import { chartTheme } from './echart.tsx';
import { findIncompleteBucket, markIncompleteBucket } from './incomplete-bucket.ts';

describe('the bucket still under way', () => {
  it('is today when the days end today, and none when they end earlier', () => {
    expect(findIncompleteBucket(['2026-11-25', '2026-11-26', '2026-11-27'], 'day', '2026-11-27')).toBe(2);
    expect(findIncompleteBucket(['2026-11-25', '2026-11-26'], 'day', '2026-11-27')).toBeNull();
    expect(findIncompleteBucket([], 'day', '2026-11-27')).toBeNull();
  });

  it('is the week from Monday or the month that holds today', () => {
    expect(findIncompleteBucket(['2026-11-16', '2026-11-23'], 'week', '2026-11-27')).toBe(1);
    expect(findIncompleteBucket(['2026-11-16', '2026-11-23'], 'week', '2026-11-30')).toBeNull();
    expect(findIncompleteBucket(['2026-10-01', '2026-11-01'], 'month', '2026-11-30')).toBe(1);
    expect(findIncompleteBucket(['2026-01-01', '2026-02-01'], 'month', '2026-02-28')).toBe(1);
    expect(findIncompleteBucket(['2026-01-01', '2026-02-01'], 'month', '2026-03-01')).toBeNull();
  });
});

describe('marking it in a chart', () => {
  const theme = chartTheme(false);

  it('shades the bucket with its label, fades its bar and hollows its line point', () => {
    const [bars, line] = markIncompleteBucket(
      [
        { type: 'bar', data: [5, 6, { value: 1, itemStyle: { color: 'green' } }] },
        { type: 'line', data: [2, 3, { value: 0.5 }] },
      ],
      2,
      theme,
      'Dnes – neúplný den',
    );
    expect(bars!.data).toEqual([5, 6, { value: 1, itemStyle: { color: 'green', opacity: 0.4 } }]);
    expect(bars!.markArea).toMatchObject({
      data: [[{ xAxis: 2, name: 'Dnes – neúplný den', label: { show: true } }, { xAxis: 2 }]],
    });
    expect((line!.data as unknown[])[2]).toEqual({ value: 0.5, symbol: 'emptyCircle', symbolSize: 8 });
    expect(line!.markArea).toBeUndefined();
  });

  it('keeps the areas a chart already shades', () => {
    const [bars] = markIncompleteBucket(
      [{ type: 'bar', data: [1, 2], markArea: { data: [[{ xAxis: 0 }, { xAxis: 0 }]] } }],
      1,
      theme,
      'Dnes',
    );
    expect((bars!.markArea as { data: unknown[] }).data).toHaveLength(2);
  });

  it('leaves the series alone when no bucket is under way', () => {
    const series = [{ type: 'bar', data: [1, 2] }];
    expect(markIncompleteBucket(series, null, theme, 'x')).toBe(series);
  });
});
