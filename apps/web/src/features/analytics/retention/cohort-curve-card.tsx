import type { CustomerCohortsReport } from '@ziskomer/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { type ChartTheme, tooltipBox } from '../../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';

/** The average retention curve (bars would read as totals; a line reads as decay) from month 1 on. */
export function CohortCurveCard({ data, currency }: { data: CustomerCohortsReport; currency: string }) {
  const { t } = useTranslation('analyticsRetention');
  const points = data.averages.filter((average) => average.offset > 0);

  const build = useCallback(
    (theme: ChartTheme): ChartOption => ({
      animationDuration: 300,
      grid: { left: 8, right: 12, top: 36, bottom: 8, containLabel: true },
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
        formatter: (items: { dataIndex: number }[]) => {
          const point = points[items[0]?.dataIndex ?? -1];
          if (!point) return '';
          return [
            `<b>${t('cohorts.matrix.monthTitle', { offset: point.offset })}</b>`,
            `${t('cohorts.curve.retention')}: ${
              point.retention === null ? t('none') : formatPercent(point.retention, 1)
            }`,
            `${t('cohorts.curve.cumulative')}: ${
              point.cumulativeRevenuePerCustomer === null
                ? t('none')
                : formatMoney(point.cumulativeRevenuePerCustomer, currency)
            }`,
            t('cohorts.tiles.retentionDetail', { count: point.cohorts, value: formatNumber(point.cohorts) }),
          ].join('<br/>');
        },
      },
      xAxis: {
        type: 'category',
        data: points.map((point) => t('cohorts.matrix.month', { offset: point.offset })),
        axisLine: { lineStyle: { color: theme.grid } },
        axisTick: { show: false },
        axisLabel: { color: theme.text, fontSize: 11 },
      },
      yAxis: [
        {
          type: 'value',
          min: 0,
          axisLabel: { color: theme.text, fontSize: 11, formatter: (value: number) => formatPercent(value) },
          splitLine: { lineStyle: { color: theme.grid } },
        },
        {
          type: 'value',
          min: 0,
          axisLabel: {
            color: theme.text,
            fontSize: 11,
            formatter: (value: number) => formatMoney(value, currency),
          },
          splitLine: { show: false },
        },
      ],
      series: [
        {
          name: t('cohorts.curve.retention'),
          type: 'line',
          smooth: 0.2,
          symbolSize: 6,
          data: points.map((point) => point.retention),
          itemStyle: { color: theme.accent },
          lineStyle: { width: 2.5 },
          areaStyle: { color: theme.accent, opacity: 0.08 },
        },
        {
          name: t('cohorts.curve.cumulative'),
          type: 'line',
          yAxisIndex: 1,
          smooth: 0.2,
          symbol: 'none',
          data: points.map((point) => point.cumulativeRevenuePerCustomer),
          itemStyle: { color: theme.neutral },
          lineStyle: { width: 2, type: 'dashed' },
        },
      ],
    }),
    [points, t, currency],
  );

  return (
    <ChartCard
      title={t('cohorts.curve.title')}
      description={t('cohorts.curve.description')}
      definition={t('cohorts.curve.definition')}
      chart={<EChart build={build} height={280} label={t('cohorts.curve.chartLabel')} />}
      table={
        <DataTable
          label={t('cohorts.curve.title')}
          minWidth={420}
          rows={points}
          rowKey={(point) => String(point.offset)}
          columns={[
            {
              id: 'offset',
              header: t('cohorts.matrix.columns.offset'),
              cell: (point) => t('cohorts.matrix.monthTitle', { offset: point.offset }),
            },
            {
              id: 'retention',
              header: t('cohorts.curve.retention'),
              numeric: true,
              cell: (point) => (point.retention === null ? t('none') : formatPercent(point.retention, 1)),
            },
            {
              id: 'cumulative',
              header: t('cohorts.curve.cumulative'),
              numeric: true,
              cell: (point) =>
                point.cumulativeRevenuePerCustomer === null
                  ? t('none')
                  : formatMoney(point.cumulativeRevenuePerCustomer, currency),
            },
            {
              id: 'cohorts',
              header: t('cohorts.matrix.cohort'),
              numeric: true,
              cell: (point) => formatNumber(point.cohorts),
            },
          ]}
        />
      }
    />
  );
}
