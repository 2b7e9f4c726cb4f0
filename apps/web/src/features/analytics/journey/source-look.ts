import type { JourneySource } from '@ziskomer/contracts';

/** Seven named sources, in the report's order: accent first, never red (kept for losses). */
const NAMED = {
  light: ['#047857', '#2563eb', '#d97706', '#7c3aed', '#db2777', '#0891b2', '#65a30d'],
  dark: ['#34d399', '#60a5fa', '#fbbf24', '#c084fc', '#f472b6', '#22d3ee', '#a3e635'],
};
const NOT_GIVEN = { light: '#94a3b8', dark: '#64748b' };
const OTHER = { light: '#cbd5e1', dark: '#475569' };

/**
 * One colour per source, the same in every chart of the page and in every step of the sankey:
 * named sources by their place in `order`, 'Neuvedeno' and 'Ostatní' in greys.
 */
export function getSourceColour(
  source: JourneySource,
  order: readonly JourneySource[],
  dark: boolean,
): string {
  const theme = dark ? 'dark' : 'light';
  if (source === null) return OTHER[theme];
  if (source === '') return NOT_GIVEN[theme];
  const named = order.filter((entry) => entry !== null && entry !== '');
  const index = Math.max(0, named.indexOf(source));
  return NAMED[theme][index % NAMED[theme].length]!;
}

/** Every source the report names, first-order sources first (by customers), then the rest of the flows. */
export function listJourneySources(
  bySource: readonly { source: JourneySource }[],
  links: readonly { from: JourneySource; to: JourneySource }[],
): JourneySource[] {
  const sources: JourneySource[] = [];
  for (const source of [
    ...bySource.map((group) => group.source),
    ...links.flatMap((link) => [link.from, link.to]),
  ]) {
    if (!sources.includes(source)) sources.push(source);
  }
  return sources;
}
