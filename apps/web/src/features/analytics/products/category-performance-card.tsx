import { type ProductsReport, TOP_CATEGORY_LIMIT } from '@ziskomer/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import {
  type ChartTheme,
  categoryAxis,
  tooltipBox,
  valueAxis,
} from '../../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { CsvButton } from '../shared/csv-button.tsx';
import { CategoryTable } from './category-table.tsx';
import { toCsvPercent } from './csv-values.ts';
import { EmptyPeriod } from './empty-period.tsx';
import { useCategoryName } from './use-category-name.ts';

/** The top 5 categories by revenue (SPEC §9) as bars of revenue and margin; all of them as a table. */
export function CategoryPerformanceCard({ data, currency }: { data: ProductsReport; currency: string }) {
  const { t } = useTranslation('analyticsProducts');
  const categoryName = useCategoryName();
  const top = useMemo(() => data.categories.slice(0, TOP_CATEGORY_LIMIT), [data.categories]);
  const build = useCallback(
    (theme: ChartTheme): ChartOption => {
      // Largest at the top: a horizontal bar chart draws its first category at the bottom.
      const rows = [...top].reverse();
      return {
        animationDuration: 300,
        grid: { left: 8, right: 16, top: 32, bottom: 4, containLabel: true },
        legend: { top: 0, left: 0, textStyle: { color: theme.text }, itemWidth: 10, itemHeight: 10 },
        tooltip: {
          trigger: 'axis',
          axisPointer: { type: 'shadow' },
          ...tooltipBox(theme),
          valueFormatter: (value: unknown) => formatMoney(Number(value), currency),
        },
        xAxis: valueAxis(theme),
        yAxis: {
          ...categoryAxis(
            theme,
            rows.map((row) => categoryName(row.category)),
          ),
          axisLabel: { color: theme.text, width: 120, overflow: 'truncate' },
        },
        series: [
          {
            name: t('columns.revenue'),
            type: 'bar',
            data: rows.map((row) => row.revenue),
            barMaxWidth: 14,
            itemStyle: { color: theme.neutral, borderRadius: [0, 3, 3, 0] },
          },
          {
            name: t('columns.margin'),
            type: 'bar',
            data: rows.map((row) => row.margin),
            barMaxWidth: 14,
            itemStyle: { color: theme.accent, borderRadius: [0, 3, 3, 0] },
            label: {
              show: true,
              position: 'right',
              color: theme.text,
              fontSize: 11,
              formatter: ({ dataIndex }: { dataIndex: number }) => {
                const percent = rows[dataIndex]?.marginPercent;
                return percent === null || percent === undefined ? '' : formatPercent(percent, 0);
              },
            },
          },
        ],
      };
    },
    [top, currency, t, categoryName],
  );

  return (
    <ChartCard
      title={t('products.categories.title')}
      description={t('products.categories.description')}
      definition={t('products.categories.definition')}
      chart={
        top.length === 0 ? (
          <EmptyPeriod />
        ) : (
          <EChart build={build} height={64 + top.length * 44} label={t('products.categories.chartLabel')} />
        )
      }
      table={top.length === 0 ? undefined : <CategoryTable rows={data.categories} currency={currency} />}
      actions={
        <CsvButton
          fileName={`${t('products.categories.csvFile')}.csv`}
          header={[
            t('columns.category'),
            t('columns.orders'),
            t('columns.quantity'),
            t('columns.revenue'),
            t('columns.revenueWithoutVat'),
            t('columns.share'),
            t('columns.margin'),
            t('columns.marginPercent'),
          ]}
          rows={data.categories.map((row) => [
            categoryName(row.category),
            row.orders,
            row.quantity,
            row.revenue,
            row.revenueWithoutVat,
            toCsvPercent(row.revenueShare),
            row.margin,
            toCsvPercent(row.marginPercent),
          ])}
        />
      }
    />
  );
}
