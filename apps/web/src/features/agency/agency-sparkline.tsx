import type { AgencyShopRow } from '@ziskomer/contracts';
import { useCallback } from 'react';
import { type ChartOption, type chartTheme, EChart } from '../../components/charts/echart.tsx';

/**
 * A shop's revenue over the period's buckets, as a line without axes: the shape of the trend
 * at a glance. The numbers themselves are in the row beside it.
 */
export function AgencySparkline({
  trend,
  label,
  height = 36,
}: {
  trend: AgencyShopRow['trend'];
  label: string;
  height?: number;
}) {
  const build = useCallback(
    (theme: ReturnType<typeof chartTheme>): ChartOption => ({
      animation: false,
      grid: { left: 2, right: 2, top: 4, bottom: 4 },
      tooltip: { show: false },
      xAxis: { type: 'category', show: false, boundaryGap: false, data: trend.map((point) => point.bucket) },
      yAxis: { type: 'value', show: false, min: 0 },
      series: [
        {
          type: 'line',
          data: trend.map((point) => point.revenue),
          symbol: 'none',
          silent: true,
          lineStyle: { width: 1.5, color: theme.accent },
          areaStyle: { color: theme.accent, opacity: 0.12 },
        },
      ],
    }),
    [trend],
  );
  return <EChart build={build} height={height} label={label} />;
}
