import type { chartTheme } from '../../../components/charts/echart.tsx';

export type ChartTheme = ReturnType<typeof chartTheme>;

/** The tooltip box of the behaviour reports' charts. */
export function tooltipLook(theme: ChartTheme) {
  return {
    backgroundColor: theme.tooltipBg,
    borderColor: theme.grid,
    textStyle: { color: theme.tooltipText, fontSize: 12 },
    extraCssText: 'box-shadow: 0 4px 16px rgba(15, 23, 42, 0.12); border-radius: 8px;',
  };
}

/**
 * The heatmap's scale from "none" to "most": the surface tint, then the accent getting stronger.
 * In dark mode the strongest cells are the lightest, as light reads as "more" on a dark surface.
 */
export function getHeatColours(dark: boolean): string[] {
  return dark
    ? ['#1a2230', '#123a30', '#0f6b4f', '#10a37a', '#34d399', '#a7f3d0']
    : ['#f1f5f9', '#d1fae5', '#86efac', '#34d399', '#059669', '#065f46'];
}
