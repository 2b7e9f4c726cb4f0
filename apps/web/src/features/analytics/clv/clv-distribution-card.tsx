import type { ClvRange } from '@ziskomer/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import {
  type ChartTheme,
  compactNumber,
  tooltipBox,
  tooltipLine,
} from '../../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { formatMoney, formatNumber } from '../../../lib/format.ts';
import { formatRangeLabel } from './format-clv.ts';

/** Customers per 1-2-5 range of formula CLV: a histogram of a heavy-tailed amount. */
export function ClvDistributionCard({ ranges, currency }: { ranges: ClvRange[]; currency: string }) {
  const { t } = useTranslation('analyticsClv');
  const fullLabel = useCallback(
    (range: ClvRange) =>
      range.to === null
        ? t('distribution.above', { from: formatMoney(range.from, currency) })
        : `${formatNumber(range.from)}–${formatMoney(range.to, currency)}`,
    [currency, t],
  );

  const build = useCallback(
    (theme: ChartTheme): ChartOption => ({
      animationDuration: 300,
      grid: { left: 8, right: 8, top: 16, bottom: 4, containLabel: true },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow', shadowStyle: { opacity: 0.3 } },
        ...tooltipBox(theme),
        formatter: (items: { dataIndex: number }[]) => {
          const range = ranges[items[0]?.dataIndex ?? 0];
          if (!range) return '';
          return (
            `<div style="font-weight:600;margin-bottom:2px">${fullLabel(range)}</div>` +
            tooltipLine(theme.accent, t('distribution.customers'), formatNumber(range.customers)) +
            tooltipLine('transparent', t('distribution.value'), formatMoney(range.value, currency))
          );
        },
      },
      xAxis: {
        type: 'category',
        data: ranges.map((range) => formatRangeLabel(range.from, range.to, compactNumber)),
        axisLine: { lineStyle: { color: theme.grid } },
        axisTick: { show: false },
        axisLabel: { color: theme.text, fontSize: 10, hideOverlap: true },
      },
      yAxis: {
        type: 'value',
        minInterval: 1,
        splitLine: { lineStyle: { color: theme.grid } },
        axisLabel: { color: theme.text, fontSize: 11, formatter: (value: number) => compactNumber(value) },
      },
      series: [
        {
          type: 'bar',
          barCategoryGap: '16%',
          barMaxWidth: 72,
          data: ranges.map((range) => ({
            value: range.customers,
            itemStyle: { color: theme.accent, borderRadius: [3, 3, 0, 0] },
          })),
        },
      ],
    }),
    [ranges, currency, fullLabel, t],
  );

  const table = (
    <table className="w-full text-sm">
      <thead className="text-left text-xs text-muted">
        <tr>
          <th className="py-1.5 font-medium">{t('distribution.range')}</th>
          <th className="py-1.5 text-right font-medium">{t('distribution.customers')}</th>
          <th className="py-1.5 text-right font-medium">{t('distribution.value')}</th>
        </tr>
      </thead>
      <tbody>
        {ranges.map((range) => (
          <tr key={range.from} className="border-t border-border">
            <td className="py-1.5">{fullLabel(range)}</td>
            <td className="py-1.5 text-right">{formatNumber(range.customers)}</td>
            <td className="py-1.5 text-right">{formatMoney(range.value, currency)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );

  return (
    <ChartCard
      title={t('distribution.title')}
      description={t('distribution.description')}
      definition={t('definitions.distribution')}
      chart={
        ranges.length === 0 ? (
          <p className="py-10 text-center text-sm text-muted">{t('distribution.empty')}</p>
        ) : (
          <EChart build={build} height={260} label={t('distribution.chartLabel')} />
        )
      }
      table={table}
    />
  );
}
