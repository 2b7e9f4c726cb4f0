import { getLanguage } from '../../lib/i18n.ts';
import type { chartTheme } from './echart.tsx';

/** The colours `EChart` hands to a chart's `build`. */
export type ChartTheme = ReturnType<typeof chartTheme>;

/** The tooltip box every report chart shares. */
export function tooltipBox(theme: ChartTheme) {
  return {
    backgroundColor: theme.tooltipBg,
    borderColor: theme.grid,
    textStyle: { color: theme.tooltipText, fontSize: 12 },
    extraCssText: 'box-shadow: 0 4px 16px rgba(15, 23, 42, 0.12); border-radius: 8px;',
  };
}

/** A tooltip line: colour dot, label, value on the right (values are ours, labels from i18n). */
export function tooltipLine(color: string, label: string, value: string): string {
  return (
    '<div style="display:flex;gap:16px;justify-content:space-between;align-items:center">' +
    `<span><span style="display:inline-block;width:8px;height:8px;border-radius:2px;background:${color};margin-right:6px"></span>${label}</span>` +
    `<b style="font-variant-numeric:tabular-nums">${value}</b></div>`
  );
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

/**
 * A heatmap's scale from "none" to "most": the surface tint, then the accent getting stronger.
 * In dark mode the strongest cells are the lightest, as light reads as "more" on a dark surface.
 */
export function getHeatColours(dark: boolean): string[] {
  return dark
    ? ['#1a2230', '#123a30', '#0f6b4f', '#10a37a', '#34d399', '#a7f3d0']
    : ['#f1f5f9', '#d1fae5', '#86efac', '#34d399', '#059669', '#065f46'];
}
