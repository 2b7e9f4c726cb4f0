import type { ParetoPoint } from '@ziskomer/contracts';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../../components/charts/chart-card.tsx';
import { type ChartTheme, tooltipBox, tooltipLine } from '../../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../../components/charts/echart.tsx';
import { formatPercent } from '../../../lib/format.ts';
import { INSET_TABLE } from './table-style.ts';

/**
 * The Pareto curve: the cumulative share of revenue against the share of customers, highest
 * revenue first, over the diagonal of an equal split, with the top fifth marked.
 */
export function ParetoCard({
  pareto,
  topFifthShare,
}: {
  pareto: ParetoPoint[];
  topFifthShare: number | null;
}) {
  const { t } = useTranslation('analyticsCustomers');
  const build = useCallback(
    (theme: ChartTheme): ChartOption => {
      const percentAxis = (name: string) => ({
        type: 'value' as const,
        min: 0,
        max: 1,
        interval: 0.2,
        name,
        nameLocation: 'middle' as const,
        nameGap: 28,
        nameTextStyle: { color: theme.text, fontSize: 11 },
        splitLine: { lineStyle: { color: theme.grid } },
        axisLine: { lineStyle: { color: theme.grid } },
        axisLabel: { color: theme.text, formatter: (value: number) => formatPercent(value) },
      });
      return {
        animationDuration: 300,
        grid: { left: 16, right: 16, top: 16, bottom: 28, containLabel: true },
        tooltip: {
          trigger: 'axis',
          ...tooltipBox(theme),
          formatter: (items: { data: [number, number] }[]) => {
            const point = items[0]?.data;
            if (!point) return '';
            return (
              tooltipLine(theme.neutral, t('quintiles.pareto.customerShare'), formatPercent(point[0], 1)) +
              tooltipLine(theme.accent, t('quintiles.pareto.revenueShare'), formatPercent(point[1], 1))
            );
          },
        },
        xAxis: percentAxis(t('quintiles.pareto.customerShare')),
        yAxis: { ...percentAxis(t('quintiles.pareto.revenueShare')), nameGap: 44 },
        series: [
          {
            name: t('quintiles.pareto.revenueShare'),
            type: 'line',
            data: pareto.map((point) => [point.customerShare, point.revenueShare]),
            symbol: 'none',
            smooth: 0.2,
            lineStyle: { width: 2.5, color: theme.accent },
            itemStyle: { color: theme.accent },
            areaStyle: { color: theme.accent, opacity: 0.12 },
            // Dotted guides from both axes to the top fifth's point.
            markLine:
              topFifthShare === null
                ? undefined
                : {
                    silent: true,
                    symbol: 'none',
                    label: { show: false },
                    lineStyle: { color: theme.text, type: 'dotted', width: 1 },
                    data: [
                      [{ coord: [0.2, 0] }, { coord: [0.2, topFifthShare] }],
                      [{ coord: [0, topFifthShare] }, { coord: [0.2, topFifthShare] }],
                    ],
                  },
          },
          ...(topFifthShare === null
            ? []
            : [
                {
                  type: 'scatter',
                  silent: true,
                  tooltip: { show: false },
                  data: [[0.2, topFifthShare]],
                  symbolSize: 9,
                  itemStyle: { color: theme.accent, borderColor: theme.tooltipBg, borderWidth: 2 },
                  label: {
                    show: true,
                    position: 'right',
                    distance: 8,
                    color: theme.tooltipText,
                    fontWeight: 600,
                    formatter: `${t('quintiles.pareto.topFifth')} → ${formatPercent(topFifthShare, 1)}`,
                  },
                },
              ]),
          {
            name: t('quintiles.pareto.equal'),
            type: 'line',
            data: [
              [0, 0],
              [1, 1],
            ],
            symbol: 'none',
            silent: true,
            tooltip: { show: false },
            lineStyle: { width: 1.5, type: 'dashed', color: theme.neutral },
          },
        ],
      };
    },
    [pareto, topFifthShare, t],
  );
  return (
    <ChartCard
      title={t('quintiles.pareto.title')}
      description={t('quintiles.pareto.description')}
      definition={t('quintiles.definitions.pareto')}
      chart={<EChart build={build} height={320} label={t('quintiles.pareto.chartLabel')} />}
      table={
        <table className={INSET_TABLE}>
          <thead className="sticky top-0 bg-surface text-left text-xs text-muted">
            <tr>
              <th className="py-2 font-medium">{t('quintiles.pareto.customerShare')}</th>
              <th className="py-2 text-right font-medium">{t('quintiles.pareto.revenueShare')}</th>
            </tr>
          </thead>
          <tbody>
            {pareto.slice(1).map((point) => (
              <tr key={point.customerShare} className="border-t border-border">
                <td className="py-1.5">{formatPercent(point.customerShare, 1)}</td>
                <td className="py-1.5 text-right">{formatPercent(point.revenueShare, 1)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
