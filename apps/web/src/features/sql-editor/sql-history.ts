/** The queries a person ran in this browser, newest first (local only: never sent anywhere). */
export interface HistoryEntry {
  sql: string;
  ranAt: string;
  rows: number | null;
  failed: boolean;
}

const MAX_ENTRIES = 30;
const keyOf = (shopId: string) => `ziskomer.sql-history.${shopId}`;

export function readHistory(shopId: string, storage: Storage = localStorage): HistoryEntry[] {
  try {
    const parsed = JSON.parse(storage.getItem(keyOf(shopId)) ?? '[]') as unknown;
    return Array.isArray(parsed)
      ? (parsed as HistoryEntry[]).filter((entry) => typeof entry?.sql === 'string')
      : [];
  } catch {
    return [];
  }
}

/** Adds a run on top; the same text run again moves up instead of repeating. */
export function addToHistory(
  shopId: string,
  entry: HistoryEntry,
  storage: Storage = localStorage,
): HistoryEntry[] {
  const next = [
    entry,
    ...readHistory(shopId, storage).filter((old) => old.sql.trim() !== entry.sql.trim()),
  ].slice(0, MAX_ENTRIES);
  try {
    storage.setItem(keyOf(shopId), JSON.stringify(next));
  } catch {
    // A full or disabled storage only loses the history.
  }
  return next;
}

export function clearHistory(shopId: string, storage: Storage = localStorage): void {
  storage.removeItem(keyOf(shopId));
}
