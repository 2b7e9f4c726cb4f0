import type { Granularity, ProductsReport } from '@ziskomer/contracts';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import {
  type ChartTheme,
  categoryAxis,
  tooltipBox,
  valueAxis,
} from '../../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { findIncompleteBucket, markIncompleteBucket } from '../../../components/charts/incomplete-bucket.ts';
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatMoney } from '../../../lib/format.ts';
import { useTheme } from '../../../lib/theme.ts';
import { formatBucket } from '../shared/format-period.ts';
import { getSeriesPalette } from './chart-palette.ts';
import { EmptyPeriod } from './empty-period.tsx';
import { type Measure, MeasureSwitch } from './measure-switch.tsx';
import { useCategoryName } from './use-category-name.ts';

/** Revenue or margin of the top 5 categories per day, week or month of the period. */
export function CategoryTrendCard({
  trend,
  granularity,
  currency,
  today,
}: {
  trend: ProductsReport['categoryTrend'];
  granularity: Granularity;
  currency: string;
  /** Today in the shop's zone: its bucket is still under way and marked so. */
  today: string;
}) {
  const { t } = useTranslation(['analyticsProducts', 'analytics']);
  const incomplete = findIncompleteBucket(trend.buckets, granularity, today);
  const { dark } = useTheme();
  const categoryName = useCategoryName();
  const [measure, setMeasure] = useState<Measure>('revenue');
  const labels = useMemo(
    () => trend.buckets.map((bucket) => formatBucket(bucket, granularity)),
    [trend.buckets, granularity],
  );
  const build = useCallback(
    (theme: ChartTheme): ChartOption => {
      const palette = getSeriesPalette(dark);
      return {
        animationDuration: 300,
        color: palette,
        grid: { left: 8, right: 12, top: 44, bottom: 4, containLabel: true },
        legend: {
          type: 'scroll',
          top: 0,
          left: 0,
          textStyle: { color: theme.text },
          pageTextStyle: { color: theme.text },
          itemWidth: 14,
          itemHeight: 8,
        },
        tooltip: {
          trigger: 'axis',
          axisPointer: { type: 'shadow' },
          ...tooltipBox(theme),
          valueFormatter: (value: unknown) => formatMoney(Number(value), currency),
        },
        xAxis: categoryAxis(theme, labels),
        yAxis: valueAxis(theme),
        // Stacked: each bucket shows the five categories' split and their sum at a glance.
        series: markIncompleteBucket(
          trend.series.map((series, index) => ({
            name: categoryName(series.category),
            type: 'bar',
            stack: 'categories',
            barMaxWidth: 28,
            data: series[measure],
            emphasis: { focus: 'series' },
            itemStyle: {
              borderRadius: index === trend.series.length - 1 ? [3, 3, 0, 0] : 0,
              borderColor: theme.tooltipBg,
              borderWidth: 0.5,
            },
          })),
          incomplete,
          theme,
          t(`analytics:incompleteBucket.${granularity}`),
        ),
      };
    },
    [trend, labels, measure, currency, dark, categoryName, incomplete, granularity, t],
  );

  const empty = trend.series.length === 0;
  return (
    <ChartCard
      title={t('products.trend.title')}
      description={t(
        `products.trend.${measure === 'revenue' ? 'description' : 'descriptionMargin'}.${granularity}`,
      )}
      definition={t('products.trend.definition')}
      actions={empty ? undefined : <MeasureSwitch value={measure} onChange={setMeasure} />}
      chart={
        empty ? <EmptyPeriod /> : <EChart build={build} height={300} label={t('products.trend.chartLabel')} />
      }
      table={
        empty ? undefined : (
          <DataTable
            label={t('products.trend.title')}
            rows={trend.buckets.map((bucket, index) => ({ bucket, index }))}
            rowKey={(row) => row.bucket}
            minWidth={160 + trend.series.length * 120}
            columns={[
              { id: 'bucket', header: t('columns.bucket'), cell: (row) => labels[row.index] },
              ...trend.series.map((series) => ({
                id: series.category,
                header: categoryName(series.category),
                numeric: true,
                cell: (row: { index: number }) => formatMoney(series[measure][row.index] ?? 0, currency),
              })),
            ]}
          />
        )
      }
    />
  );
}
