import type { BudgetStatus } from '@ziskomer/contracts';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChartCard } from '../../components/charts/chart-card.tsx';
import type { ChartTheme } from '../../components/charts/chart-style.ts';
import { type ChartOption, EChart } from '../../components/charts/echart.tsx';
import { formatMoney, formatNumber } from '../../lib/format.ts';
import { formatDay } from './budget-format.ts';
import { buildSpendSeries } from './budget-view.ts';

/** The period's spend summed day by day against the even pace and the budget's total. */
export function SpendChartCard({ status }: { status: BudgetStatus }) {
  const { t } = useTranslation(['budgets', 'analytics']);
  const { currency, totalBudget } = status.budget;
  const series = useMemo(() => buildSpendSeries({ ...status, total: totalBudget }), [status, totalBudget]);
  const money = useCallback((value: unknown) => formatMoney(Number(value), currency), [currency]);
  // The period holds today: its last elapsed day is today, still under way.
  const todayIndex = status.period.elapsedDays > 0 ? status.period.elapsedDays - 1 : null;

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
      series: markToday(
        [
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
        todayIndex,
        theme,
        t('analytics:incompleteBucket.day'),
      ),
    }),
    [series, totalBudget, money, t, todayIndex],
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
                <td className="py-1.5">
                  {formatDay(day)}
                  {index === todayIndex && (
                    <span className="text-xs text-muted"> ({t('analytics:incompleteBucket.row')})</span>
                  )}
                </td>
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

/**
 * Today's part of the spend line marked as incomplete: the stretch from yesterday to today shaded
 * and labelled, today's point hollow. On this line chart (no gaps at the edges) a day is a point,
 * so the shading covers the segment that today's spend draws; the even pace is left as it is.
 */
function markToday<T extends { type?: unknown; data?: unknown }>(
  series: T[],
  index: number | null,
  theme: ChartTheme,
  label: string,
): T[] {
  if (index === null) return series;
  return series.map((one, position) => {
    if (position !== 0 || !Array.isArray(one.data)) return one;
    const data = one.data.map((point, at) =>
      at === index ? { value: point, symbol: 'emptyCircle', symbolSize: 8, showSymbol: true } : point,
    );
    const area = [
      {
        xAxis: Math.max(0, index - 1),
        name: label,
        itemStyle: { color: theme.grid, opacity: 0.45 },
        // Runs leftwards from today's edge: centred on a day near the right it was cut off on a phone.
        label: { show: true, position: 'insideTopRight', color: theme.text, fontSize: 11 },
      },
      { xAxis: index },
    ];
    return { ...one, data, markArea: { silent: true, data: [area] } };
  });
}
