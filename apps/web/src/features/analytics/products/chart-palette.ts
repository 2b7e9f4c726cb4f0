/**
 * Colours of several series in one chart (the top 5 categories), accent first: distinct in both
 * themes and never red, which the app keeps for losses and errors.
 */
export function getSeriesPalette(dark: boolean): string[] {
  return dark
    ? ['#34d399', '#60a5fa', '#fbbf24', '#c084fc', '#f472b6', '#94a3b8']
    : ['#047857', '#2563eb', '#d97706', '#7c3aed', '#db2777', '#64748b'];
}

/** Real, partly estimated and estimated margin: accent, amber, slate. */
export function getEstimatePalette(dark: boolean) {
  return dark
    ? { real: '#34d399', partial: '#fbbf24', estimated: '#94a3b8' }
    : { real: '#047857', partial: '#d97706', estimated: '#94a3b8' };
}
