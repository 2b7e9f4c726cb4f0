import type { Granularity, OrdersTrendPoint } from '@ziskomer/contracts';
import { LineChart as LineChartIcon } from 'lucide-react';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { findIncompleteBucket, markIncompleteBucket } from '../../../components/charts/incomplete-bucket.ts';
import { cn } from '../../../components/ui/cn.ts';
import { EmptyState } from '../../../components/ui/empty-state.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { getLanguage } from '../../../lib/i18n.ts';
import { formatBucket } from '../shared/format-period.ts';
import { pairTrend } from './pair-trend.ts';

const METRICS = ['revenue', 'margin', 'orders'] as const;
type TrendMetric = (typeof METRICS)[number];

type Theme = Parameters<Parameters<typeof EChart>[0]['build']>[0];

/**
 * Revenue, margin or orders per bucket as bars, with the previous period of the same length as a
 * dashed line when the report compares (bucket by bucket in order). A table shows every figure.
 */
export function OrdersTrendCard({
  trend,
  previousTrend,
  granularity,
  currency,
  today,
}: {
  trend: OrdersTrendPoint[];
  previousTrend: OrdersTrendPoint[] | null;
  granularity: Granularity;
  currency: string;
  /** Today in the shop's zone: its bucket is still under way and marked so. */
  today: string;
}) {
  const { t } = useTranslation(['analyticsOrders', 'analytics']);
  const incomplete = findIncompleteBucket(
    trend.map((point) => point.bucket),
    granularity,
    today,
  );
  const [metric, setMetric] = useState<TrendMetric>('revenue');
  const pairs = useMemo(() => pairTrend(trend, previousTrend), [trend, previousTrend]);
  const empty =
    trend.every((point) => point.orders === 0) && !previousTrend?.some((point) => point.orders > 0);
  const format = useCallback(
    (value: number) => (metric === 'orders' ? formatNumber(value) : formatMoney(value, currency)),
    [metric, currency],
  );

  const build = useCallback(
    (theme: Theme): ChartOption => ({
      animationDuration: 300,
      grid: { left: 8, right: 12, top: previousTrend ? 36 : 16, bottom: 4, containLabel: true },
      legend: previousTrend
        ? { top: 0, left: 0, itemWidth: 14, itemHeight: 8, textStyle: { color: theme.text } }
        : undefined,
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow', shadowStyle: { opacity: 0.35 } },
        backgroundColor: theme.tooltipBg,
        borderColor: theme.grid,
        textStyle: { color: theme.tooltipText, fontSize: 12 },
        formatter: (items: { dataIndex: number }[]) => {
          const pair = pairs[items[0]?.dataIndex ?? 0];
          if (!pair) return '';
          const line = (label: string, point: OrdersTrendPoint, color: string) =>
            `<div style="display:flex;gap:12px;justify-content:space-between;align-items:center">` +
            `<span><span style="display:inline-block;width:8px;height:8px;border-radius:2px;background:${color};margin-right:6px"></span>${label} · ${formatBucket(point.bucket, granularity)}</span>` +
            `<b style="font-variant-numeric:tabular-nums">${format(point[metric])}</b></div>`;
          return (
            line(t('trend.current'), pair.current, barColour(theme, pair.current[metric])) +
            (pair.previous ? line(t('trend.previous'), pair.previous, theme.neutral) : '')
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
        splitLine: { lineStyle: { color: theme.grid } },
        axisLabel: { color: theme.text, formatter: (value: number) => formatCompact(value) },
      },
      series: [
        ...markIncompleteBucket(
          [
            {
              name: t('trend.current'),
              type: 'bar',
              barMaxWidth: 28,
              data: trend.map((point) => ({
                value: point[metric],
                itemStyle: {
                  color: barColour(theme, point[metric]),
                  borderRadius: point[metric] < 0 ? [0, 0, 3, 3] : [3, 3, 0, 0],
                },
              })),
              itemStyle: { color: theme.accent },
            },
          ],
          incomplete,
          theme,
          t(`analytics:incompleteBucket.${granularity}`),
        ),
        ...(previousTrend
          ? [
              {
                name: t('trend.previous'),
                type: 'line',
                data: pairs.map((pair) => (pair.previous ? pair.previous[metric] : null)),
                symbol: 'none',
                smooth: 0.3,
                lineStyle: { width: 2, type: 'dashed', color: theme.text },
                itemStyle: { color: theme.text },
                z: 3,
              },
            ]
          : []),
      ],
    }),
    [pairs, trend, previousTrend, granularity, metric, format, incomplete, t],
  );

  const picker = (
    <fieldset className="flex rounded-lg border border-border bg-surface-2 p-0.5">
      <legend className="sr-only">{t('trend.metricPicker')}</legend>
      {METRICS.map((choice) => (
        <button
          key={choice}
          type="button"
          aria-pressed={metric === choice}
          onClick={() => setMetric(choice)}
          className={cn(
            'rounded-md px-2.5 py-1 text-sm font-medium text-muted transition-colors hover:text-fg',
            metric === choice && 'bg-surface text-fg shadow-sm',
          )}
        >
          {t(`trend.metric.${choice}`)}
        </button>
      ))}
    </fieldset>
  );

  return (
    <ChartCard
      title={t('trend.title')}
      description={t(`trend.description.${granularity}`)}
      definition={t('trend.definition')}
      actions={empty ? undefined : picker}
      chart={
        empty ? (
          <EmptyState
            icon={LineChartIcon}
            title={t('emptyPeriod.title')}
            description={t('emptyPeriod.description')}
          />
        ) : (
          <EChart
            build={build}
            height={300}
            label={t('trend.chartLabel', { metric: t(`trend.metric.${metric}`) })}
          />
        )
      }
      table={
        empty ? undefined : (
          <TrendTable
            pairs={pairs}
            granularity={granularity}
            currency={currency}
            compare={Boolean(previousTrend)}
          />
        )
      }
    />
  );
}

function barColour(theme: Theme, value: number): string {
  return value < 0 ? theme.danger : theme.accent;
}

/** Axis labels stay short on phones: 1,2 mil., 350 tis. */
function formatCompact(value: number): string {
  return new Intl.NumberFormat(getLanguage() === 'en' ? 'en-GB' : 'cs-CZ', {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

function TrendTable({
  pairs,
  granularity,
  currency,
  compare,
}: {
  pairs: ReturnType<typeof pairTrend>;
  granularity: Granularity;
  currency: string;
  compare: boolean;
}) {
  const { t } = useTranslation('analyticsOrders');
  const cell = 'px-2 py-1.5 text-right tabular';
  return (
    <table className="w-full text-sm">
      <thead className="sticky top-0 bg-surface text-xs text-muted">
        <tr>
          <th className="px-2 py-2 text-left font-medium">{t('trend.columns.bucket')}</th>
          <th className="px-2 py-2 text-right font-medium">{t('trend.columns.revenue')}</th>
          <th className="px-2 py-2 text-right font-medium">{t('trend.columns.margin')}</th>
          <th className="px-2 py-2 text-right font-medium">{t('trend.columns.orders')}</th>
          {compare && (
            <>
              <th className="px-2 py-2 text-right font-medium">{t('trend.columns.previousRevenue')}</th>
              <th className="px-2 py-2 text-right font-medium">{t('trend.columns.previousMargin')}</th>
              <th className="px-2 py-2 text-right font-medium">{t('trend.columns.previousOrders')}</th>
            </>
          )}
        </tr>
      </thead>
      <tbody>
        {pairs.map(({ current, previous }) => (
          <tr key={current.bucket} className="border-t border-border">
            <td className="px-2 py-1.5 whitespace-nowrap">{formatBucket(current.bucket, granularity)}</td>
            <td className={cell}>{formatMoney(current.revenue, currency)}</td>
            <td className={cell}>{formatMoney(current.margin, currency)}</td>
            <td className={cell}>{formatNumber(current.orders)}</td>
            {compare && (
              <>
                <td className={cell}>{previous ? formatMoney(previous.revenue, currency) : '—'}</td>
                <td className={cell}>{previous ? formatMoney(previous.margin, currency) : '—'}</td>
                <td className={cell}>{previous ? formatNumber(previous.orders) : '—'}</td>
              </>
            )}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
