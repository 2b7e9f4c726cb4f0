import type { CustomerTrendPoint, Granularity } from '@ziskomer/contracts';
import { Users } from 'lucide-react';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import {
  type ChartTheme,
  compactNumber,
  tooltipBox,
  tooltipLine,
} from '../../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { findIncompleteBucket, markIncompleteBucket } from '../../../components/charts/incomplete-bucket.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { useTheme } from '../../../lib/theme.ts';
import { formatBucket } from '../shared/format-period.ts';
import { customerPalette } from './customer-palette.ts';
import { SegmentedControl } from './segmented-control.tsx';
import { INSET_TABLE } from './table-style.ts';

type Measure = 'orders' | 'revenue';

/** First orders of new customers and orders of returning ones per bucket, stacked. */
export function CustomerTrendCard({
  trend,
  granularity,
  currency,
  today,
}: {
  trend: CustomerTrendPoint[];
  granularity: Granularity;
  currency: string;
  /** Today in the shop's zone: its bucket is still under way and marked so. */
  today: string;
}) {
  const { t } = useTranslation(['analyticsCustomers', 'analytics']);
  const incomplete = findIncompleteBucket(
    trend.map((point) => point.bucket),
    granularity,
    today,
  );
  const { dark } = useTheme();
  const [measure, setMeasure] = useState<Measure>('orders');
  const empty = trend.every((point) => point.newOrders + point.returningOrders === 0);
  const values = useCallback(
    (point: CustomerTrendPoint) =>
      measure === 'orders'
        ? { new: point.newOrders, returning: point.returningOrders }
        : { new: point.newRevenue, returning: point.returningRevenue },
    [measure],
  );
  const format = useCallback(
    (value: number) => (measure === 'orders' ? formatNumber(value) : formatMoney(value, currency)),
    [measure, currency],
  );

  const build = useCallback(
    (theme: ChartTheme): ChartOption => {
      const palette = customerPalette(dark);
      const names = {
        new: t(measure === 'orders' ? 'overview.trend.newOrders' : 'overview.trend.newRevenue'),
        returning: t(
          measure === 'orders' ? 'overview.trend.returningOrders' : 'overview.trend.returningRevenue',
        ),
      };
      const series = (key: 'new' | 'returning', top: boolean) => ({
        name: names[key],
        type: 'bar',
        stack: 'orders',
        barMaxWidth: 32,
        data: trend.map((point) => values(point)[key]),
        itemStyle: { color: palette[key], borderRadius: top ? [3, 3, 0, 0] : 0 },
        emphasis: { focus: 'series' },
      });
      return {
        animationDuration: 300,
        grid: { left: 8, right: 12, top: 36, bottom: 4, containLabel: true },
        legend: {
          top: 0,
          left: 0,
          itemWidth: 10,
          itemHeight: 10,
          textStyle: { color: theme.text },
        },
        tooltip: {
          trigger: 'axis',
          axisPointer: { type: 'shadow', shadowStyle: { opacity: 0.3 } },
          ...tooltipBox(theme),
          formatter: (items: { dataIndex: number }[]) => {
            const point = trend[items[0]?.dataIndex ?? 0];
            if (!point) return '';
            const value = values(point);
            return (
              `<div style="margin-bottom:4px;font-weight:600">${formatBucket(point.bucket, granularity)}</div>` +
              tooltipLine(palette.new, names.new, format(value.new)) +
              tooltipLine(palette.returning, names.returning, format(value.returning))
            );
          },
        },
        xAxis: {
          type: 'category',
          data: trend.map((point) => formatBucket(point.bucket, granularity)),
          axisLine: { lineStyle: { color: theme.grid } },
          axisTick: { show: false },
          axisLabel: { color: theme.text, hideOverlap: true },
        },
        yAxis: {
          type: 'value',
          minInterval: measure === 'orders' ? 1 : undefined,
          splitLine: { lineStyle: { color: theme.grid } },
          axisLabel: { color: theme.text, formatter: (value: number) => compactNumber(value) },
        },
        series: markIncompleteBucket(
          [series('new', false), series('returning', true)],
          incomplete,
          theme,
          t(`analytics:incompleteBucket.${granularity}`),
        ),
      };
    },
    [trend, granularity, measure, values, format, dark, incomplete, t],
  );

  return (
    <ChartCard
      title={t('overview.trend.title')}
      description={t('overview.trend.description')}
      definition={t('overview.definitions.trend')}
      actions={
        empty ? undefined : (
          <SegmentedControl
            legend={t('overview.trend.show')}
            value={measure}
            onChange={setMeasure}
            options={[
              { value: 'orders', label: t('overview.trend.orders') },
              { value: 'revenue', label: t('overview.trend.revenue') },
            ]}
          />
        )
      }
      chart={
        empty ? (
          <EmptyState
            icon={Users}
            title={t('overview.emptyPeriod.title')}
            description={t('overview.emptyPeriod.description')}
          />
        ) : (
          <EChart build={build} height={300} label={t('overview.trend.chartLabel')} />
        )
      }
      table={
        empty ? undefined : (
          <table className={INSET_TABLE}>
            <thead className="sticky top-0 bg-surface text-left text-xs text-muted">
              <tr>
                <th className="py-2 font-medium">{t('overview.trend.bucket')}</th>
                <th className="py-2 text-right font-medium">{t('overview.trend.newOrders')}</th>
                <th className="py-2 text-right font-medium">{t('overview.trend.returningOrders')}</th>
                <th className="py-2 text-right font-medium">{t('overview.trend.newRevenue')}</th>
                <th className="py-2 text-right font-medium">{t('overview.trend.returningRevenue')}</th>
              </tr>
            </thead>
            <tbody>
              {trend.map((point) => (
                <tr key={point.bucket} className="border-t border-border">
                  <td className="py-1.5">{formatBucket(point.bucket, granularity)}</td>
                  <td className="py-1.5 text-right">{formatNumber(point.newOrders)}</td>
                  <td className="py-1.5 text-right">{formatNumber(point.returningOrders)}</td>
                  <td className="py-1.5 text-right">{formatMoney(point.newRevenue, currency)}</td>
                  <td className="py-1.5 text-right">{formatMoney(point.returningRevenue, currency)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    />
  );
}
