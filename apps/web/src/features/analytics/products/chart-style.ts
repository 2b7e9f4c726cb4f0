import type { chartTheme } from '../../../components/charts/echart.tsx';
import { getLanguage } from '../../../lib/i18n.ts';

export type ChartTheme = ReturnType<typeof chartTheme>;

/** The tooltip box every chart of these reports shares. */
export function tooltipBox(theme: ChartTheme) {
  return {
    backgroundColor: theme.tooltipBg,
    borderColor: theme.grid,
    textStyle: { color: theme.tooltipText, fontSize: 12 },
    extraCssText: 'box-shadow: 0 4px 16px rgba(15, 23, 42, 0.12); border-radius: 8px;',
  };
}

/** A value axis with light grid lines and compact Czech numbers (12 tis., 1,2 mil.). */
export function valueAxis(theme: ChartTheme, formatter: (value: number) => string = compactNumber) {
  return {
    type: 'value' as const,
    splitNumber: 4,
    splitLine: { lineStyle: { color: theme.grid } },
    axisLabel: { color: theme.text, formatter, hideOverlap: true },
  };
}

/** A category axis in the theme's colours. */
export function categoryAxis(theme: ChartTheme, data: string[]) {
  return {
    type: 'category' as const,
    data,
    axisLine: { lineStyle: { color: theme.grid } },
    axisTick: { show: false },
    axisLabel: { color: theme.text, hideOverlap: true },
  };
}

/** 12 345 → "12 tis." (cs) or "12K" (en): axis labels that fit a phone. */
export function compactNumber(value: number): string {
  return new Intl.NumberFormat(getLanguage() === 'en' ? 'en-GB' : 'cs-CZ', {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}
