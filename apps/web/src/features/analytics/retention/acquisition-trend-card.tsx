import type { CustomerAcquisitionReport, Granularity } from '@ziskomer/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { type ChartTheme, tooltipBox } from '../../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { findIncompleteBucket, markIncompleteBucket } from '../../../components/charts/incomplete-bucket.ts';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatNumber } from '../../../lib/format.ts';
import { useTheme } from '../../../lib/theme.ts';
import { CsvButton } from '../shared/csv-button.tsx';
import { formatBucket } from '../shared/format-period.ts';
import { type AcquisitionDimension, useGroupLabel } from './group-label.ts';
import { getSeriesColours, otherColour } from './retention-look.ts';

type Point = CustomerAcquisitionReport['trend'][number];

/** The counts of a trend point per source or per campaign (aligned to the report's lists). */
const countsOf = (point: Point, dimension: 'source' | 'campaign') =>
  dimension === 'source' ? point.sources : point.campaigns;

/** New customers per bucket, stacked by the source or campaign of their first order (top 10 + other). */
export function AcquisitionTrendCard({
  data,
  dimension,
  granularity,
  today,
}: {
  data: CustomerAcquisitionReport;
  dimension: AcquisitionDimension;
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
  const label = useGroupLabel(dimension);
  const groups = dimension === 'source' ? data.sources : data.campaigns;

  const build = useCallback(
    (theme: ChartTheme): ChartOption => {
      const colours = getSeriesColours(dark);
      return {
        animationDuration: 300,
        grid: { left: 8, right: 8, top: 40, bottom: 8, containLabel: true },
        legend: {
          top: 0,
          left: 0,
          right: 0,
          type: 'scroll',
          textStyle: { color: theme.text, fontSize: 12 },
          pageTextStyle: { color: theme.text },
          itemWidth: 12,
          itemHeight: 8,
        },
        tooltip: { ...tooltipBox(theme), trigger: 'axis', axisPointer: { type: 'shadow' } },
        xAxis: {
          type: 'category',
          data: data.trend.map((point) => formatBucket(point.bucket, granularity)),
          axisLine: { lineStyle: { color: theme.grid } },
          axisTick: { show: false },
          axisLabel: { color: theme.text, fontSize: 11, hideOverlap: true },
        },
        yAxis: {
          type: 'value',
          minInterval: 1,
          axisLabel: { color: theme.text, fontSize: 11, formatter: (value: number) => formatNumber(value) },
          splitLine: { lineStyle: { color: theme.grid } },
        },
        series: markIncompleteBucket(
          groups.map((group, index) => ({
            name: label(group.key),
            type: 'bar',
            stack: 'customers',
            barMaxWidth: 40,
            emphasis: { focus: 'series' },
            data: data.trend.map((point) => countsOf(point, dimension)[index] ?? 0),
            itemStyle: { color: group.key === null ? otherColour(dark) : colours[index % colours.length] },
          })),
          incomplete,
          theme,
          t(`analytics:incompleteBucket.${granularity}`),
        ),
      };
    },
    [data.trend, groups, granularity, label, dark, dimension, incomplete, t],
  );

  const header = [t('acquisition.trend.bucket'), ...groups.map((group) => label(group.key))];
  const rows = data.trend.map((point) => [point.bucket, ...countsOf(point, dimension)]);
  return (
    <ChartCard
      title={t('acquisition.trend.title')}
      description={`${t('acquisition.trend.description')} · ${t(`acquisition.by.${dimension}`)}`}
      definition={t('acquisition.trend.definition')}
      actions={<CsvButton fileName={t('acquisition.trend.csv')} header={header} rows={rows} />}
      chart={<EChart build={build} height={320} label={t('acquisition.trend.chartLabel')} />}
      table={
        <DataTable
          label={t('acquisition.trend.title')}
          minWidth={Math.max(420, 120 + groups.length * 96)}
          rows={data.trend}
          rowKey={(point) => point.bucket}
          columns={[
            {
              id: 'bucket',
              header: t('acquisition.trend.bucket'),
              cell: (point) => formatBucket(point.bucket, granularity),
            },
            ...groups.map((group, index) => ({
              id: `g${index}`,
              header: label(group.key),
              numeric: true,
              cell: (point: Point) => formatNumber(countsOf(point, dimension)[index] ?? 0),
            })),
          ]}
        />
      }
    />
  );
}
