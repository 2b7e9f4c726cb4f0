/**
 * The keys of the `limit` largest values (ties by key, so the choice is stable), for lists shown
 * as "top N + other" (SPEC §9 top lists: 10).
 */
export function topKeys(totals: readonly { key: string; value: number }[], limit: number): string[] {
  return [...totals]
    .sort((a, b) => b.value - a.value || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0))
    .slice(0, Math.max(0, limit))
    .map((row) => row.key);
}
