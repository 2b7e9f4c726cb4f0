export type SortDirection = 'asc' | 'desc';

/**
 * Rows ordered by a value, missing values (null) last whichever the direction, ties kept in
 * their original order; the input is not changed.
 */
export function sortRows<Row>(
  rows: readonly Row[],
  value: (row: Row) => number | string | null,
  direction: SortDirection,
): Row[] {
  const sign = direction === 'asc' ? 1 : -1;
  return rows
    .map((row, index) => ({ row, index, key: value(row) }))
    .sort((a, b) => {
      if (a.key === null || b.key === null) {
        if (a.key === b.key) return a.index - b.index;
        return a.key === null ? 1 : -1;
      }
      const order =
        typeof a.key === 'string' || typeof b.key === 'string'
          ? String(a.key).localeCompare(String(b.key), 'cs')
          : a.key - b.key;
      return order === 0 ? a.index - b.index : sign * order;
    })
    .map((entry) => entry.row);
}
