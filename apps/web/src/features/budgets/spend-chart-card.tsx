import type { BudgetStatus } from '@ziskomer/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ChartOption, EChart } from '../../components/charts/echart.tsx';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { ChartCard } from '../analytics/shared/chart-card.tsx';
import { formatDay } from './budget-format.ts';
import { buildSpendSeries } from './budget-view.ts';

/** The period's spend summed day by day against the even pace and the budget's total. */
export function SpendChartCard({ status }: { status: BudgetStatus }) {
  const { t } = useTranslation('budgets');
  const { currency, totalBudget } = status.budget;
  const series = useMemo(() => buildSpendSeries({ ...status, total: totalBudget }), [status, totalBudget]);
  const money = useCallback((value: unknown) => formatMoney(Number(value), currency), [currency]);

  const build = useCallback(
    (theme: Parameters<Parameters<typeof EChart>[0]['build']>[0]): ChartOption => ({
      animationDuration: 300,
      grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
      legend: { top: 0, right: 0, textStyle: { color: theme.text }, itemWidth: 14, itemHeight: 8 },
      tooltip: {
        trigger: 'axis',
        backgroundColor: theme.tooltipBg,
        borderColor: theme.grid,
        textStyle: { color: theme.tooltipText },
        valueFormatter: (value: unknown) => (value === null || value === undefined ? '—' : money(value)),
      },
      xAxis: {
        type: 'category',
        data: series.days.map((day) => formatDay(day, false)),
        boundaryGap: false,
        axisLine: { lineStyle: { color: theme.grid } },
        axisLabel: { color: theme.text, hideOverlap: true },
        axisTick: { show: false },
      },
      yAxis: {
        type: 'value',
        max: (range: { max: number }) => Math.max(range.max, totalBudget) * 1.05,
        splitLine: { lineStyle: { color: theme.grid } },
        // The top is stretched to show the budget line; its odd value is not labelled.
        axisLabel: {
          color: theme.text,
          showMaxLabel: false,
          formatter: (value: number) => formatNumber(value),
        },
      },
      series: [
        {
          name: t('chart.actual'),
          type: 'line',
          data: series.cumulative,
          showSymbol: false,
          lineStyle: { width: 2.5, color: theme.accent },
          itemStyle: { color: theme.accent },
          areaStyle: { color: theme.accent, opacity: 0.12 },
          markLine: {
            silent: true,
            symbol: 'none',
            lineStyle: { color: theme.danger, type: 'solid', width: 1.5 },
            label: {
              color: theme.danger,
              position: 'insideEndTop',
              formatter: `${t('chart.limit')} ${money(totalBudget)}`,
            },
            data: [{ yAxis: totalBudget }],
          },
        },
        {
          name: t('chart.pace'),
          type: 'line',
          data: series.pace,
          showSymbol: false,
          lineStyle: { width: 1.5, type: 'dashed', color: theme.text },
          itemStyle: { color: theme.text },
        },
      ],
    }),
    [series, totalBudget, money, t],
  );

  const spentByDay = new Map(status.daily.map((day) => [day.day, day.spent]));
  return (
    <ChartCard
      title={t('chart.title')}
      description={t('chart.description')}
      definition={t('chart.definition')}
      chart={<EChart build={build} height={280} label={t('chart.chartLabel')} />}
      table={
        <table className="w-full text-sm">
          <thead className="sticky top-0 bg-surface text-left text-xs text-muted">
            <tr>
              <th className="py-2 font-medium">{t('chart.day')}</th>
              <th className="py-2 text-right font-medium">{t('chart.daySpent')}</th>
              <th className="py-2 text-right font-medium">{t('chart.actual')}</th>
              <th className="py-2 text-right font-medium">{t('chart.pace')}</th>
            </tr>
          </thead>
          <tbody>
            {series.days.slice(0, status.period.elapsedDays).map((day, index) => (
              <tr key={day} className="border-t border-border">
                <td className="py-1.5">{formatDay(day)}</td>
                <td className="py-1.5 text-right tabular">{money(spentByDay.get(day) ?? 0)}</td>
                <td className="py-1.5 text-right tabular">{money(series.cumulative[index] ?? 0)}</td>
                <td className="py-1.5 text-right tabular">{money(series.pace[index] ?? 0)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      }
    />
  );
}
