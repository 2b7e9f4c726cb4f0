import type { OrderGaps } from '@ziskomer/contracts';
import { CalendarClock } from 'lucide-react';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { type ChartTheme, tooltipBox } from '../../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { useMediaQuery } from '../../../lib/use-media-query.ts';
import { CsvButton } from '../shared/csv-button.tsx';
import { formatDays } from './format-days.ts';

/** Days between a customer's consecutive orders: a histogram beside the median, mean and counts. */
export function OrderGapsCard({ gaps }: { gaps: OrderGaps }) {
  const { t } = useTranslation('analyticsBehaviour');
  const wide = useMediaQuery('(min-width: 640px)');
  const bucketLabel = useCallback(
    (bucket: OrderGaps['buckets'][number]) =>
      bucket.to === null
        ? t('timing.gaps.bucketOpen', { from: bucket.from - 1 })
        : t('timing.gaps.bucket', { from: bucket.from, to: bucket.to }),
    [t],
  );
  const share = (orders: number) => shareOf(orders, gaps.orders);
  const withinMonth = gaps.buckets.filter((bucket) => bucket.to !== null && bucket.to <= 30);
  const build = useCallback(
    (theme: ChartTheme): ChartOption => ({
      animationDuration: 300,
      grid: { left: 4, right: 8, top: 16, bottom: 4, containLabel: true },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        ...tooltipBox(theme),
        formatter: (items: { dataIndex: number }[]) => {
          const bucket = gaps.buckets[items[0]?.dataIndex ?? 0];
          if (!bucket) return '';
          return `<b>${t('timing.gaps.bucketDays', { label: bucketLabel(bucket) })}</b><br/>${t('orders', {
            count: bucket.orders,
            value: formatNumber(bucket.orders),
          })} · ${formatPercent(shareOf(bucket.orders, gaps.orders), 1)}`;
        },
      },
      xAxis: {
        type: 'category',
        data: gaps.buckets.map((bucket) =>
          bucket.to === null ? `${bucket.from - 1}+` : `${bucket.from}–${bucket.to}`,
        ),
        axisLine: { lineStyle: { color: theme.grid } },
        axisTick: { show: false },
        // On a phone the eight ranges share 300 px: tilted, they keep apart.
        axisLabel: { color: theme.text, fontSize: 11, interval: 0, rotate: wide ? 0 : 40 },
      },
      yAxis: {
        type: 'value',
        splitLine: { lineStyle: { color: theme.grid } },
        axisLabel: { color: theme.text, fontSize: 11, formatter: (value: number) => formatNumber(value) },
      },
      series: [
        {
          type: 'bar',
          barMaxWidth: 48,
          data: gaps.buckets.map((bucket) => bucket.orders),
          itemStyle: { color: theme.accent, borderRadius: [4, 4, 0, 0] },
        },
      ],
    }),
    [gaps, bucketLabel, wide, t],
  );

  const empty = gaps.orders === 0;
  return (
    <ChartCard
      title={t('timing.gaps.title')}
      description={t('timing.gaps.description')}
      definition={t('timing.gaps.definition')}
      actions={
        empty ? undefined : (
          <CsvButton
            fileName={t('timing.gaps.csv')}
            header={[
              t('timing.gaps.columns.bucket'),
              t('timing.gaps.columns.orders'),
              t('timing.gaps.columns.share'),
            ]}
            rows={gaps.buckets.map((bucket) => [bucketLabel(bucket), bucket.orders, share(bucket.orders)])}
          />
        )
      }
      chart={
        empty ? (
          <EmptyState
            className="py-12"
            icon={CalendarClock}
            title={t('timing.gaps.empty')}
            description={t('timing.gaps.emptyDescription')}
          />
        ) : (
          <div className="flex flex-col gap-4">
            <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
              <GapFigure label={t('timing.gaps.median')} hint={t('timing.gaps.medianHint')}>
                {formatDays(t, gaps.medianDays)}
              </GapFigure>
              <GapFigure label={t('timing.gaps.mean')} hint={t('timing.gaps.meanHint')}>
                {formatDays(t, gaps.meanDays)}
              </GapFigure>
              <GapFigure label={t('timing.gaps.withinMonth')} hint={t('timing.gaps.withinMonthHint')}>
                {formatPercent(share(withinMonth.reduce((sum, bucket) => sum + bucket.orders, 0)), 0)}
              </GapFigure>
              <GapFigure label={t('timing.gaps.repeatOrders')} hint={t('timing.gaps.repeatOrdersHint')}>
                {formatNumber(gaps.orders)}
              </GapFigure>
            </dl>
            <EChart build={build} height={240} label={t('timing.gaps.chartLabel')} />
          </div>
        )
      }
      table={
        empty ? undefined : (
          <table className="w-full text-sm">
            <thead className="sticky top-0 bg-surface text-xs text-muted">
              <tr>
                <th className="px-2 py-2 text-left font-medium">{t('timing.gaps.columns.bucket')}</th>
                <th className="px-2 py-2 text-right font-medium">{t('timing.gaps.columns.orders')}</th>
                <th className="px-2 py-2 text-right font-medium">{t('timing.gaps.columns.share')}</th>
              </tr>
            </thead>
            <tbody>
              {gaps.buckets.map((bucket) => (
                <tr key={bucket.from} className="border-t border-border">
                  <td className="px-2 py-1.5">
                    {t('timing.gaps.bucketDays', { label: bucketLabel(bucket) })}
                  </td>
                  <td className="px-2 py-1.5 text-right tabular">{formatNumber(bucket.orders)}</td>
                  <td className="px-2 py-1.5 text-right tabular">{formatPercent(share(bucket.orders), 1)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        )
      }
    />
  );
}

const shareOf = (orders: number, total: number) => (total > 0 ? orders / total : 0);

function GapFigure({ label, hint, children }: { label: string; hint: string; children: string }) {
  return (
    <div className="rounded-lg bg-surface-2 px-3.5 py-3">
      <dt className="text-xs font-medium text-muted">{label}</dt>
      <dd className="mt-0.5 text-lg font-semibold text-fg tabular">{children}</dd>
      <dd className="mt-0.5 text-xs leading-snug text-muted">{hint}</dd>
    </div>
  );
}
