import type { ProductCrossSellReport } from '@ziskomer/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { type ChartTheme, tooltipBox, valueAxis } from '../../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { formatNumber, formatPercent } from '../../../lib/format.ts';
import { EmptyPeriod } from './empty-period.tsx';
import { escapeHtml } from './escape-html.ts';

interface PointData {
  value: [number, number];
  name: string;
  confidence: number;
}

/**
 * The listed pairs as points: orders together across, lift up, a line at lift 1. The pairs both
 * frequent and well above chance (top right) are the ones worth offering together.
 */
export function PairStrengthCard({ data }: { data: ProductCrossSellReport }) {
  const { t } = useTranslation('analyticsProducts');
  const pairs = useMemo(() => data.pairs.filter((pair) => pair.lift !== null), [data.pairs]);
  const build = useCallback(
    (theme: ChartTheme): ChartOption => ({
      animationDuration: 300,
      grid: { left: 8, right: 24, top: 32, bottom: 28, containLabel: true },
      tooltip: {
        trigger: 'item',
        ...tooltipBox(theme),
        formatter: (params: { data: PointData }) => {
          const point = params.data;
          return [
            `<strong>${escapeHtml(point.name)}</strong>`,
            `${t('crossSell.chart.axisFrequency')}: ${formatNumber(point.value[0])}`,
            `${t('crossSell.chart.axisLift')}: ${formatNumber(point.value[1], 2)}×`,
            `${t('crossSell.pairs.confidence')}: ${formatPercent(point.confidence, 0)}`,
          ].join('<br/>');
        },
      },
      xAxis: {
        ...valueAxis(theme),
        name: t('crossSell.chart.axisFrequency'),
        nameLocation: 'middle',
        nameGap: 28,
        nameTextStyle: { color: theme.text },
        minInterval: 1,
      },
      yAxis: {
        ...valueAxis(theme, (value: number) => `${formatNumber(value, Number.isInteger(value) ? 0 : 1)}×`),
        name: t('crossSell.chart.axisLift'),
        nameTextStyle: { color: theme.text, align: 'left' },
        min: 0,
      },
      series: [
        {
          type: 'scatter',
          symbolSize: (value: [number, number]) => Math.max(8, Math.min(22, 6 + Math.sqrt(value[0]) * 2)),
          itemStyle: { color: theme.accent, opacity: 0.75, borderColor: theme.tooltipBg, borderWidth: 1 },
          emphasis: { itemStyle: { opacity: 1 } },
          data: pairs.map(
            (pair): PointData => ({
              value: [pair.pairOrders, pair.lift ?? 0],
              name: `${pair.productA.name} + ${pair.productB.name}`,
              confidence: Math.max(pair.confidenceAB ?? 0, pair.confidenceBA ?? 0),
            }),
          ),
          markLine: {
            silent: true,
            symbol: 'none',
            lineStyle: { color: theme.neutral, type: 'dashed' },
            label: { color: theme.text, formatter: '1×', position: 'end' },
            data: [{ yAxis: 1 }],
          },
        },
      ],
    }),
    [pairs, t],
  );

  return (
    <ChartCard
      title={t('crossSell.chart.title')}
      description={t('crossSell.chart.description')}
      definition={t('crossSell.chart.definition')}
      chart={
        pairs.length === 0 ? (
          <EmptyPeriod message={t('crossSell.pairs.empty', { count: data.minPairOrders })} />
        ) : (
          <EChart build={build} height={300} label={t('crossSell.chart.label')} />
        )
      }
    />
  );
}
