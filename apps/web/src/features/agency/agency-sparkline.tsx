import type { AgencyShopRow } from '@ziskomer/contracts';
import { getZonedDay } from '@ziskomer/domain';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartOption, type chartTheme, EChart } from '../../components/charts/echart.tsx';
import { findIncompleteBucket } from '../../components/charts/incomplete-bucket.ts';
import { useShops } from '../shops/use-shops.ts';

/**
 * A shop's revenue over the period's buckets, as a line without axes: the shape of the trend
 * at a glance. The numbers themselves are in the row beside it. The bucket still under way in the
 * shop's zone (today, this week or month) is drawn dashed over a shaded strip, so a fall at the
 * end reads as a day not yet over.
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
    (theme: ReturnType<typeof chartTheme>): ChartOption => {
      const revenue = trend.map((point) => point.revenue);
      // The part still under way is its own dashed, faint segment over a shaded strip: a line
      // without axes has no room for the reports' label.
      const done =
        incomplete === null ? revenue : revenue.map((value, at) => (at < incomplete ? value : null));
      const open = revenue.map((value, at) => (incomplete !== null && at >= incomplete - 1 ? value : null));
      return {
        animation: false,
        grid: { left: 2, right: 2, top: 4, bottom: 4 },
        tooltip: { show: false },
        xAxis: {
          type: 'category',
          show: false,
          boundaryGap: false,
          data: trend.map((point) => point.bucket),
        },
        yAxis: { type: 'value', show: false, min: 0 },
        series: [
          {
            type: 'line',
            data: done,
            symbol: 'none',
            silent: true,
            lineStyle: { width: 1.5, color: theme.accent },
            areaStyle: { color: theme.accent, opacity: 0.12 },
            ...(incomplete !== null && incomplete > 0
              ? {
                  markArea: {
                    silent: true,
                    itemStyle: { color: theme.grid, opacity: 0.6 },
                    data: [[{ xAxis: incomplete - 1 }, { xAxis: incomplete }]],
                  },
                }
              : {}),
          },
          ...(incomplete === null
            ? []
            : [
                {
                  type: 'line' as const,
                  data: open,
                  symbol: 'none',
                  silent: true,
                  lineStyle: { width: 1.5, color: theme.accent, type: 'dashed' as const, opacity: 0.6 },
                },
              ]),
        ],
      };
    },
    [trend, incomplete],
  );
  const name = incomplete === null ? label : `${label} (${t(`incompleteBucket.${granularity}`)})`;
  return <EChart build={build} height={height} label={name} />;
}
