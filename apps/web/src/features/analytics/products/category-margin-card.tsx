import type { CategoryMarginRow } from '@ziskomer/contracts';
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
import { DataTable } from '../../../components/ui/data-table.tsx';
import { formatMoney, formatNumber, formatPercent } from '../../../lib/format.ts';
import { useTheme } from '../../../lib/theme.ts';
import { CsvButton } from '../shared/csv-button.tsx';
import { getEstimatePalette } from './chart-palette.ts';
import { estimateCsvKey, toCsvPercent } from './csv-values.ts';
import { EmptyPeriod } from './empty-period.tsx';
import { EstimateBadge } from './estimate-badge.tsx';
import { useCategoryName } from './use-category-name.ts';

/** Categories shown in the chart; the table lists them all. */
const CHART_CATEGORIES = 10;

/** The chart's height for a number of categories (the scatter beside it matches it). */
export function getCategoryChartHeight(categories: number): number {
  return 64 + Math.min(categories, CHART_CATEGORIES) * 36;
}

/** Margin per category as stacked bars, the real part and the estimated part apart. */
export function CategoryMarginCard({
  categories,
  currency,
}: {
  categories: CategoryMarginRow[];
  currency: string;
}) {
  const { t } = useTranslation('analyticsProducts');
  const { dark } = useTheme();
  const categoryName = useCategoryName();
  const top = useMemo(() => categories.slice(0, CHART_CATEGORIES), [categories]);
  const build = useCallback(
    (theme: ChartTheme): ChartOption => {
      const colors = getEstimatePalette(dark);
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
            name: t('margin.categories.real'),
            type: 'bar',
            stack: 'margin',
            barMaxWidth: 18,
            data: rows.map((row) => row.margin - row.estimatedMargin),
            itemStyle: { color: colors.real },
          },
          {
            name: t('margin.categories.estimated'),
            type: 'bar',
            stack: 'margin',
            barMaxWidth: 18,
            data: rows.map((row) => row.estimatedMargin),
            itemStyle: {
              color: dark ? 'rgba(148,163,184,0.35)' : 'rgba(148,163,184,0.45)',
              borderColor: colors.estimated,
              borderType: 'dashed',
              borderWidth: 1,
            },
          },
        ],
      };
    },
    [top, currency, dark, t, categoryName],
  );

  return (
    <ChartCard
      title={t('margin.categories.title')}
      description={t('margin.categories.description')}
      definition={t('margin.categories.definition')}
      chart={
        top.length === 0 ? (
          <EmptyPeriod />
        ) : (
          <EChart
            build={build}
            height={getCategoryChartHeight(top.length)}
            label={t('margin.categories.label')}
          />
        )
      }
      table={
        categories.length === 0 ? undefined : (
          <DataTable
            label={t('margin.categories.title')}
            rows={categories}
            rowKey={(row) => row.category}
            minWidth={620}
            columns={[
              {
                id: 'category',
                header: t('columns.category'),
                cell: (row) => (
                  <span className="flex items-center gap-1.5">
                    {categoryName(row.category)}
                    <EstimateBadge estimate={row.estimate} share={row.estimatedShare} />
                  </span>
                ),
              },
              {
                id: 'products',
                header: t('columns.products'),
                numeric: true,
                cell: (row) => formatNumber(row.products),
              },
              {
                id: 'revenue',
                header: t('columns.revenue'),
                numeric: true,
                cell: (row) => formatMoney(row.revenue, currency),
              },
              {
                id: 'margin',
                header: t('columns.margin'),
                numeric: true,
                cell: (row) => formatMoney(row.margin, currency),
              },
              {
                id: 'marginPercent',
                header: t('columns.marginPercent'),
                numeric: true,
                cell: (row) => (row.marginPercent === null ? '—' : formatPercent(row.marginPercent, 1)),
              },
            ]}
          />
        )
      }
      actions={
        <CsvButton
          fileName={`${t('margin.categories.csvFile')}.csv`}
          header={[
            t('columns.category'),
            t('columns.products'),
            t('columns.revenue'),
            t('columns.margin'),
            t('columns.marginPercent'),
            t('columns.estimatedShare'),
            t('margin.table.estimatedColumn'),
          ]}
          rows={categories.map((row) => [
            categoryName(row.category),
            row.products,
            row.revenue,
            row.margin,
            toCsvPercent(row.marginPercent),
            toCsvPercent(row.estimatedShare),
            t(`csv.${estimateCsvKey(row.estimate)}`),
          ])}
        />
      }
    />
  );
}
