import type { ChartTheme } from '../../../components/charts/chart-style.ts';

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

/** Text that stays readable on a heat cell: light on the strong end in light mode, dark in dark mode. */
export function heatLabelColour(fraction: number, dark: boolean, theme: ChartTheme): string {
  if (dark) return fraction > 0.72 ? '#052e1f' : theme.tooltipText;
  return fraction > 0.55 ? '#ffffff' : theme.tooltipText;
}
