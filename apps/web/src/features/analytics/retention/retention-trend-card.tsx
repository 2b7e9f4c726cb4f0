import type { CustomerAcquisitionReport, Granularity } from '@ziskomer/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { type ChartTheme, tooltipBox } from '../../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { findIncompleteBucket, markIncompleteBucket } from '../../../components/charts/incomplete-bucket.ts';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { useTheme } from '../../../lib/theme.ts';
import { CsvButton } from '../shared/csv-button.tsx';
import { formatBucket } from '../shared/format-period.ts';
import { getSeriesColours } from './retention-look.ts';

type Point = CustomerAcquisitionReport['trend'][number];

const rate = (point: Point, index: number) => point.retention[index]?.rate ?? null;

/**
 * Return within 30, 90 and 180 days by period of acquisition; periods too recent to tell stay
 * empty, and the one holding today is marked as still under way (its customers are still coming).
 */
export function RetentionTrendCard({
  data,
  granularity,
  today,
}: {
  data: CustomerAcquisitionReport;
  granularity: Granularity;
  /** Today in the shop's zone: its bucket is still under way and marked so. */
  today: string;
}) {
  const { t } = useTranslation(['analyticsRetention', 'analytics']);
  const incomplete = findIncompleteBucket(
    data.trend.map((point) => point.bucket),
    granularity,
    today,
  );
  const { dark } = useTheme();
  const windows = data.totals.retention.map((window) => window.days);

  const build = useCallback(
    (theme: ChartTheme): ChartOption => {
      const colours = getSeriesColours(dark);
      return {
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
            const point = data.trend[items[0]?.dataIndex ?? -1];
            if (!point) return '';
            return [
              `<b>${formatBucket(point.bucket, granularity)}</b>`,
              ...point.retention.map(
                (window) =>
                  `${t('acquisition.retentionTrend.series', { days: window.days })}: ${
                    window.rate === null
                      ? t('none')
                      : `${formatPercent(window.rate, 1)} (${formatNumber(window.repeated)} / ${formatNumber(window.eligible)})`
                  }`,
              ),
            ].join('<br/>');
          },
        },
        xAxis: {
          type: 'category',
          data: data.trend.map((point) => formatBucket(point.bucket, granularity)),
          axisLine: { lineStyle: { color: theme.grid } },
          axisTick: { show: false },
          axisLabel: { color: theme.text, fontSize: 11, hideOverlap: true },
        },
        yAxis: {
          type: 'value',
          min: 0,
          axisLabel: { color: theme.text, fontSize: 11, formatter: (value: number) => formatPercent(value) },
          splitLine: { lineStyle: { color: theme.grid } },
        },
        series: markIncompleteBucket(
          windows.map((days, index) => ({
            name: t('acquisition.retentionTrend.series', { days }),
            type: 'line',
            smooth: 0.2,
            symbolSize: 5,
            showSymbol: data.trend.length <= 24,
            connectNulls: false,
            data: data.trend.map((point) => rate(point, index)),
            itemStyle: { color: colours[index] },
            lineStyle: { width: 2.2 },
          })),
          incomplete,
          theme,
          t(`analytics:incompleteBucket.${granularity}`),
        ),
      };
    },
    [data.trend, windows, granularity, t, dark, incomplete],
  );

  const percent = (value: number | null) => (value === null ? '' : Math.round(value * 10000) / 100);
  return (
    <ChartCard
      title={t('acquisition.retentionTrend.title')}
      description={t('acquisition.retentionTrend.description')}
      definition={t('acquisition.retentionTrend.definition')}
      actions={
        <CsvButton
          fileName={t('acquisition.retentionTrend.csv')}
          header={[
            t('acquisition.trend.bucket'),
            t('acquisition.table.customers'),
            ...windows.map((days) => `${t('acquisition.retentionTrend.series', { days })} (%)`),
          ]}
          rows={data.trend.map((point) => [
            point.bucket,
            point.newCustomers,
            ...point.retention.map((window) => percent(window.rate)),
          ])}
        />
      }
      chart={<EChart build={build} height={280} label={t('acquisition.retentionTrend.chartLabel')} />}
      table={
        <DataTable
          label={t('acquisition.retentionTrend.title')}
          minWidth={480}
          rows={data.trend}
          rowKey={(point) => point.bucket}
          columns={[
            {
              id: 'bucket',
              header: t('acquisition.trend.bucket'),
              cell: (point) => formatBucket(point.bucket, granularity),
            },
            {
              id: 'customers',
              header: t('acquisition.table.customers'),
              numeric: true,
              cell: (point) => formatNumber(point.newCustomers),
            },
            ...windows.map((days, index) => ({
              id: `d${days}`,
              header: t('acquisition.retentionTrend.series', { days }),
              numeric: true,
              cell: (point: Point) => {
                const value = rate(point, index);
                return value === null ? t('none') : formatPercent(value, 1);
              },
            })),
          ]}
        />
      }
    />
  );
}
