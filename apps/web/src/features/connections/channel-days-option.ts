import type { ChannelDay } from '@ziskomer/contracts';
import type { ChartTheme } from '../../components/charts/chart-style.ts';
import type { ChartOption } from '../../components/charts/echart.tsx';
import { findIncompleteBucket, markIncompleteBucket } from '../../components/charts/incomplete-bucket.ts';
import { formatDate, formatMoney, formatNumber } from '../../lib/format.ts';

export interface ChannelDaysLabels {
  cost: string;
  conversionValue: string;
  chart: string;
  /** The label of today's bucket, still under way ("Dnes – neúplný den"). */
  incompleteDay: string;
}

/**
 * A channel's cost by day (bars) with the value of the conversions it reports (line). A sync
 * fetches up to today in the shop's zone, so the last day can be today with what came in so far:
 * it is marked as incomplete, not drawn as a full day falling to zero.
 */
export function buildChannelDaysOption(input: {
  days: readonly ChannelDay[];
  currency: string;
  labels: ChannelDaysLabels;
  /** Today in the shop's zone. */
  today: string;
  theme: ChartTheme;
}): ChartOption {
  const { days, currency, labels, theme } = input;
  const incomplete = findIncompleteBucket(
    days.map((row) => row.day),
    'day',
    input.today,
  );
  return {
    animationDuration: 300,
    grid: { left: 8, right: 8, top: 36, bottom: 8, containLabel: true },
    legend: { top: 0, right: 0, textStyle: { color: theme.text }, itemWidth: 10, itemHeight: 10 },
    tooltip: {
      trigger: 'axis',
      backgroundColor: theme.tooltipBg,
      borderColor: theme.grid,
      textStyle: { color: theme.tooltipText },
      valueFormatter: (value: unknown) => formatMoney(Number(value), currency),
    },
    xAxis: {
      type: 'category',
      data: days.map((row) => formatDate(row.day)),
      axisLine: { lineStyle: { color: theme.grid } },
      axisLabel: { color: theme.text, hideOverlap: true },
      axisTick: { show: false },
    },
    yAxis: {
      type: 'value',
      splitLine: { lineStyle: { color: theme.grid } },
      axisLabel: { color: theme.text, formatter: (value: number) => formatNumber(value) },
    },
    series: markIncompleteBucket(
      [
        {
          name: labels.cost,
          type: 'bar',
          data: days.map((row) => row.cost),
          itemStyle: { color: theme.neutral, borderRadius: [3, 3, 0, 0] },
        },
        {
          name: labels.conversionValue,
          type: 'line',
          data: days.map((row) => row.conversionValue),
          smooth: true,
          symbol: 'circle',
          symbolSize: 5,
          lineStyle: { width: 2.5, color: theme.accent },
          itemStyle: { color: theme.accent },
        },
      ],
      incomplete,
      theme,
      labels.incompleteDay,
    ),
  };
}
