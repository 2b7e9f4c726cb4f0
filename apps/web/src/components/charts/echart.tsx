import {
  BarChart,
  HeatmapChart,
  LineChart,
  PieChart,
  SankeyChart,
  ScatterChart,
  TreemapChart,
} from 'echarts/charts';
import {
  GridComponent,
  LegendComponent,
  MarkAreaComponent,
  MarkLineComponent,
  TooltipComponent,
  VisualMapComponent,
} from 'echarts/components';
import * as echarts from 'echarts/core';
import { CanvasRenderer } from 'echarts/renderers';
import { useEffect, useRef } from 'react';
import { useTheme } from '../../lib/theme.ts';
import { FIRST_CHART_MARK } from './first-chart-mark.ts';

// Every chart type a report draws; registering them here keeps one place for the bundle's size.
echarts.use([
  LineChart,
  BarChart,
  PieChart,
  HeatmapChart,
  TreemapChart,
  SankeyChart,
  ScatterChart,
  GridComponent,
  TooltipComponent,
  LegendComponent,
  VisualMapComponent,
  MarkLineComponent,
  MarkAreaComponent,
  CanvasRenderer,
]);

export type ChartOption = echarts.EChartsCoreOption;

/** The shared look of every chart: the app's tokens for text, grid lines and series colours. */
export function chartTheme(dark: boolean) {
  return {
    text: dark ? '#94a3b8' : '#5b6779',
    grid: dark ? '#243042' : '#e2e8f0',
    accent: dark ? '#34d399' : '#047857',
    neutral: dark ? '#475569' : '#cbd5e1',
    danger: dark ? '#f87171' : '#dc2626',
    tooltipBg: dark ? '#111827' : '#ffffff',
    tooltipText: dark ? '#e5e7eb' : '#0f172a',
  };
}

/**
 * An Apache ECharts chart that follows its container's size and the light/dark theme. `build`
 * receives the theme colours and returns the option, so charts never hard-code a palette.
 */
export function EChart({
  build,
  height = 260,
  label,
  onItemClick,
}: {
  build: (theme: ReturnType<typeof chartTheme>) => ChartOption;
  height?: number;
  /** What the chart shows, for screen readers (the data is also offered as a table). */
  label: string;
  /** Called with the clicked item's data (e.g. a treemap tile), for charts that select something. */
  onItemClick?: (item: { name: string; dataIndex: number; data: unknown }) => void;
}) {
  const container = useRef<HTMLDivElement>(null);
  const chart = useRef<echarts.ECharts | null>(null);
  const { dark } = useTheme();
  // The latest handler, so that the chart's one listener never calls a stale closure.
  const clickHandler = useRef(onItemClick);
  clickHandler.current = onItemClick;

  useEffect(() => {
    if (!container.current) return;
    const instance = echarts.init(container.current, undefined, { renderer: 'canvas' });
    chart.current = instance;
    const observer = new ResizeObserver(() => instance.resize());
    observer.observe(container.current);
    instance.on('finished', () => {
      if (performance.getEntriesByName(FIRST_CHART_MARK).length === 0) performance.mark(FIRST_CHART_MARK);
    });
    instance.on('click', (params) => {
      const item = params as { name: string; dataIndex: number; data: unknown };
      clickHandler.current?.({ name: item.name, dataIndex: item.dataIndex, data: item.data });
    });
    return () => {
      observer.disconnect();
      instance.dispose();
      chart.current = null;
    };
  }, []);

  useEffect(() => {
    chart.current?.setOption(build(chartTheme(dark)), true);
  }, [build, dark]);

  return <div ref={container} role="img" aria-label={label} style={{ height }} className="w-full" />;
}
