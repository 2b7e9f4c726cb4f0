import type { Granularity, MarketingReport } from '@ziskomer/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { findIncompleteBucket, markIncompleteBucket } from '../../../components/charts/incomplete-bucket.ts';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { formatBucket } from '../shared/format-period.ts';
import { formatMultiple } from './format-marketing.ts';

/** Spend and gross profit per bucket (bars) with POAS (line) and the break-even POAS marked. */
export function SpendTrendCard({
  trend,
  granularity,
  currency,
  breakEvenPoas,
  today,
}: {
  trend: MarketingReport['trend'];
  granularity: Granularity;
  currency: string;
  breakEvenPoas: number;
  /** Today in the shop's zone: its bucket is still under way and marked so. */
  today: string;
}) {
  const { t } = useTranslation(['analyticsMarketing', 'analytics']);
  const incomplete = findIncompleteBucket(
    trend.map((row) => row.bucket),
    granularity,
    today,
  );
  const build = useCallback(
    (theme: Parameters<Parameters<typeof EChart>[0]['build']>[0]): ChartOption => ({
      animationDuration: 300,
      grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
      legend: { top: 0, right: 0, textStyle: { color: theme.text }, itemWidth: 10, itemHeight: 10 },
      tooltip: {
        trigger: 'axis',
        backgroundColor: theme.tooltipBg,
        borderColor: theme.grid,
        textStyle: { color: theme.tooltipText },
      },
      xAxis: {
        type: 'category',
        data: trend.map((row) => formatBucket(row.bucket, granularity)),
        axisLine: { lineStyle: { color: theme.grid } },
        axisLabel: { color: theme.text, hideOverlap: true },
        axisTick: { show: false },
      },
      yAxis: [
        {
          type: 'value',
          splitLine: { lineStyle: { color: theme.grid } },
          axisLabel: { color: theme.text, formatter: (value: number) => formatNumber(value) },
        },
        {
          type: 'value',
          splitLine: { show: false },
          axisLabel: { color: theme.text, formatter: (value: number) => `${formatNumber(value, 1)}×` },
        },
      ],
      series: markIncompleteBucket(
        [
          {
            name: t('trend.adSpend'),
            type: 'bar',
            data: trend.map((row) => row.adSpend),
            itemStyle: { color: theme.neutral, borderRadius: [3, 3, 0, 0] },
            tooltip: { valueFormatter: (value: unknown) => formatMoney(Number(value), currency) },
          },
          {
            name: t('trend.grossProfit'),
            type: 'bar',
            data: trend.map((row) => row.grossProfit),
            itemStyle: { color: theme.accent, opacity: 0.35, borderRadius: [3, 3, 0, 0] },
            tooltip: { valueFormatter: (value: unknown) => formatMoney(Number(value), currency) },
          },
          {
            name: t('trend.poas'),
            type: 'line',
            yAxisIndex: 1,
            data: trend.map((row) => row.poas),
            connectNulls: false,
            smooth: true,
            symbol: 'circle',
            symbolSize: 5,
            lineStyle: { width: 2.5, color: theme.accent },
            itemStyle: { color: theme.accent },
            tooltip: {
              valueFormatter: (value: unknown) => (value === null ? '—' : formatMultiple(Number(value))),
            },
            markLine: {
              silent: true,
              symbol: 'none',
              lineStyle: { color: theme.danger, type: 'dashed' },
              label: { color: theme.danger, formatter: t('trend.breakEven'), position: 'insideEndTop' },
              data: [{ yAxis: breakEvenPoas }],
            },
          },
        ],
        incomplete,
        theme,
        t(`analytics:incompleteBucket.${granularity}`),
      ),
    }),
    [trend, granularity, currency, breakEvenPoas, incomplete, t],
  );

  return (
    <ChartCard
      title={t('trend.title')}
      description={t('trend.description')}
      definition={t('definitions.poas', { breakEven: formatMultiple(breakEvenPoas) })}
      chart={<EChart build={build} height={300} label={t('trend.chartLabel')} />}
      table={
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-surface text-left text-xs text-muted">
            <tr>
              <th className="py-2 font-medium">{t('trend.bucket')}</th>
              <th className="py-2 text-right font-medium">{t('trend.adSpend')}</th>
              <th className="py-2 text-right font-medium">{t('trend.revenue')}</th>
              <th className="py-2 text-right font-medium">{t('trend.grossProfit')}</th>
              <th className="py-2 text-right font-medium">{t('trend.poas')}</th>
            </tr>
          </thead>
          <tbody>
            {trend.map((row) => (
              <tr key={row.bucket} className="border-t border-border">
                <td className="py-1.5">{formatBucket(row.bucket, granularity)}</td>
                <td className="py-1.5 text-right tabular">{formatMoney(row.adSpend, currency)}</td>
                <td className="py-1.5 text-right tabular">{formatMoney(row.revenue, currency)}</td>
                <td className="py-1.5 text-right tabular">{formatMoney(row.grossProfit, currency)}</td>
                <td className="py-1.5 text-right tabular">{formatMultiple(row.poas)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
