import type { SearchAnalyticsRow } from './search-console-api.ts';

export interface SearchConsoleRow {
  day: string;
  query: string;
  page: string;
  clicks: number;
  impressions: number;
  position: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;
const count = (value: unknown) => (typeof value === 'number' && value > 0 ? Math.round(value) : 0);

/**
 * `searchanalytics.query` rows with the keys [date, query, page] as stored rows of the range.
 * Google leaves out anonymised queries; a key it sends empty is kept as ''. Rows of one key are
 * summed, their positions weighted by impressions.
 */
export function toSearchConsoleRows(
  rows: readonly SearchAnalyticsRow[],
  range: { from: string; to: string },
): SearchConsoleRow[] {
  const byKey = new Map<string, SearchConsoleRow>();
  for (const row of rows) {
    const [day, query = '', page = ''] = row.keys ?? [];
    if (!day || !/^\d{4}-\d{2}-\d{2}$/.test(day) || day < range.from || day > range.to) continue;
    const entry = { day, query: query.slice(0, 500), page: page.slice(0, 1000) };
    const key = `${entry.day}\u001f${entry.query}\u001f${entry.page}`;
    const current = byKey.get(key) ?? { ...entry, clicks: 0, impressions: 0, position: 0 };
    const impressions = count(row.impressions);
    const position = typeof row.position === 'number' && row.position > 0 ? row.position : 0;
    const weight = current.impressions + impressions;
    current.position =
      weight > 0
        ? round2((current.position * current.impressions + position * impressions) / weight)
        : position;
    current.clicks += count(row.clicks);
    current.impressions = weight;
    byKey.set(key, current);
  }
  return [...byKey.values()];
}
