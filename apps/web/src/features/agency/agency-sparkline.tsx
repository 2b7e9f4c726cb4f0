import type { AgencyShopRow } from '@ziskomer/contracts';
import { getZonedDay } from '@ziskomer/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartOption, type chartTheme, EChart } from '../../components/charts/echart.tsx';
import { findIncompleteBucket, markIncompleteBucket } from '../../components/charts/incomplete-bucket.ts';
import { useShops } from '../shops/use-shops.ts';

/**
 * A shop's revenue over the period's buckets, as a line without axes: the shape of the trend
 * at a glance. The numbers themselves are in the row beside it. The bucket still under way in the
 * shop's zone (today, this week or month) is shaded and its point hollow, so a fall at the end
 * reads as a day not yet over.
 */
export function AgencySparkline({
  row,
  label,
  height = 36,
}: {
  row: Pick<AgencyShopRow, 'shop' | 'trend' | 'granularity'>;
  label: string;
  height?: number;
}) {
  const { t } = useTranslation('analytics');
  const shops = useShops();
  const timeZone = shops.data?.find((shop) => shop.id === row.shop.id)?.timeZone ?? 'Europe/Prague';
  const { trend, granularity } = row;
  const incomplete = findIncompleteBucket(
    trend.map((point) => point.bucket),
    granularity,
    getZonedDay(new Date(), timeZone),
  );
  const build = useCallback(
    (theme: ReturnType<typeof chartTheme>): ChartOption => ({
      animation: false,
      grid: { left: 2, right: 2, top: 4, bottom: 4 },
      tooltip: { show: false },
      xAxis: { type: 'category', show: false, boundaryGap: false, data: trend.map((point) => point.bucket) },
      yAxis: { type: 'value', show: false, min: 0 },
      // No label text: a sparkline has no room for it; the shading and the chart's name say it.
      series: markIncompleteBucket(
        [
          {
            type: 'line',
            data: trend.map((point) => point.revenue),
            symbol: 'none',
            silent: true,
            lineStyle: { width: 1.5, color: theme.accent },
            areaStyle: { color: theme.accent, opacity: 0.12 },
          },
        ],
        incomplete,
        theme,
        '',
      ),
    }),
    [trend, incomplete],
  );
  const name = incomplete === null ? label : `${label} (${t(`incompleteBucket.${granularity}`)})`;
  return <EChart build={build} height={height} label={name} />;
}
