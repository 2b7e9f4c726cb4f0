import type { CustomerJourneyReport } from '@ziskomer/contracts';
import { format } from 'echarts/core';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { type ChartTheme, tooltipBox } from '../../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { useTheme } from '../../../lib/theme.ts';
import { CsvButton } from '../shared/csv-button.tsx';
import { useSourceLabel } from './use-source-label.ts';

const LENGTHS = [1, 2, 3, 4, 5] as const;

/** One order in grey (did not come back), then ever deeper greens for more orders. */
const LENGTH_COLOURS = {
  light: ['#cbd5e1', '#a7f3d0', '#34d399', '#059669', '#065f46'],
  dark: ['#475569', '#065f46', '#059669', '#34d399', '#a7f3d0'],
};

/** Customers by number of orders, per source of the first order, as 100 % bars (all customers first). */
export function PathLengthsCard({ data }: { data: CustomerJourneyReport }) {
  const { t } = useTranslation('analyticsBehaviour');
  const { dark } = useTheme();
  const label = useSourceLabel();
  const rows = useMemo(
    () => [
      {
        name: t('journey.bySource.total'),
        lengths: data.totals.pathLengths,
        customers: data.totals.customers,
      },
      ...data.bySource.map((group) => ({
        name: label(group.source),
        lengths: group.pathLengths,
        customers: group.customers,
      })),
    ],
    [data, label, t],
  );
  const lengthName = useCallback((length: number) => t(`journey.lengths.length.${length}`), [t]);

  const build = useCallback(
    (theme: ChartTheme): ChartOption => ({
      animationDuration: 300,
      color: LENGTH_COLOURS[dark ? 'dark' : 'light'],
      grid: { left: 4, right: 12, top: 36, bottom: 4, containLabel: true },
      legend: {
        top: 0,
        left: 0,
        itemWidth: 12,
        itemHeight: 10,
        textStyle: { color: theme.text, fontSize: 12 },
        data: LENGTHS.map(lengthName),
      },
      tooltip: {
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        ...tooltipBox(theme),
        formatter: (items: { dataIndex: number }[]) => {
          const row = rows[items[0]?.dataIndex ?? 0];
          if (!row) return '';
          const lines = LENGTHS.map(
            (length, index) =>
              `${lengthName(length)}: ${formatNumber(row.lengths[index] ?? 0)} · ${formatPercent(
                row.customers > 0 ? (row.lengths[index] ?? 0) / row.customers : 0,
                1,
              )}`,
          );
          return `<b>${format.encodeHTML(row.name)}</b> (${formatNumber(row.customers)})<br/>${lines.join('<br/>')}`;
        },
      },
      xAxis: {
        type: 'value',
        max: 1,
        splitLine: { lineStyle: { color: theme.grid } },
        axisLabel: { color: theme.text, fontSize: 11, formatter: (value: number) => formatPercent(value) },
      },
      yAxis: {
        type: 'category',
        inverse: true,
        data: rows.map((row) => row.name),
        axisLine: { show: false },
        axisTick: { show: false },
        axisLabel: { color: theme.text, fontSize: 12, width: 96, overflow: 'truncate' },
      },
      series: LENGTHS.map((length, index) => ({
        name: lengthName(length),
        type: 'bar',
        stack: 'lengths',
        barMaxWidth: 22,
        data: rows.map((row) => (row.customers > 0 ? (row.lengths[index] ?? 0) / row.customers : 0)),
        itemStyle: { borderColor: theme.tooltipBg, borderWidth: 1 },
        emphasis: { focus: 'series' },
      })),
    }),
    [rows, lengthName, dark],
  );

  return (
    <ChartCard
      title={t('journey.lengths.title')}
      description={t('journey.lengths.description')}
      definition={t('journey.lengths.definition')}
      actions={
        <CsvButton
          fileName={t('journey.lengths.csv')}
          header={[
            t('journey.bySource.columns.source'),
            t('journey.bySource.columns.customers'),
            ...LENGTHS.map(lengthName),
          ]}
          rows={rows.map((row) => [row.name, row.customers, ...row.lengths])}
        />
      }
      chart={
        <EChart
          build={build}
          height={Math.max(200, 56 + rows.length * 34)}
          label={t('journey.lengths.chartLabel')}
        />
      }
      table={
        <table className="w-full min-w-[560px] text-sm">
          <thead className="sticky top-0 bg-surface text-xs text-muted">
            <tr>
              <th className="px-2 py-2 text-left font-medium">{t('journey.bySource.columns.source')}</th>
              <th className="px-2 py-2 text-right font-medium">{t('journey.bySource.columns.customers')}</th>
              {LENGTHS.map((length) => (
                <th key={length} className="px-2 py-2 text-right font-medium">
                  {lengthName(length)}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name} className="border-t border-border">
                <td className="px-2 py-1.5">{row.name}</td>
                <td className="px-2 py-1.5 text-right tabular">{formatNumber(row.customers)}</td>
                {row.lengths.map((count, index) => (
                  <td key={LENGTHS[index]} className="px-2 py-1.5 text-right tabular">
                    {formatNumber(count)}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
