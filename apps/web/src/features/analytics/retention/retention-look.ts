import type { chartTheme } from '../../../components/charts/echart.tsx';

export type ChartTheme = ReturnType<typeof chartTheme>;

/** The tooltip box of the retention charts (the same look as the other reports). */
export function tooltipBox(theme: ChartTheme) {
  return {
    backgroundColor: theme.tooltipBg,
    borderColor: theme.grid,
    textStyle: { color: theme.tooltipText, fontSize: 12 },
    extraCssText: 'box-shadow: 0 4px 16px rgba(15, 23, 42, 0.12); border-radius: 8px;',
  };
}

/** Up to 11 series (top 10 + other), accent first, never red; "other" takes the last, neutral one. */
export function getSeriesColours(dark: boolean): string[] {
  return dark
    ? [
        '#34d399',
        '#60a5fa',
        '#fbbf24',
        '#c084fc',
        '#f472b6',
        '#22d3ee',
        '#a3e635',
        '#fb923c',
        '#818cf8',
        '#2dd4bf',
      ]
    : [
        '#047857',
        '#2563eb',
        '#d97706',
        '#7c3aed',
        '#db2777',
        '#0891b2',
        '#65a30d',
        '#ea580c',
        '#4f46e5',
        '#0d9488',
      ];
}

export function otherColour(dark: boolean): string {
  return dark ? '#64748b' : '#94a3b8';
}

/** From "none" to "most": the surface tint, then the accent getting stronger (lighter in dark mode). */
export function getHeatColours(dark: boolean): string[] {
  return dark
    ? ['#1a2230', '#123a30', '#0f6b4f', '#10a37a', '#34d399', '#a7f3d0']
    : ['#f1f5f9', '#d1fae5', '#86efac', '#34d399', '#059669', '#065f46'];
}

/** Text that stays readable on a heat cell: light on the strong end in light mode, dark in dark mode. */
export function heatLabelColour(fraction: number, dark: boolean, theme: ChartTheme): string {
  if (dark) return fraction > 0.72 ? '#052e1f' : theme.tooltipText;
  return fraction > 0.55 ? '#ffffff' : theme.tooltipText;
}
