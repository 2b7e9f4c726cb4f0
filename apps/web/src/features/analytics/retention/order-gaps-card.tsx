import type { CustomerRepeatOrdersReport, GapStats } from '@ziskomer/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { type ChartTheme, tooltipBox } from '../../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { CsvButton } from '../shared/csv-button.tsx';
import { rangeLabel } from './range-label.ts';

/** Histograms of the days from the 1st to the 2nd and from the 2nd to the 3rd order, side by side. */
export function OrderGapsCard({ data }: { data: CustomerRepeatOrdersReport }) {
  const { t } = useTranslation('analyticsRetention');
  const steps = useMemo(
    (): { key: 'firstToSecond' | 'secondToThird'; stats: GapStats }[] => [
      { key: 'firstToSecond', stats: data.firstToSecond },
      { key: 'secondToThird', stats: data.secondToThird },
    ],
    [data.firstToSecond, data.secondToThird],
  );
  const ranges = data.firstToSecond.buckets;
  const summary = useCallback(
    (stats: GapStats) =>
      stats.medianDays === null
        ? t('none')
        : `${t('repeat.gaps.median')} ${t('days', {
            count: stats.medianDays,
            value: formatNumber(stats.medianDays, stats.medianDays % 1 ? 1 : 0),
          })}`,
    [t],
  );

  const build = useCallback(
    (theme: ChartTheme): ChartOption => ({
      animationDuration: 300,
      grid: { left: 8, right: 8, top: 36, bottom: 24, containLabel: true },
      legend: {
        top: 0,
        left: 0,
        textStyle: { color: theme.text, fontSize: 12 },
        itemWidth: 14,
        itemHeight: 8,
      },
      tooltip: {
        ...tooltipBox(theme),
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        formatter: (items: { dataIndex: number }[]) => {
          const index = items[0]?.dataIndex ?? -1;
          const range = ranges[index];
          if (!range) return '';
          return [
            `<b>${rangeLabel(range)} ${t('repeat.gaps.range').toLowerCase()}</b>`,
            ...steps.map(({ key, stats }) => {
              const bucket = stats.buckets[index];
              return `${t(`repeat.gaps.${key}`)}: ${formatNumber(bucket?.customers ?? 0)}${
                bucket?.share != null ? ` (${formatPercent(bucket.share, 1)})` : ''
              }`;
            }),
          ].join('<br/>');
        },
      },
      xAxis: {
        type: 'category',
        name: t('repeat.gaps.range'),
        nameLocation: 'middle',
        nameGap: 28,
        nameTextStyle: { color: theme.text, fontSize: 11 },
        data: ranges.map(rangeLabel),
        axisLine: { lineStyle: { color: theme.grid } },
        axisTick: { show: false },
        axisLabel: { color: theme.text, fontSize: 11, interval: 0, hideOverlap: true },
      },
      yAxis: {
        type: 'value',
        axisLabel: { color: theme.text, fontSize: 11, formatter: (value: number) => formatPercent(value) },
        splitLine: { lineStyle: { color: theme.grid } },
      },
      series: steps.map(({ key, stats }, index) => ({
        name: `${t(`repeat.gaps.${key}`)} · ${summary(stats)}`,
        type: 'bar',
        barMaxWidth: 26,
        data: stats.buckets.map((bucket) => bucket.share ?? 0),
        itemStyle: { color: index === 0 ? theme.accent : theme.neutral, borderRadius: [3, 3, 0, 0] },
      })),
    }),
    [ranges, steps, t, summary],
  );

  const empty = data.firstToSecond.customers === 0;
  return (
    <ChartCard
      title={t('repeat.gaps.title')}
      description={t('repeat.gaps.description')}
      definition={t('repeat.gaps.definition')}
      actions={
        <CsvButton
          fileName={t('repeat.gaps.csv')}
          header={[t('repeat.gaps.range'), t('repeat.gaps.firstToSecond'), t('repeat.gaps.secondToThird')]}
          rows={ranges.map((range, index) => [
            rangeLabel(range),
            data.firstToSecond.buckets[index]?.customers ?? 0,
            data.secondToThird.buckets[index]?.customers ?? 0,
          ])}
        />
      }
      chart={
        empty ? (
          <p className="py-16 text-center text-sm text-muted">{t('repeat.gaps.empty')}</p>
        ) : (
          <EChart build={build} height={290} label={t('repeat.gaps.chartLabel')} />
        )
      }
      table={
        <DataTable
          label={t('repeat.gaps.title')}
          minWidth={420}
          rows={ranges.map((range, index) => ({ range, index }))}
          rowKey={({ range }) => rangeLabel(range)}
          columns={[
            { id: 'range', header: t('repeat.gaps.range'), cell: ({ range }) => rangeLabel(range) },
            ...steps.map(({ key, stats }) => ({
              id: key,
              header: t(`repeat.gaps.${key}`),
              numeric: true,
              cell: ({ index }: { index: number }) => formatNumber(stats.buckets[index]?.customers ?? 0),
            })),
          ]}
        />
      }
    />
  );
}
