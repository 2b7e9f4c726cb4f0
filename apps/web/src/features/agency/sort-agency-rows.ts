import type { AgencyShopRow } from '@ziskomer/contracts';

/** The columns of the agency table a user may sort by. */
export const AGENCY_SORT_KEYS = [
  'shop',
  'revenue',
  'grossProfit',
  'adSpend',
  'poas',
  'pno',
  'orders',
  'budget',
  'alerts',
] as const;
export type AgencySortKey = (typeof AGENCY_SORT_KEYS)[number];
export type SortDirection = 'asc' | 'desc';

export interface AgencySort {
  key: AgencySortKey;
  direction: SortDirection;
}

/** The biggest shops first: what an agency looks at before anything else. */
export const DEFAULT_AGENCY_SORT: AgencySort = { key: 'revenue', direction: 'desc' };

/** Numbers start high-to-low, the name A–Z: the first click on a header gives the useful order. */
export function firstDirectionOf(key: AgencySortKey): SortDirection {
  return key === 'shop' ? 'asc' : 'desc';
}

function sortValueOf(row: AgencyShopRow, key: Exclude<AgencySortKey, 'shop'>): number | null {
  switch (key) {
    case 'budget':
      return row.budget?.use ?? null;
    case 'alerts':
      return row.openAlerts;
    default:
      return row.figures[key];
  }
}

/**
 * The rows in the chosen order. A missing value (POAS without spend, no budget) goes last in both
 * directions, since "—" is not a very small or a very large number; ties keep the name order.
 */
export function sortAgencyRows(rows: readonly AgencyShopRow[], sort: AgencySort): AgencyShopRow[] {
  const byName = (a: AgencyShopRow, b: AgencyShopRow) =>
    a.shop.name.localeCompare(b.shop.name, 'cs', { sensitivity: 'base' }) ||
    a.shop.id.localeCompare(b.shop.id);
  const sign = sort.direction === 'asc' ? 1 : -1;
  const { key } = sort;
  return [...rows].sort((a, b) => {
    if (key === 'shop') return sign * byName(a, b);
    const left = sortValueOf(a, key);
    const right = sortValueOf(b, key);
    if (left === null || right === null) {
      if (left === right) return byName(a, b);
      return left === null ? 1 : -1;
    }
    return sign * (left - right) || byName(a, b);
  });
}

/** Reads the sort from the page's URL; anything unknown is the default. */
export function readAgencySort(params: URLSearchParams): AgencySort {
  const key = params.get('sort');
  const direction = params.get('dir');
  if (!key || !(AGENCY_SORT_KEYS as readonly string[]).includes(key)) return DEFAULT_AGENCY_SORT;
  const sortKey = key as AgencySortKey;
  return {
    key: sortKey,
    direction: direction === 'asc' || direction === 'desc' ? direction : firstDirectionOf(sortKey),
  };
}

/** Writes the sort into the URL, keeping the other parameters and leaving the default out. */
export function writeAgencySort(sort: AgencySort, base: URLSearchParams): URLSearchParams {
  const params = new URLSearchParams(base);
  params.delete('sort');
  params.delete('dir');
  if (sort.key !== DEFAULT_AGENCY_SORT.key || sort.direction !== DEFAULT_AGENCY_SORT.direction) {
    params.set('sort', sort.key);
    params.set('dir', sort.direction);
  }
  return params;
}

/** A click on a header: the same column reverses, another one starts in its first direction. */
export function nextAgencySort(current: AgencySort, key: AgencySortKey): AgencySort {
  if (current.key === key) return { key, direction: current.direction === 'asc' ? 'desc' : 'asc' };
  return { key, direction: firstDirectionOf(key) };
}
