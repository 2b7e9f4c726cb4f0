import type { DayRange } from '@ziskomer/domain';
import { type RawBuilder, sql } from 'kysely';

/**
 * A pair history's total over a period, to the day (migrations 0071 and 0074): its running total at
 * the period's last day less the one before its first; 0 for a pair not bought together in the
 * period. A running total up to a day is the recent part's when the day is on or after its first
 * day (width_bucket of a NULL part is NULL, of a day before it 0, and both index no element), the
 * older part's otherwise. `history` is the alias of `product_pair_histories` in the query.
 */
export function periodPairTotal(
  range: DayRange,
  history: string,
  running: 'running_orders' | 'running_value',
): RawBuilder<unknown> {
  const column = (name: string) => sql.ref(`${history}.${name}`);
  const upTo = (day: RawBuilder<unknown>) =>
    sql`coalesce(${column(`recent_${running}`)}[width_bucket(${day}, ${column('recent_days')})],
                 ${column(running)}[width_bucket(${day}, ${column('days')})], 0)`;
  return sql`(${upTo(sql`${range.to}::date`)} - ${upTo(sql`(${range.from}::date - 1)`)})`;
}
