import { type RawBuilder, sql } from 'kysely';

/**
 * The WHERE clause of a day rollup's refresh: the counted (not cancelled) orders `o` of a shop on
 * some days. `order_day` has no index of its own, so the clause also bounds `order_date` (indexed
 * with the shop) by the days' span padded a day either way — wider than any time zone's offset —
 * and a refresh of one day reads that day's orders, not the shop's whole history.
 */
export function countedOrdersOnDays(shopId: string, days: string[]): RawBuilder<unknown> {
  const sorted = [...days].sort();
  const first = sorted[0] ?? '1970-01-01';
  const last = sorted.at(-1) ?? '1970-01-01';
  return sql`o.shop_id = ${shopId} AND NOT o.is_cancelled
    AND o.order_day = ANY(${sorted}::date[])
    AND o.order_date >= ((${first}::date - 1)::timestamp AT TIME ZONE 'UTC')
    AND o.order_date < ((${last}::date + 2)::timestamp AT TIME ZONE 'UTC')`;
}
