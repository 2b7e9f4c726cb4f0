import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../components/charts/chart-card.tsx';
import { type ChartOption, EChart } from '../../components/charts/echart.tsx';
import { Badge } from '../../components/ui/badge.tsx';
import { type DataColumn, DataTable } from '../../components/ui/data-table.tsx';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { MetricGrid, MetricTile } from '../analytics/shared/metric-tile.tsx';
import { Specimen } from './specimen.tsx';

/** Sample figures of the specimens: made up, and labelled as such on the page. */
const SAMPLE = [
  { month: '2025-01', revenue: 412_300, orders: 318, poas: 1.42 },
  { month: '2025-02', revenue: 389_900, orders: 301, poas: 1.18 },
  { month: '2025-03', revenue: 455_100, orders: 352, poas: 1.61 },
];

export function DataSection() {
  const { t } = useTranslation('designSystem');
  const build = useCallback(
    (theme: Parameters<Parameters<typeof EChart>[0]['build']>[0]): ChartOption => ({
      animationDuration: 300,
      grid: { left: 8, right: 8, top: 16, bottom: 8, containLabel: true },
      tooltip: {
        trigger: 'axis',
        backgroundColor: theme.tooltipBg,
        borderColor: theme.grid,
        textStyle: { color: theme.tooltipText },
      },
      xAxis: {
        type: 'category',
        data: SAMPLE.map((row) => row.month),
        axisLine: { lineStyle: { color: theme.grid } },
        axisLabel: { color: theme.text },
        axisTick: { show: false },
      },
      yAxis: {
        type: 'value',
        splitLine: { lineStyle: { color: theme.grid } },
        axisLabel: { color: theme.text, formatter: (value: number) => formatNumber(value) },
      },
      series: [
        {
          name: t('data.revenue'),
          type: 'bar',
          data: SAMPLE.map((row) => row.revenue),
          itemStyle: { color: theme.accent, borderRadius: [3, 3, 0, 0] },
        },
      ],
    }),
    [t],
  );
  const columns: DataColumn<(typeof SAMPLE)[number]>[] = [
    { id: 'month', header: t('data.month'), cell: (row) => row.month },
    { id: 'orders', header: t('data.orders'), numeric: true, cell: (row) => formatNumber(row.orders) },
    { id: 'revenue', header: t('data.revenue'), numeric: true, cell: (row) => formatMoney(row.revenue) },
    {
      id: 'poas',
      header: 'POAS',
      definition: t('data.poasDefinition'),
      numeric: true,
      cell: (row) => formatNumber(row.poas, 2),
    },
  ];
  return (
    <>
      <Specimen
        id="badges"
        title={t('badges.title')}
        usage={t('badges.usage')}
        source="components/ui/badge.tsx"
      >
        <div className="flex flex-wrap gap-2">
          <Badge>{t('badges.neutral')}</Badge>
          <Badge tone="accent">{t('badges.accent')}</Badge>
          <Badge tone="warning">{t('badges.warning')}</Badge>
          <Badge tone="danger">{t('badges.danger')}</Badge>
        </div>
      </Specimen>
      <Specimen
        id="tiles"
        title={t('tiles.title')}
        usage={t('tiles.usage')}
        source="features/analytics/shared/metric-tile.tsx"
      >
        <MetricGrid className="grid-cols-1 sm:grid-cols-2 lg:grid-cols-1 xl:grid-cols-2">
          <MetricTile
            label={t('data.revenue')}
            definition={t('tiles.revenueDefinition')}
            value={formatMoney(455_100)}
            current={455_100}
            previous={389_900}
          />
          <MetricTile
            label={t('tiles.cost')}
            definition={t('tiles.costDefinition')}
            value={formatMoney(41_200)}
            current={41_200}
            previous={38_000}
            lowerIsBetter
          />
        </MetricGrid>
      </Specimen>
      <Specimen
        id="chart"
        title={t('chart.title')}
        usage={t('chart.usage')}
        source="features/analytics/shared/chart-card.tsx · components/charts/echart.tsx"
        panes={false}
      >
        <ChartCard
          title={t('chart.sampleTitle')}
          description={t('sample')}
          chart={<EChart build={build} height={220} label={t('chart.sampleTitle')} />}
          table={
            <DataTable
              columns={columns.slice(0, 3)}
              rows={SAMPLE}
              rowKey={(row) => row.month}
              label={t('chart.sampleTitle')}
              minWidth={320}
            />
          }
        />
      </Specimen>
      <Specimen
        id="table"
        title={t('table.title')}
        usage={t('table.usage')}
        source="features/analytics/products/data-table.tsx"
      >
        <DataTable
          columns={columns}
          rows={SAMPLE}
          rowKey={(row) => row.month}
          label={t('table.label')}
          minWidth={360}
        />
      </Specimen>
    </>
  );
}
