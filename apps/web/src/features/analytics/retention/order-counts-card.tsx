import type { CustomerRepeatOrdersReport } from '@ziskomer/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { type ChartTheme, tooltipBox } from '../../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { CsvButton } from '../shared/csv-button.tsx';
import { rangeLabel } from './range-label.ts';

type Bucket = CustomerRepeatOrdersReport['orderCounts'][number];

/** Customers acquired in the period by their number of counted orders so far. */
export function OrderCountsCard({ data, currency }: { data: CustomerRepeatOrdersReport; currency: string }) {
  const { t } = useTranslation('analyticsRetention');
  const buckets = data.orderCounts;
  const share = useCallback(
    (bucket: Bucket) => (bucket.share === null ? t('none') : formatPercent(bucket.share, 1)),
    [t],
  );

  const build = useCallback(
    (theme: ChartTheme): ChartOption => ({
      animationDuration: 300,
      grid: { left: 8, right: 8, top: 24, bottom: 8, containLabel: true },
      tooltip: {
        ...tooltipBox(theme),
        trigger: 'axis',
        axisPointer: { type: 'shadow' },
        formatter: (items: { dataIndex: number }[]) => {
          const bucket = buckets[items[0]?.dataIndex ?? -1];
          if (!bucket) return '';
          return [
            `<b>${t('repeat.counts.bucket')}: ${rangeLabel(bucket)}</b>`,
            `${t('repeat.counts.customers')}: ${formatNumber(bucket.customers)} (${share(bucket)})`,
            `${t('repeat.counts.revenue')}: ${formatMoney(bucket.revenue, currency)}`,
          ].join('<br/>');
        },
      },
      xAxis: {
        type: 'category',
        name: t('repeat.counts.bucket'),
        nameLocation: 'middle',
        nameGap: 26,
        nameTextStyle: { color: theme.text, fontSize: 11 },
        data: buckets.map(rangeLabel),
        axisLine: { lineStyle: { color: theme.grid } },
        axisTick: { show: false },
        axisLabel: { color: theme.text, fontSize: 12 },
      },
      yAxis: {
        type: 'value',
        minInterval: 1,
        axisLabel: { color: theme.text, fontSize: 11, formatter: (value: number) => formatNumber(value) },
        splitLine: { lineStyle: { color: theme.grid } },
      },
      series: [
        {
          type: 'bar',
          data: buckets.map((bucket, index) => ({
            value: bucket.customers,
            itemStyle: { color: index === 0 ? theme.neutral : theme.accent, borderRadius: [4, 4, 0, 0] },
          })),
          barMaxWidth: 44,
          label: {
            show: true,
            position: 'top',
            color: theme.text,
            fontSize: 11,
            formatter: (item: { dataIndex: number }) => {
              const bucket = buckets[item.dataIndex];
              return bucket?.share ? formatPercent(bucket.share) : '';
            },
          },
        },
      ],
    }),
    [buckets, t, currency, share],
  );

  return (
    <ChartCard
      title={t('repeat.counts.title')}
      description={t('repeat.counts.description')}
      definition={t('repeat.counts.definition')}
      actions={
        <CsvButton
          fileName={t('repeat.counts.csv')}
          header={[
            t('repeat.counts.bucket'),
            t('repeat.counts.customers'),
            t('repeat.counts.share'),
            t('repeat.counts.revenue'),
          ]}
          rows={buckets.map((bucket) => [
            rangeLabel(bucket),
            bucket.customers,
            bucket.share === null ? '' : Math.round(bucket.share * 10000) / 100,
            bucket.revenue,
          ])}
        />
      }
      chart={<EChart build={build} height={280} label={t('repeat.counts.chartLabel')} />}
      table={
        <DataTable
          label={t('repeat.counts.title')}
          minWidth={420}
          rows={buckets}
          rowKey={rangeLabel}
          columns={[
            { id: 'bucket', header: t('repeat.counts.bucket'), cell: rangeLabel },
            {
              id: 'customers',
              header: t('repeat.counts.customers'),
              numeric: true,
              cell: (bucket) => formatNumber(bucket.customers),
            },
            { id: 'share', header: t('repeat.counts.share'), numeric: true, cell: share },
            {
              id: 'revenue',
              header: t('repeat.counts.revenue'),
              numeric: true,
              cell: (bucket) => formatMoney(bucket.revenue, currency),
            },
          ]}
        />
      }
    />
  );
}
