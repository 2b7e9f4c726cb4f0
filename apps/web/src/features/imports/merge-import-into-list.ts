import type { Import } from '@ziskomer/contracts';

/**
 * The recent-imports list with `item` in place of its older copy (same id), or unchanged when
 * the list does not hold it. The import's own state (from its event stream) is newer than a list
 * fetched before it finished, so the list shows "Dokončeno" the moment the result does, instead
 * of "Probíhá" until the next poll.
 */
export function mergeImportIntoList(list: readonly Import[] | undefined, item: Import): Import[] | undefined {
  if (!list) return list;
  let changed = false;
  const merged = list.map((entry) => {
    if (entry.id !== item.id || entry === item) return entry;
    changed = true;
    return item;
  });
  return changed ? merged : (list as Import[]);
}
