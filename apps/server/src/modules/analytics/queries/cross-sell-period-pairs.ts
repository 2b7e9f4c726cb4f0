import type { DayRange } from '@ziskomer/domain';
import { type RawBuilder, sql } from 'kysely';

/**
 * A pair history's total over a period, to the day (migration 0071): its running total at the
 * period's last day less the one before its first; 0 for a pair not bought together in the period.
 * `history` is the alias of `product_pair_histories` in the query.
 */
export function periodPairTotal(
  range: DayRange,
  history: string,
  running: 'running_orders' | 'running_value',
): RawBuilder<unknown> {
  const upTo = (day: RawBuilder<unknown>) =>
    sql`coalesce(${sql.ref(`${history}.${running}`)}[width_bucket(${day}, ${sql.ref(`${history}.days`)})], 0)`;
  return sql`(${upTo(sql`${range.to}::date`)} - ${upTo(sql`(${range.from}::date - 1)`)})`;
}
