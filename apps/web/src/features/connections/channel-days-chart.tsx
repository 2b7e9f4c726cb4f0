import type { ChannelDay } from '@ziskomer/contracts';
import { useCallback } from 'react';
import { type ChartOption, EChart } from '../../components/charts/echart.tsx';
import { formatDate, formatMoney, formatNumber } from '../../lib/format.ts';

/** A channel's cost by day (bars) with the value of the conversions it reports (line). */
export function ChannelDaysChart({
  days,
  currency,
  labels,
}: {
  days: ChannelDay[];
  currency: string;
  labels: { cost: string; conversionValue: string; chart: string };
}) {
  const build = useCallback(
    (theme: Parameters<Parameters<typeof EChart>[0]['build']>[0]): ChartOption => ({
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
      series: [
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
    }),
    [days, currency, labels],
  );
  return <EChart build={build} height={280} label={labels.chart} />;
}
