import type { ChartTheme } from './chart-style.ts';

type Granularity = 'day' | 'week' | 'month';

/**
 * The index of the bucket still under way — the one holding today in the shop's zone — when it
 * is the last bucket drawn, else null. Buckets are labelled by their first day (a week by its
 * Monday, a month by its 1st), as the reports return them. Its figures are what came in so far,
 * so a chart that draws it like a finished day shows a fall to zero that did not happen.
 */
export function findIncompleteBucket(
  buckets: readonly string[],
  granularity: Granularity,
  today: string,
): number | null {
  const last = buckets.length - 1;
  if (last < 0) return null;
  const first = buckets[last]!;
  const end = bucketEnd(first, granularity);
  return first <= today && today <= end ? last : null;
}

function bucketEnd(first: string, granularity: Granularity): string {
  if (granularity === 'day') return first;
  const start = new Date(`${first}T00:00:00Z`);
  if (granularity === 'week') start.setUTCDate(start.getUTCDate() + 6);
  else start.setUTCMonth(start.getUTCMonth() + 1, 0);
  return start.toISOString().slice(0, 10);
}

interface SeriesLike {
  type?: unknown;
  data?: unknown;
  [key: string]: unknown;
}

/**
 * Marks the bucket at `index` as incomplete in bar and line series of a category-axis chart: the
 * bucket is shaded with a label ("Dnes – neúplný den"), its bars drawn faint and its line points
 * hollow, so the owner reads the drop as a day not yet over. Pass only the series of the period
 * itself (a previous period's line is complete). Returns new series; `index` null leaves them.
 */
export function markIncompleteBucket<T extends SeriesLike>(
  series: T[],
  index: number | null,
  theme: ChartTheme,
  label: string,
): (T & { markArea?: unknown })[] {
  if (index === null) return series;
  return series.map((one, position) => {
    if (!Array.isArray(one.data) || (one.type !== 'bar' && one.type !== 'line')) return one;
    const data = one.data.map((point, at) => {
      if (at !== index) return point;
      const base: Record<string, unknown> =
        point !== null && typeof point === 'object' && 'value' in point ? { ...point } : { value: point };
      const itemStyle = (base.itemStyle ?? {}) as Record<string, unknown>;
      return one.type === 'bar'
        ? { ...base, itemStyle: { ...itemStyle, opacity: 0.4 } }
        : { ...base, symbol: 'emptyCircle', symbolSize: 8 };
    });
    const marked: T & { markArea?: unknown } = { ...one, data };
    if (position !== 0) return marked;
    // Its own style on the area item, so that areas the chart already shades (tracking breaks)
    // keep theirs.
    const area = [
      {
        xAxis: index,
        name: label,
        itemStyle: { color: theme.grid, opacity: 0.45 },
        // The bucket is the last one: the label runs leftwards from the chart's right edge.
        label: { show: true, position: 'insideTopRight', color: theme.text, fontSize: 11 },
      },
      { xAxis: index },
    ];
    const existing = (one.markArea ?? {}) as { data?: unknown[] };
    return {
      ...marked,
      markArea: { silent: true, ...existing, data: [...(existing.data ?? []), area] },
    };
  });
}
