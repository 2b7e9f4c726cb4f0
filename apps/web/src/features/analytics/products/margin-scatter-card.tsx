import type { MarginEstimate, ProductMarginRow } from '@ziskomer/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import {
  type ChartTheme,
  compactNumber,
  tooltipBox,
  valueAxis,
} from '../../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { formatMoney, formatPercent } from '../../../lib/format.ts';
import { useTheme } from '../../../lib/theme.ts';
import { getEstimatePalette } from './chart-palette.ts';
import { EmptyPeriod } from './empty-period.tsx';
import { escapeHtml } from './escape-html.ts';

const KINDS: MarginEstimate[] = ['real', 'partial', 'estimated'];

interface PointData {
  value: [number, number];
  name: string;
  margin: number;
}

/**
 * Every listed product by revenue (across) and margin % (up), one series per kind of margin:
 * real, partly estimated, estimated (hollow). An estimate sits on the 30 % line, never among the
 * real ones unmarked.
 */
export function MarginScatterCard({
  products,
  currency,
  height,
}: {
  products: ProductMarginRow[];
  currency: string;
  height: number;
}) {
  const { t } = useTranslation('analyticsProducts');
  const { dark } = useTheme();
  const withRevenue = useMemo(
    () => products.filter((row) => row.marginPercent !== null && row.revenue > 0),
    [products],
  );
  // Revenues of a catalogue span orders of magnitude: a log axis keeps the small sellers apart.
  const logScale = useMemo(() => {
    const revenues = withRevenue.map((row) => row.revenue);
    return revenues.length > 1 && Math.max(...revenues) / Math.min(...revenues) >= 50;
  }, [withRevenue]);
  const build = useCallback(
    (theme: ChartTheme): ChartOption => {
      const colors = getEstimatePalette(dark);
      return {
        animationDuration: 300,
        grid: { left: 8, right: 20, top: 56, bottom: 28, containLabel: true },
        legend: { top: 0, left: 0, textStyle: { color: theme.text }, itemWidth: 10, itemHeight: 10 },
        tooltip: {
          trigger: 'item',
          ...tooltipBox(theme),
          formatter: (params: { data: PointData; seriesName: string }) =>
            [
              `<strong>${escapeHtml(params.data.name)}</strong>`,
              `${t('columns.revenue')}: ${formatMoney(params.data.value[0], currency)}`,
              `${t('columns.margin')}: ${formatMoney(params.data.margin, currency)} (${formatPercent(params.data.value[1] / 100, 1)})`,
              params.seriesName,
            ].join('<br/>'),
        },
        xAxis: {
          ...valueAxis(theme, compactNumber),
          type: logScale ? 'log' : 'value',
          name: t('columns.revenue'),
          nameLocation: 'middle',
          nameGap: 28,
          nameTextStyle: { color: theme.text },
        },
        yAxis: {
          ...valueAxis(theme, (value: number) => `${value} %`),
          name: t('columns.marginPercent'),
          nameTextStyle: { color: theme.text, align: 'left' },
        },
        series: KINDS.map((kind) => ({
          name: t(`margin.scatter.${kind}`),
          type: 'scatter',
          symbolSize: 9,
          itemStyle:
            kind === 'estimated'
              ? { color: 'transparent', borderColor: colors.estimated, borderWidth: 1.5 }
              : { color: colors[kind], opacity: 0.8 },
          data: withRevenue
            .filter((row) => row.estimate === kind)
            .map(
              (row): PointData => ({
                value: [row.revenue, Math.round((row.marginPercent ?? 0) * 1000) / 10],
                name: row.name,
                margin: row.margin,
              }),
            ),
        })),
      };
    },
    [withRevenue, logScale, currency, dark, t],
  );

  return (
    <ChartCard
      title={t('margin.scatter.title')}
      description={t('margin.scatter.description')}
      definition={t('margin.scatter.definition')}
      chart={
        withRevenue.length === 0 ? (
          <EmptyPeriod />
        ) : (
          <EChart build={build} height={height} label={t('margin.scatter.label')} />
        )
      }
    />
  );
}
