/**
 * The items whose figure moved most between two periods, by the size of the absolute change
 * (a campaign that fell by 40 000 Kč matters more than one that grew by 900 Kč). Items present in
 * one period only count from or to zero; items that did not move are left out. Ties keep the
 * larger current figure first, then the key, so the order is stable.
 *
 * A list cut at a limit (the products report's top 100) is not complete: an item missing from
 * it sold something below the list's last figure, not nothing. Its change is unknown, so with
 * `complete` false for that side such an item is left out instead of counted from or to zero —
 * else a product that slipped from 99th to 101st place would show as the week's biggest fall.
 */
export interface Mover {
  key: string;
  label: string;
  current: number;
  previous: number;
  change: number;
}

export function pickTopMovers(
  current: readonly { key: string; label: string; value: number }[],
  previous: readonly { key: string; label: string; value: number }[],
  limit = 3,
  complete: { current: boolean; previous: boolean } = { current: true, previous: true },
): Mover[] {
  const movers = new Map<string, Mover>();
  const inCurrent = new Set(current.map((item) => item.key));
  for (const item of previous) {
    if (!complete.current && !inCurrent.has(item.key)) continue;
    movers.set(item.key, { key: item.key, label: item.label, current: 0, previous: item.value, change: 0 });
  }
  for (const item of current) {
    const known = movers.get(item.key);
    if (!known && !complete.previous) continue;
    movers.set(item.key, {
      key: item.key,
      label: item.label,
      current: item.value,
      previous: known?.previous ?? 0,
      change: 0,
    });
  }
  return [...movers.values()]
    .map((mover) => ({ ...mover, change: Math.round((mover.current - mover.previous) * 100) / 100 }))
    .filter((mover) => mover.change !== 0)
    .sort(
      (a, b) =>
        Math.abs(b.change) - Math.abs(a.change) || b.current - a.current || a.key.localeCompare(b.key),
    )
    .slice(0, limit);
}
