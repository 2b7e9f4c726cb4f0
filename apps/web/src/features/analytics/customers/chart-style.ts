import type { chartTheme } from '../../../components/charts/echart.tsx';
import { getLanguage } from '../../../lib/i18n.ts';

export type ChartTheme = ReturnType<typeof chartTheme>;

/** The tooltip box of the customer reports' charts. */
export function tooltipBox(theme: ChartTheme) {
  return {
    backgroundColor: theme.tooltipBg,
    borderColor: theme.grid,
    textStyle: { color: theme.tooltipText, fontSize: 12 },
    extraCssText: 'box-shadow: 0 4px 16px rgba(15, 23, 42, 0.12); border-radius: 8px;',
  };
}

/** 12 345 → "12 tis." (cs) or "12K" (en): axis labels that fit a phone. */
export function compactNumber(value: number): string {
  return new Intl.NumberFormat(getLanguage() === 'en' ? 'en-GB' : 'cs-CZ', {
    notation: 'compact',
    maximumFractionDigits: 1,
  }).format(value);
}

/** A tooltip line: colour dot, label, value on the right (values are ours, labels from i18n). */
export function tooltipLine(color: string, label: string, value: string): string {
  return (
    '<div style="display:flex;gap:16px;justify-content:space-between;align-items:center">' +
    `<span><span style="display:inline-block;width:8px;height:8px;border-radius:2px;background:${color};margin-right:6px"></span>${label}</span>` +
    `<b style="font-variant-numeric:tabular-nums">${value}</b></div>`
  );
}
